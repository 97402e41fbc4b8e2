/**
 * The assistant searches an in-memory index of its passages (passages/passage-index.ts) instead of a
 * tsvector + GIN: computing tsvectors made a rebuild of 1,000 notes take ~20 s, and the GIN plan read
 * every heap row of a common word to check who may read it. `rev` tells each server what changed
 * since it last looked (new passages, a visibility change). Word weights are counted in that index
 * over what the asker may search, so the per-scope term statistics go.
 */
export default /* sql */ `
DROP INDEX IF EXISTS assistant_passages_search;
ALTER TABLE assistant_passages DROP COLUMN search;
DROP TABLE assistant_term_stats;
DROP TABLE assistant_corpus;
CREATE SEQUENCE assistant_passages_rev;
ALTER TABLE assistant_passages ADD COLUMN rev bigint NOT NULL DEFAULT nextval('assistant_passages_rev');
CREATE INDEX assistant_passages_by_rev ON assistant_passages (rev);
`;
