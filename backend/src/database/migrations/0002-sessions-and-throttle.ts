export default /* sql */ `
CREATE TABLE http_sessions (
  sid varchar NOT NULL PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX http_sessions_expire ON http_sessions (expire);

CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_key_at ON auth_attempts (key, at);

-- Secrets every node must share (e.g. the session signing key when SESSION_SECRET is unset).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
`;
