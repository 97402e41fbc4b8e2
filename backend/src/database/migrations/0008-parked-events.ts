/**
 * Events a projection could not apply (poison): kept here with the error so the projection goes on
 * with the next event, health reports it degraded, and an operator can replay them after a fix.
 * The event itself stays in `events`; this row points at it.
 */
export default /* sql */ `
CREATE TABLE parked_events (
  projection text NOT NULL,
  event_id uuid NOT NULL,
  stream_id text NOT NULL,
  stream_version bigint NOT NULL,
  type text NOT NULL,
  transaction_id xid8 NOT NULL,
  global_position bigint NOT NULL,
  error text NOT NULL,
  attempts int NOT NULL DEFAULT 1,
  parked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, event_id)
);
`;
