/**
 * The `videos` table gets its own projection (videos/videos.projection.ts) instead of being written by
 * 'materials'. The rows are already there: the new projection starts where 'materials' is, so it
 * neither replays nor duplicates them.
 */
export default /* sql */ `
INSERT INTO projection_checkpoints (name, transaction_id, global_position)
SELECT 'videos', transaction_id, global_position FROM projection_checkpoints WHERE name = 'materials'
ON CONFLICT (name) DO NOTHING;
`;
