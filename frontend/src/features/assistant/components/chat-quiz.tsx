import { useState } from 'react';
import type { ChatQuiz, QuizResultView } from '@studyloop/events';
import { Button } from '../../../components/ui/button';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSubmitQuiz } from '../../../hooks/use-submit-quiz';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * "Quiz me on …" answered in the chat: every question at once, one choice each, then "Check answers"
 * grades them on the server (the quiz's own submit, so the result is kept like any quiz) and shows
 * each answer right or wrong with the correct one and where it comes from.
 */
export function ChatQuizCard({ quiz, initialResult }: { quiz: ChatQuiz; initialResult?: QuizResultView }) {
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const submit = useSubmitQuiz(quiz.notesId);
  const result = submit.data ?? initialResult;
  const allAnswered = quiz.questions.every((q) => (q.kind === 'typed' ? (typed[q.id] ?? '').trim() !== '' : chosen[q.id] !== undefined));

  const check = () => submit.mutate({
    quizId: quiz.quizId,
    answers: quiz.questions.map((q) => (q.kind === 'typed'
      ? { questionId: q.id, selectedIndex: null, typedAnswer: typed[q.id] ?? null }
      : { questionId: q.id, selectedIndex: chosen[q.id] ?? null })),
  });

  return (
    <div className="chat-quiz" data-testid="chat-quiz">
      <ol className="chat-quiz__questions">
        {quiz.questions.map((q, n) => {
          const graded = result?.questions.find((r) => r.id === q.id);
          return (
            <li key={q.id} className="chat-quiz__question" data-testid="chat-quiz-question">
              <p className="chat-quiz__text" id={`chat-quiz-${quiz.quizId}-${q.id}`}>{n + 1}. {q.question}</p>
              {q.kind === 'typed' ? (
                <input
                  className="input chat-quiz__typed"
                  aria-labelledby={`chat-quiz-${quiz.quizId}-${q.id}`}
                  placeholder="Type your answer"
                  maxLength={200}
                  autoComplete="off"
                  disabled={!!graded || submit.isPending}
                  value={graded ? (graded.typedAnswer ?? '') : (typed[q.id] ?? '')}
                  onChange={(e) => setTyped((t) => ({ ...t, [q.id]: e.target.value }))}
                />
              ) : (
              <div className="chat-quiz__options" role="radiogroup" aria-labelledby={`chat-quiz-${quiz.quizId}-${q.id}`}>
                {q.options.map((option, i) => {
                  const picked = (graded ? graded.selectedIndex : chosen[q.id]) === i;
                  const right = graded && graded.correctIndex === i;
                  return (
                    <button
                      key={i}
                      type="button"
                      role="radio"
                      aria-checked={picked}
                      disabled={!!graded || submit.isPending}
                      className={cn('chat-quiz__option', picked && 'chat-quiz__option--picked', right && 'chat-quiz__option--right', graded && picked && !right && 'chat-quiz__option--wrong')}
                      onClick={() => setChosen((c) => ({ ...c, [q.id]: i }))}
                    >
                      <span aria-hidden="true">{LETTERS[i]}</span> {option}
                    </button>
                  );
                })}
              </div>
              )}
              {graded && (
                <p className={cn('chat-quiz__verdict', graded.correct ? 'chat-quiz__verdict--right' : 'chat-quiz__verdict--wrong')} data-testid="chat-quiz-verdict">
                  {graded.correct ? <><CheckIcon size={14} /> Correct.</> : <><CloseIcon size={14} /> Not quite — the answer is “{graded.kind === 'typed' ? graded.answerText : graded.options[graded.correctIndex]}”.</>}
                  {' '}<span className="text-muted">{graded.explanation}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {result ? (
        <p className="chat-quiz__score" data-testid="chat-quiz-score">{result.correct} out of {result.total} correct ({result.score}%).</p>
      ) : (
        <div className="chat-quiz__actions">
          <Button size="sm" variant="gradient" onClick={check} disabled={!allAnswered} loading={submit.isPending}>Check answers</Button>
          {!allAnswered && <span className="text-muted">Answer every question to check them.</span>}
        </div>
      )}
      {submit.isError && <p role="alert" className="chat-quiz__error">{serverMessage(submit.error) ?? 'Your answers could not be checked. Please try again.'}</p>}
    </div>
  );
}
