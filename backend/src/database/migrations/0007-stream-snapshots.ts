/**
 * Deciders with long streams (a card's reviews, a learner's study log) start from a cached state
 * instead of folding every event on each command. Events remain the truth: rows here can be deleted.
 */
export default /* sql */ `
CREATE TABLE stream_snapshots (
  stream_id text NOT NULL,
  kind text NOT NULL,
  version bigint NOT NULL,
  state jsonb NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, kind)
);
`;
