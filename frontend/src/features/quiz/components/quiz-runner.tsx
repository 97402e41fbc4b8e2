import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, TimerIcon } from '../../../components/ui/icons';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import type { StartedQuizView, SubmitQuizPayload } from '../api/quiz-api';
import { formatClock } from '../quiz-format';

const LETTERS = ['A', 'B', 'C', 'D'];

export const KIND_LABEL: Record<StartedQuizView['questions'][number]['kind'], string> = {
  'key-idea': 'Key idea', definition: 'Definition', 'true-false': 'True or false', typed: 'Type the answer',
};

/**
 * A running quiz (spec section 4): countdown m:ss, progress bar, one question at a time. Next is
 * disabled until an option is chosen; the answer is saved on Next or Finish; the last question shows
 * Finish; zero finishes the quiz with what was chosen.
 */
export function QuizRunner({ quiz, onFinish, submitting }: {
  quiz: StartedQuizView;
  onFinish: (payload: SubmitQuizPayload) => void;
  submitting: boolean;
}) {
  const total = quiz.questions.length;
  const [index, setIndex] = useState(0);
  const [saved, setSaved] = useState<Record<string, number>>({});
  const [selected, setSelected] = useState<number | null>(null);
  // Typed-answer questions: what was typed per question, and on the current one.
  const [typedSaved, setTypedSaved] = useState<Record<string, string>>({});
  const [typing, setTyping] = useState('');
  const typedRef = useRef(typedSaved);
  typedRef.current = typedSaved;
  const deadline = useRef(Date.now() + quiz.timeLimitSeconds * 1000);
  const [remaining, setRemaining] = useState(quiz.timeLimitSeconds);
  const finished = useRef(false);
  const question = quiz.questions[index];
  const isLast = index === total - 1;

  const finish = useCallback((answers: Record<string, number>, timedOut: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const typed = typedRef.current;
    onFinish({
      quizId: quiz.quizId,
      answers: quiz.questions.map((q) => (q.kind === 'typed'
        ? { questionId: q.id, selectedIndex: null, typedAnswer: typed[q.id] ?? null }
        : { questionId: q.id, selectedIndex: answers[q.id] ?? null })),
      timedOut,
    });
  }, [onFinish, quiz]);

  // The clock follows the wall time, so a throttled background tab still ends on time.
  const latest = useRef({ saved, selected, question });
  latest.current = { saved, selected, question };
  useEffect(() => {
    const tick = () => {
      const left = (deadline.current - Date.now()) / 1000;
      setRemaining(Math.max(0, left));
      if (left <= 0) {
        const { saved: s, selected: sel, question: q } = latest.current;
        finish(sel !== null && q ? { ...s, [q.id]: sel } : s, true);
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [finish]);

  const isTyped = question.kind === 'typed';
  const answered = isTyped ? typing.trim() !== '' : selected !== null;

  const keepTyped = () => {
    if (!isTyped) return;
    const next = { ...typedRef.current, [question.id]: typing };
    typedRef.current = next;
    setTypedSaved(next);
  };

  const go = (next: number, withAnswer: Record<string, number>) => {
    setIndex(next);
    setSelected(withAnswer[quiz.questions[next].id] ?? null);
    setTyping(typedRef.current[quiz.questions[next].id] ?? '');
  };

  const onNext = () => {
    if (!answered) return;
    keepTyped();
    const answers = selected === null || isTyped ? saved : { ...saved, [question.id]: selected };
    setSaved(answers);
    if (isLast) finish(answers, false);
    else go(index + 1, answers);
  };

  const onPrevious = () => {
    keepTyped();
    const answers = selected === null || isTyped ? saved : { ...saved, [question.id]: selected };
    setSaved(answers);
    go(index - 1, answers);
  };

  const lowTime = remaining <= 60;
  return (
    <div className="quiz-runner" data-testid="quiz-runner">
      <div className="quiz-runner__top">
        <span className="text-muted" data-testid="quiz-position">Question {index + 1} of {total}</span>
        <span className={cn('quiz-runner__clock', lowTime && 'quiz-runner__clock--low')} role="timer" aria-label="Time left" data-testid="quiz-clock">
          <TimerIcon size={16} /> {formatClock(remaining)}
        </span>
      </div>
      <Progress value={index + 1} max={total} label="Quiz progress" />
      <div className="quiz-question">
        <div className="row">
          <Badge variant={question.difficulty === 'easy' ? 'success' : 'default'}>{question.difficulty}</Badge>
          <Badge variant="neutral">{KIND_LABEL[question.kind]}</Badge>
        </div>
        <h3 className="quiz-question__text" id={`quiz-q-${question.id}`}>{question.question}</h3>
        {isTyped ? (
          <input
            className="input quiz-typed"
            value={typing}
            onChange={(e) => setTyping(e.target.value)}
            aria-labelledby={`quiz-q-${question.id}`}
            placeholder="Type your answer"
            maxLength={200}
            disabled={submitting}
            autoComplete="off"
          />
        ) : (
        <div className="quiz-options" role="radiogroup" aria-labelledby={`quiz-q-${question.id}`}>
          {question.options.map((option, i) => (
            <button
              key={`${question.id}-${i}`}
              type="button"
              role="radio"
              aria-checked={selected === i}
              className={cn('quiz-option', selected === i && 'quiz-option--selected')}
              onClick={() => setSelected(i)}
              disabled={submitting}
            >
              <span className="quiz-option__letter" aria-hidden="true">{LETTERS[i]}</span>
              <span>{option}</span>
            </button>
          ))}
        </div>
        )}
      </div>
      <div className="quiz-runner__nav">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0 || submitting}><ArrowLeftIcon size={16} /> Previous</Button>
        {isLast ? (
          <Button variant="gradient" onClick={onNext} disabled={!answered} loading={submitting}><CheckIcon size={16} /> Finish</Button>
        ) : (
          <Button onClick={onNext} disabled={!answered || submitting}>Next <ArrowRightIcon size={16} /></Button>
        )}
      </div>
    </div>
  );
}
