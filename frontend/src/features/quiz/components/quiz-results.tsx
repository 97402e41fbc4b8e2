import type { Citation } from '@studyloop/events';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckIcon, CloseIcon, LoopIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { QuizResultView } from '../api/quiz-api';
import { BADGE_VARIANT, formatDuration } from '../quiz-format';

function source(citation: Citation | null): string | null {
  if (!citation) return null;
  if (citation.page != null) return `Page ${citation.page}`;
  if (citation.time != null) {
    const s = Math.max(0, Math.floor(citation.time));
    return `At ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} in the video`;
  }
  return null;
}

/** Results (spec section 4): percent, 'X out of Y correct', badge, and every question reviewed. */
export function QuizResults({ result, onAgain, againLabel = 'Take Quiz Again' }: { result: QuizResultView; onAgain: () => void; againLabel?: string }) {
  return (
    <div className="quiz-results" data-testid="quiz-results">
      <div className="quiz-results__score">
        <span className="quiz-results__percent" data-testid="quiz-score">{result.score}%</span>
        <span className="quiz-results__count" data-testid="quiz-correct">{result.correct} out of {result.total} correct</span>
        <Badge variant={BADGE_VARIANT[result.badge]} data-testid="quiz-badge">{result.badge}</Badge>
        <span className="text-muted">
          {formatDuration(result.durationSeconds)}{result.timedOut ? ' · time ran out' : ''} · {new Date(result.completedAt).toLocaleString()}
        </span>
      </div>
      <ol className="quiz-review">
        {result.questions.map((q, i) => {
          const answered = q.kind === 'typed' ? (q.typedAnswer || null) : q.selectedIndex !== null ? q.options[q.selectedIndex] : null;
          const correctAnswer = q.kind === 'typed' ? q.answerText : q.options[q.correctIndex];
          const where = source(q.citation);
          return (
            <li key={q.id} className={cn('quiz-review__item', q.correct ? 'quiz-review__item--right' : 'quiz-review__item--wrong')}>
              <p className="quiz-review__question">
                {q.correct ? <CheckIcon size={16} aria-label="Correct" /> : <CloseIcon size={16} aria-label="Incorrect" />}
                {i + 1}. {q.question}
              </p>
              <p><span className="text-muted">Your answer:</span> {answered ?? <em>No answer</em>}</p>
              {!q.correct && <p><span className="text-muted">Correct answer:</span> {correctAnswer}</p>}
              <p className="quiz-review__explanation">{q.explanation}{where && <span className="text-muted"> ({where})</span>}</p>
            </li>
          );
        })}
      </ol>
      <div className="row">
        <Button variant="gradient" onClick={onAgain}><LoopIcon size={16} /> {againLabel}</Button>
      </div>
    </div>
  );
}
