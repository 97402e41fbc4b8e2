/**
 * Practice quizzes (projection 'quizzes'): one row per started quiz, completed when graded.
 * questions = QuizQuestionData[] (with the correct answers; never sent before grading),
 * answers = QuizAnswerData[] once completed.
 */
export default /* sql */ `
CREATE TABLE quiz_attempts (
  id uuid PRIMARY KEY,
  notes_id uuid NOT NULL,
  user_id uuid NOT NULL,
  questions jsonb NOT NULL,
  time_limit_seconds int NOT NULL,
  started_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('started', 'completed')),
  score int,
  correct int,
  total int,
  duration_seconds int,
  timed_out boolean,
  answers jsonb,
  completed_at timestamptz
);
CREATE INDEX quiz_attempts_results ON quiz_attempts (notes_id, user_id, completed_at DESC) WHERE status = 'completed';
CREATE INDEX quiz_attempts_user ON quiz_attempts (user_id, completed_at DESC) WHERE status = 'completed';
`;
