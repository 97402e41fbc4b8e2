/**
 * Passage vectors in Postgres when the server has pgvector: `assistant_passage_vectors` holds each
 * passage's `embedding` (any length: the local word vectors have 100 dimensions, a provider's
 * embeddings more), the `embedder` that made it, and the passage's owner and visibility, so search
 * ranks by cosine in SQL over a narrow table (the passages' text stays out of the scan). The table
 * exists everywhere, so the 'assistant-passages' projection owns it (a rebuild empties it, visibility
 * changes reach it); only with the extension (and the right to create it) does it get its vector
 * column — otherwise it stays empty and the assistant keeps its vectors in memory (passage-search.ts).
 */
export default /* sql */ `
CREATE TABLE assistant_passage_vectors (
  notes_id uuid NOT NULL,
  position integer NOT NULL,
  owner_id uuid NOT NULL,
  is_public boolean NOT NULL,
  embedder text NOT NULL,
  PRIMARY KEY (notes_id, position)
);
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS vector;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pgvector is installed, but this role may not create it: passage vectors stay in memory';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    ALTER TABLE assistant_passage_vectors ADD COLUMN embedding vector NOT NULL;
  END IF;
END
$$;
`;
