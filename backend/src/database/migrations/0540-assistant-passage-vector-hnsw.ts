/**
 * HNSW indexes on the passage vectors, where migration 0530 gave them a pgvector column (else nothing
 * happens: the assistant keeps its vectors in memory). The column holds vectors of any length (each
 * embedder its own), and pgvector indexes only one length, so each index is on one embedder's rows at
 * its length — the local word vectors (100) and the default provider model, text-embedding-3-small
 * (1536) — as pgvector documents for mixed lengths: an expression (`embedding::vector(n)`) and a
 * partial index. The length is part of the predicate too: a compatible server may answer that model
 * name with another length, and a row the cast could not take must stay out of the index, not fail. rankByVector (pgvector-passages.ts) orders by the same expression to use them. A
 * pgvector too old for HNSW (before 0.5) leaves a notice, not a failed migration.
 */
export default /* sql */ `
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = 'assistant_passage_vectors' AND column_name = 'embedding') THEN
    BEGIN
      EXECUTE $i$CREATE INDEX IF NOT EXISTS assistant_passage_vectors_word_vectors_hnsw ON assistant_passage_vectors
        USING hnsw ((embedding::vector(100)) vector_cosine_ops) WHERE embedder = 'word-vectors' AND vector_dims(embedding) = 100$i$;
      EXECUTE $i$CREATE INDEX IF NOT EXISTS assistant_passage_vectors_openai_small_hnsw ON assistant_passage_vectors
        USING hnsw ((embedding::vector(1536)) vector_cosine_ops) WHERE embedder = 'openai:text-embedding-3-small' AND vector_dims(embedding) = 1536$i$;
    EXCEPTION WHEN others THEN
      RAISE NOTICE 'pgvector cannot build HNSW indexes here (%): passage vectors are ranked by a full scan', SQLERRM;
    END;
  END IF;
END
$$;
`;
