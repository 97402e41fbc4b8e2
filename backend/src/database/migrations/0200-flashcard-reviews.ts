/**
 * Spaced repetition (FSRS) on the flashcards read model. The 'study-notes' projection (issue 3) keeps
 * `flashcards`; it applies FlashcardReviewed through flashcards/flashcard-review.projector.ts, so one
 * projection owns the row and a rebuild replays both creation and reviews.
 * `flashcard_reviews` is the review log (projection 'flashcard-review-log' until 0201): review days for streaks.
 */
export default /* sql */ `
ALTER TABLE flashcards
  ADD COLUMN fsrs_state text NOT NULL DEFAULT 'new' CHECK (fsrs_state IN ('new', 'learning', 'review', 'relearning')),
  ADD COLUMN stability double precision NOT NULL DEFAULT 0,
  ADD COLUMN fsrs_difficulty double precision NOT NULL DEFAULT 0,
  ADD COLUMN reps int NOT NULL DEFAULT 0,
  ADD COLUMN lapses int NOT NULL DEFAULT 0,
  ADD COLUMN scheduled_days int NOT NULL DEFAULT 0,
  ADD COLUMN learning_steps int NOT NULL DEFAULT 0,
  ADD COLUMN last_reviewed_at timestamptz;

CREATE TABLE flashcard_reviews (
  event_id uuid PRIMARY KEY,
  flashcard_id uuid NOT NULL,
  notes_id uuid NOT NULL,
  user_id uuid NOT NULL,
  rating text NOT NULL CHECK (rating IN ('again', 'hard', 'good', 'easy')),
  correct boolean NOT NULL,
  elapsed_ms int,
  reviewed_at timestamptz NOT NULL
);
CREATE INDEX flashcard_reviews_user ON flashcard_reviews (user_id, reviewed_at DESC);
CREATE INDEX flashcard_reviews_notes ON flashcard_reviews (notes_id, user_id, reviewed_at DESC);
`;
