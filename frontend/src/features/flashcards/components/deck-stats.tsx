import type { FlashcardStatsView } from '@studyloop/events';
import { Badge } from '../../../components/ui/badge';
import { CheckIcon, CrownIcon, SparklesIcon, TimerIcon, TrendingIcon } from '../../../components/ui/icons';

/**
 * The deck's real figures (the spec's placeholders): due now, mastered (FSRS Review state with
 * stability of 21+ days), cards reviewed of total, accuracy (Good/Easy of all grades) and the study streak.
 */
export function DeckStats({ stats, streakDays = stats.streakDays }: { stats: FlashcardStatsView; streakDays?: number }) {
  return (
    <div className="deck-stats" data-testid="deck-stats">
      <Badge variant={stats.dueToday > 0 ? 'warning' : 'success'} data-testid="due-today">
        <TimerIcon size={14} /> Due Today: {stats.dueToday}
      </Badge>
      <Badge variant="success" data-testid="mastered" title="In long-term review: FSRS stability of 21 days or more">
        <CrownIcon size={14} /> Mastered: {stats.mastered}
      </Badge>
      <span className="deck-stats__item" data-testid="reviewed-cards">
        <CheckIcon size={14} /> {stats.reviewedCards}/{stats.totalCards} cards
      </span>
      <span className="deck-stats__item" data-testid="accuracy">
        <TrendingIcon size={14} /> {stats.accuracy === null ? 'No reviews yet' : `${stats.accuracy}% accuracy`}
      </span>
      <span className="deck-stats__item" data-testid="streak">
        <SparklesIcon size={14} /> {streakDays} day{streakDays === 1 ? '' : 's'} streak
      </span>
    </div>
  );
}
