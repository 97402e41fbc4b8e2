/**
 * Read models of the 'progress' projection (backend/src/progress). Only that projection writes them;
 * the dashboard, schedule, preferences, progress panel and the current user read them.
 */
export default /* sql */ `
CREATE TABLE user_progress (
  user_id uuid PRIMARY KEY,
  experience_points int NOT NULL DEFAULT 0,
  level int NOT NULL DEFAULT 1,
  study_minutes int NOT NULL DEFAULT 0,
  study_sessions int NOT NULL DEFAULT 0,
  reviews int NOT NULL DEFAULT 0,
  correct_reviews int NOT NULL DEFAULT 0,
  quizzes int NOT NULL DEFAULT 0,
  quiz_questions int NOT NULL DEFAULT 0,
  quiz_correct int NOT NULL DEFAULT 0,
  perfect_quizzes int NOT NULL DEFAULT 0,
  schedule_items int NOT NULL DEFAULT 0,
  daily_goals_met int NOT NULL DEFAULT 0,
  current_run int NOT NULL DEFAULT 0,
  longest_streak int NOT NULL DEFAULT 0,
  last_active_day date,
  session_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL
);

-- One row per learner per local calendar day with any activity.
CREATE TABLE study_daily_activity (
  user_id uuid NOT NULL,
  day date NOT NULL,
  study_minutes int NOT NULL DEFAULT 0,
  study_sessions int NOT NULL DEFAULT 0,
  reviews int NOT NULL DEFAULT 0,
  correct_reviews int NOT NULL DEFAULT 0,
  quizzes int NOT NULL DEFAULT 0,
  quiz_questions int NOT NULL DEFAULT 0,
  quiz_correct int NOT NULL DEFAULT 0,
  experience_points int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE user_achievements (
  user_id uuid NOT NULL,
  achievement_id text NOT NULL,
  unlocked_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, achievement_id)
);

CREATE TABLE study_notes_activity (
  user_id uuid NOT NULL,
  notes_id uuid NOT NULL,
  study_minutes int NOT NULL DEFAULT 0,
  study_sessions int NOT NULL DEFAULT 0,
  reviews int NOT NULL DEFAULT 0,
  correct_reviews int NOT NULL DEFAULT 0,
  quizzes int NOT NULL DEFAULT 0,
  best_quiz_score int,
  last_quiz_score int,
  last_studied_at timestamptz,
  last_reviewed_at timestamptz,
  last_quizzed_at timestamptz,
  PRIMARY KEY (user_id, notes_id)
);

CREATE TABLE study_preferences (
  user_id uuid PRIMARY KEY,
  daily_goal int NOT NULL,
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE schedule_completions (
  user_id uuid NOT NULL,
  day date NOT NULL,
  item_id text NOT NULL,
  activity text NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day, item_id)
);

-- Level, XP, streak and study time now live in user_progress (written by the progress projection);
-- the users projection never wrote these columns.
ALTER TABLE users DROP COLUMN level, DROP COLUMN experience_points, DROP COLUMN study_streak, DROP COLUMN total_study_time;
`;
