/**
 * The review log (flashcard_reviews) moves from its own projection ('flashcard-review-log') into
 * 'study-notes', which already applies every FlashcardReviewed to the card rows. The log may lag that
 * projection's checkpoint, so it is completed here from the events themselves, the same columns the
 * projection writes; reviews after the checkpoint find their row present and only move the card.
 */
export default /* sql */ `
INSERT INTO flashcard_reviews (event_id, flashcard_id, notes_id, user_id, rating, correct, elapsed_ms, reviewed_at)
SELECT event_id, (data->>'flashcardId')::uuid, (data->>'notesId')::uuid, (data->>'userId')::uuid, data->>'rating',
       (data->>'correct')::boolean, (data->>'elapsedMs')::int, (data->>'reviewedAt')::timestamptz
  FROM events WHERE type = 'FlashcardReviewed'
ON CONFLICT (event_id) DO NOTHING;

DELETE FROM projection_checkpoints WHERE name = 'flashcard-review-log';
`;
