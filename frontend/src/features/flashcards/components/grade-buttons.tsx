import type { RatingIntervals } from '@studyloop/events';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { FlashcardRating } from '../api/flashcards-api';
import { formatInterval } from '../flashcard-format';

const GRADES: { rating: FlashcardRating; label: string; key: string }[] = [
  { rating: 'again', label: 'Again', key: '1' },
  { rating: 'hard', label: 'Hard', key: '2' },
  { rating: 'good', label: 'Good', key: '3' },
  { rating: 'easy', label: 'Easy', key: '4' },
];

/** Again / Hard / Good / Easy, each showing when FSRS would bring the card back. */
export function GradeButtons({ intervals, onGrade, pending, className }: {
  intervals: RatingIntervals;
  onGrade: (rating: FlashcardRating) => void;
  pending?: boolean;
  className?: string;
}) {
  return (
    // Sticky at the bottom of the window: revealed on a long card or a phone, the grades stay in sight.
    <div className={cn('grade-buttons', className)} role="group" aria-label="How well did you remember?" data-testid="grade-buttons">
      {GRADES.map(({ rating, label, key }) => (
        <Button
          key={rating}
          variant="outline"
          className={`grade-buttons__btn grade-buttons__btn--${rating}`}
          onClick={() => onGrade(rating)}
          disabled={pending}
          aria-keyshortcuts={key}
          title={`${label} (key ${key})`}
          // The name starts with the visible word (speech input: "click Good"); the interval is drawn by
          // CSS from data-interval, so the button's text is just the word and the name contains it.
          aria-label={`${label}, next review in ${formatInterval(intervals[rating])}`}
          data-interval={formatInterval(intervals[rating])}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
