/**
 * Term statistics by who may search them: 'public' counts public passages, an owner's id counts that
 * owner's private passages. A question's word weights come from 'public' plus the asker's own
 * bucket, so other people's private notes no longer change anyone's answers. The passages read model
 * is emptied and its projection replays from the start to fill the new buckets.
 * Exchanges also keep the quiz a "quiz me" question started (its id and notes).
 */
export default /* sql */ `
DROP TABLE assistant_term_stats;
DROP TABLE assistant_corpus;
CREATE TABLE assistant_term_stats (
  scope text NOT NULL,
  term text NOT NULL,
  df int NOT NULL,
  PRIMARY KEY (scope, term)
);
CREATE TABLE assistant_corpus (
  scope text PRIMARY KEY,
  passages bigint NOT NULL
);
TRUNCATE assistant_sources, assistant_notes, assistant_passages;
DELETE FROM projection_checkpoints WHERE name = 'assistant-passages';

ALTER TABLE assistant_exchanges ADD COLUMN quiz jsonb;
`;
