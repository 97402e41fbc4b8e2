import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { QuizResultSummaryView } from '../api/quiz-api';
import { BADGE_VARIANT, formatDuration } from '../quiz-format';

/** Past results of this learner on these notes, newest first. */
export function QuizHistory({ results, onOpen }: { results: QuizResultSummaryView[]; onOpen: (quizId: string) => void }) {
  if (!results.length) return <p className="text-muted">No results yet. Your scores will be listed here.</p>;
  return (
    <ul className="quiz-history" aria-label="Past results" data-testid="quiz-history">
      {results.map((r) => (
        <li key={r.quizId} className="quiz-history__item" data-testid="quiz-history-item">
          <span className="quiz-history__score">{r.score}%</span>
          <span>{r.correct}/{r.total} correct</span>
          <Badge variant={BADGE_VARIANT[r.badge]}>{r.badge}</Badge>
          <span className="text-muted">{new Date(r.completedAt).toLocaleString()} · {formatDuration(r.durationSeconds)}</span>
          <Button variant="link" size="sm" onClick={() => onOpen(r.quizId)}>Review</Button>
        </li>
      ))}
    </ul>
  );
}
