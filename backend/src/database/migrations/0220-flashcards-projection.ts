/**
 * The cards and their review log get their own projection, 'flashcards' (flashcards/flashcards.projection.ts),
 * instead of being written by 'study-notes'. The rows are already there: the new projection starts
 * where 'study-notes' is, so it neither replays nor duplicates them.
 */
export default /* sql */ `
INSERT INTO projection_checkpoints (name, transaction_id, global_position)
SELECT 'flashcards', transaction_id, global_position FROM projection_checkpoints WHERE name = 'study-notes'
ON CONFLICT (name) DO NOTHING;
`;
