/**
 * Preferences and schedule completions get their own projection, 'study' (study/study.projection.ts),
 * instead of being written by 'progress'. Progress still needs each learner's goal and zone while it
 * applies events, so it keeps its own copy (progress_preferences), filled here from the rows it wrote.
 * The new projection starts where 'progress' is, so it neither replays nor duplicates anything.
 */
export default /* sql */ `
CREATE TABLE progress_preferences (
  user_id uuid PRIMARY KEY,
  daily_goal int NOT NULL,
  time_zone text NOT NULL
);
INSERT INTO progress_preferences (user_id, daily_goal, time_zone) SELECT user_id, daily_goal, time_zone FROM study_preferences;

INSERT INTO projection_checkpoints (name, transaction_id, global_position)
SELECT 'study', transaction_id, global_position FROM projection_checkpoints WHERE name = 'progress'
ON CONFLICT (name) DO NOTHING;
`;
