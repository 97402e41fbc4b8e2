export default /* sql */ `
CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE TABLE events (
  global_position bigserial PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_version bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  schema_version int NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_version)
);
CREATE INDEX events_transaction_order ON events (transaction_id, global_position);
CREATE INDEX events_type ON events (type);

CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  transaction_id xid8,
  global_position bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
