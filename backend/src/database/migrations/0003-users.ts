export default /* sql */ `
CREATE TABLE users (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text,
  google_id text,
  is_admin boolean NOT NULL DEFAULT false,
  subscription_tier text NOT NULL DEFAULT 'free',
  level int NOT NULL DEFAULT 1,
  experience_points int NOT NULL DEFAULT 0,
  study_streak int NOT NULL DEFAULT 0,
  total_study_time int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE UNIQUE INDEX users_username ON users (lower(username));
CREATE UNIQUE INDEX users_google_id ON users (google_id) WHERE google_id IS NOT NULL;

CREATE TABLE admin_audit (
  event_id uuid PRIMARY KEY,
  action text NOT NULL,
  actor_id uuid,
  target_id uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL
);
`;
