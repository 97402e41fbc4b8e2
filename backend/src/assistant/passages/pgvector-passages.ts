import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { IndexQuery } from './passage-index.js';

/**
 * Passage vectors kept in Postgres (pgvector, `assistant_passage_vectors`, migration 0530) and ranked
 * there: each passage's `embedding`, the `embedder` that made it ('word-vectors' or 'openai:<model>';
 * vectors of another embedder are ignored and made again) and the passage's owner and visibility
 * (the projection keeps them in step). Every ranking query holds the visibility rule, so a cosine is
 * only ever returned for a passage the asker may read.
 */

export type VectorStore = 'pgvector' | 'memory';

const logger = new Logger('PgvectorPassages');

/**
 * Where passage vectors live: Postgres when the table has the pgvector column (the extension was
 * there when migrating) unless ASSISTANT_VECTOR_STORE=memory forces the in-memory fallback.
 */
export async function chooseVectorStore(orm: MikroORM, env: NodeJS.ProcessEnv): Promise<VectorStore> {
  if (env.ASSISTANT_VECTOR_STORE?.trim() === 'memory') return 'memory';
  const [row] = await orm.em.getConnection().execute<{ present: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'assistant_passage_vectors' AND column_name = 'embedding') AS present`,
  );
  return row?.present ? 'pgvector' : 'memory';
}

/** Scale of the stored components: pgvector reads integers as fast as any number, and cosines do not see the scale. */
const COMPONENT_SCALE = 1e5;
let scaled = new Int32Array(0);

/**
 * pgvector's text form of a unit vector, each component × 1e5 and rounded ("[12345,-678,…]"): joining
 * integers is native and several times faster than formatting floats (37,975 passages: ~0.2 s, not
 * ~5 s), the text is a third shorter, and the cosine changes by ~1e-5 at most.
 */
export function vectorLiteral(vector: Float32Array): string {
  if (scaled.length !== vector.length) scaled = new Int32Array(vector.length);
  for (let d = 0; d < vector.length; d++) scaled[d] = Math.round(vector[d]! * COMPONENT_SCALE);
  return `[${scaled.join(',')}]`;
}

export interface VectorTarget { notes_id: string; position: number; rev: string }

/**
 * Stores vectors of passages, each only if the passage is still the one embedded (same `rev`: a
 * visibility change or a rebuild made a new row, which its own catch-up embeds). Owner and visibility
 * are copied from the passage row, locked meanwhile: a visibility change either waits and then
 * updates the vector rows too, or commits first and renews `rev`, so nothing is stored.
 */
export async function storeVectors(orm: MikroORM, embedder: string, targets: readonly VectorTarget[], vectors: readonly (Float32Array | null)[]): Promise<void> {
  const rows = targets.flatMap((t, i) => {
    const v = vectors[i];
    return v ? [{ notes_id: t.notes_id, position: t.position, rev: t.rev, embedding: vectorLiteral(v) }] : [];
  });
  if (!rows.length) return;
  // Bound ($1), not formatted into the SQL text: megabytes of vectors (see the projection's withBoundParameters).
  await orm.em.getConnection().getClient().executeQuery(CompiledQuery.raw(
    `INSERT INTO assistant_passage_vectors (notes_id, position, owner_id, is_public, embedder, embedding)
     SELECT p.notes_id, p.position, p.owner_id, p.is_public, $2, v.embedding::vector
     FROM jsonb_to_recordset($1::jsonb) AS v(notes_id uuid, position int, rev bigint, embedding text)
     JOIN assistant_passages p ON p.notes_id = v.notes_id AND p.position = v.position AND p.rev = v.rev
     FOR SHARE OF p
     ON CONFLICT (notes_id, position) DO UPDATE
       SET owner_id = EXCLUDED.owner_id, is_public = EXCLUDED.is_public, embedder = EXCLUDED.embedder, embedding = EXCLUDED.embedding`,
    [JSON.stringify(rows), embedder],
  ));
}

/** Whether any passage has a vector of this embedder stored. */
export async function hasStoredVectors(orm: MikroORM, embedder: string): Promise<boolean> {
  const [row] = await orm.em.getConnection().execute<{ any: boolean }[]>('SELECT EXISTS (SELECT 1 FROM assistant_passage_vectors WHERE embedder = ?) AS any', [embedder]);
  return row?.any === true;
}

/** Which of the passages have a vector of this embedder stored ("notesId:position"). */
export async function storedVectors(orm: MikroORM, embedder: string, passages: readonly { notes_id: string; position: number }[]): Promise<Set<string>> {
  const { rows } = await orm.em.getConnection().getClient().executeQuery<{ notes_id: string; position: number }>(CompiledQuery.raw(
    `SELECT v.notes_id, v.position FROM jsonb_to_recordset($1::jsonb) AS k(notes_id uuid, position int)
     JOIN assistant_passage_vectors v ON v.notes_id = k.notes_id AND v.position = k.position
     WHERE v.embedder = $2`,
    [JSON.stringify(passages.map((p) => ({ notes_id: p.notes_id, position: p.position }))), embedder],
  ));
  return new Set(rows.map((r) => `${r.notes_id}:${r.position}`));
}

export interface RankedPassage { notes_id: string; position: number; similarity: number }

/** The rows the asker may read (`asker` is the parameter holding their id), within one note when asked; adds its parameters. */
function readableBy(query: IndexQuery, asker: string, params: unknown[]): string {
  const visible = query.ownOnly ? `owner_id = ${asker}` : `(owner_id = ${asker} OR is_public)`;
  return query.notesId ? `${visible} AND notes_id = $${params.push(query.notesId)}` : visible;
}

/**
 * The passages the asker may read (their own and public ones; only their own with `ownOnly`), by
 * cosine with the question's vector, best first, at least `minSimilarity`, at most `limit` rows
 * (copies of one text included: the caller keeps one of each, the asker's own first). Through the
 * embedder's HNSW index where migration 0540 built one and pgvector can keep scanning it past rows
 * the asker may not read (iterative scans, 0.8+); else, or if that fails, by a full scan.
 */
export async function rankByVector(orm: MikroORM, embedder: string, vector: Float32Array, query: IndexQuery, limit: number, minSimilarity: number): Promise<RankedPassage[]> {
  if (HNSW_INDEXES[embedder]?.dims === vector.length && (await hnswEmbedders(orm)).has(embedder)) {
    try {
      return await rankByIndex(orm, embedder, vector, query, limit, minSimilarity);
    } catch (error) {
      logger.warn(`Ranking through the HNSW index failed (${(error as Error).message}); ranking by a full scan.`);
    }
  }
  const params: unknown[] = [vectorLiteral(vector), embedder, query.userId, 1 - minSimilarity, limit];
  const readable = readableBy(query, '$3', params);
  const { rows } = await orm.em.getConnection().getClient().executeQuery<RankedPassage>(CompiledQuery.raw(
    `SELECT notes_id, position, 1 - distance AS similarity FROM (
       SELECT notes_id, position, owner_id = $3 AS own, embedding <=> $1::vector AS distance
       FROM assistant_passage_vectors WHERE embedder = $2 AND ${readable}
       OFFSET 0
     ) ranked
     WHERE distance <= $4
     ORDER BY distance, own DESC, notes_id, position
     LIMIT $5`,
    params,
  ));
  return rows;
}

/** The embedders migration 0540 indexes: their vectors' length (the index is on `embedding::vector(n)`) and the index. */
const HNSW_INDEXES: Readonly<Record<string, { dims: number; name: string }>> = {
  'word-vectors': { dims: 100, name: 'assistant_passage_vectors_word_vectors_hnsw' },
  'openai:text-embedding-3-small': { dims: 1536, name: 'assistant_passage_vectors_openai_small_hnsw' },
};
/** Rows the index walk returns beyond `limit`: copies of one text tie at the cut, and the asker's own copy must stay. */
const INDEX_EXTRA_ROWS = 20;

const usable = new WeakMap<MikroORM, Promise<ReadonlySet<string>>>();

/** Embedders whose HNSW index exists on a pgvector with iterative index scans (0.8 or later). Asked once per ORM. */
export function hnswEmbedders(orm: MikroORM): Promise<ReadonlySet<string>> {
  let found = usable.get(orm);
  if (!found) {
    found = (async () => {
      const [ext] = await orm.em.getConnection().execute<{ extversion: string }[]>(`SELECT extversion FROM pg_extension WHERE extname = 'vector'`);
      const [major = 0, minor = 0] = (ext?.extversion ?? '0').split('.').map(Number);
      if (major === 0 && minor < 8) return new Set<string>();
      const rows = await orm.em.getConnection().execute<{ indexname: string }[]>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'assistant_passage_vectors'`,
      );
      const names = new Set(rows.map((r) => r.indexname));
      return new Set(Object.keys(HNSW_INDEXES).filter((e) => names.has(HNSW_INDEXES[e]!.name)));
    })();
    usable.set(orm, found);
  }
  return found;
}

/**
 * The same ranking ordered by the indexed expression, so the planner may walk the HNSW index (on a
 * large table; a small one is scanned). `strict_order` iterative scans keep the order exact and keep
 * reading the index until enough rows the asker may read are found. The embedder and length are ours
 * (HNSW_INDEXES), written into the SQL so the planner sees the partial index applies.
 */
async function rankByIndex(orm: MikroORM, embedder: string, vector: Float32Array, query: IndexQuery, limit: number, minSimilarity: number): Promise<RankedPassage[]> {
  const { dims } = HNSW_INDEXES[embedder]!;
  const params: unknown[] = [vectorLiteral(vector), query.userId, 1 - minSimilarity, limit, limit + INDEX_EXTRA_ROWS];
  const readable = readableBy(query, '$2', params);
  const distance = `embedding::vector(${dims}) <=> $1::vector(${dims})`;
  return orm.em.getConnection().getClient().transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw(`SET LOCAL hnsw.iterative_scan = strict_order`));
    const { rows } = await trx.executeQuery<RankedPassage>(CompiledQuery.raw(
      `SELECT notes_id, position, 1 - distance AS similarity FROM (
         SELECT notes_id, position, owner_id = $2 AS own, ${distance} AS distance
         FROM assistant_passage_vectors WHERE embedder = '${embedder}' AND vector_dims(embedding) = ${dims} AND ${readable}
         ORDER BY ${distance}
         LIMIT $5
       ) ranked
       WHERE distance <= $3
       ORDER BY distance, own DESC, notes_id, position
       LIMIT $4`,
      params,
    ));
    return rows;
  });
}

/** Cosines of given passages with the question's vector, for those the asker may read and that have a vector. */
export async function vectorSimilarities(orm: MikroORM, embedder: string, vector: Float32Array, userId: string, keys: readonly { notesId: string; position: number }[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const { rows } = await orm.em.getConnection().getClient().executeQuery<RankedPassage>(CompiledQuery.raw(
    `SELECT p.notes_id, p.position, 1 - (p.embedding <=> $1::vector) AS similarity
     FROM jsonb_to_recordset($4::jsonb) AS k(notes_id uuid, position int)
     JOIN assistant_passage_vectors p ON p.notes_id = k.notes_id AND p.position = k.position
     WHERE p.embedder = $2 AND (p.owner_id = $3 OR p.is_public)`,
    [vectorLiteral(vector), embedder, userId, JSON.stringify(keys.map((k) => ({ notes_id: k.notesId, position: k.position })))],
  ));
  return new Map(rows.map((r) => [`${r.notes_id}:${r.position}`, r.similarity]));
}
