import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../generation/openai/fake-openai-server.js';
import { processSection, processSectionWithModel, waitForNotes } from '../../test-support/assistant-notes.js';
import { startTestApp, TestClient, type TestApp } from '../../test-support/test-app.js';
import { dot, textVector, wordVectors } from '../vectors/word-vector-table.js';
import { PassageSearch } from './passage-search.js';
import { hnswEmbedders, rankByVector, vectorLiteral } from './pgvector-passages.js';

/**
 * Where passage vectors live: in Postgres, ranked by pgvector, when the server has the extension (CI
 * installs it: .ci/run), else — or with ASSISTANT_VECTOR_STORE=memory — in the search index in memory.
 */

async function pgvectorInstalled(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")).rowCount === 1;
  } finally {
    await client.end();
  }
}

const pgvector = await pgvectorInstalled();
/**
 * The pgvector checks, where the server has the extension; where it has not, the same test proves the
 * fallback instead: the vector table got no embedding column and the vectors stayed in memory.
 */
function withPgvector(name: string, check: () => Promise<void>): void {
  if (pgvector) it(name, check);
  else it(`${name} — without pgvector here: no vector column, vectors kept in memory`, async () => {
    const app = await startTestApp();
    try {
      const columns = await query<{ column_name: string }>(app,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'assistant_passage_vectors'");
      expect(columns.map((c) => c.column_name)).not.toContain('embedding');
      const client = new TestClient(app.baseUrl);
      await client.signUp();
      await processSection(app, client, 'Price Ceilings and Price Floors');
      const search = app.app.get(PassageSearch);
      await search.refresh();
      expect((await search.stats()).vectorBytes).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 120_000);
}

async function userId(client: TestClient): Promise<string> {
  return (await client.get('/api/auth/user')).body.id as string;
}

async function query<T extends pg.QueryResultRow>(app: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('passage vectors, local engine, the store Postgres offers', () => {
  let app: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let search: PassageSearch;
  const notes: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    alice = new TestClient(app.baseUrl);
    bob = new TestClient(app.baseUrl);
    await alice.signUp();
    await bob.signUp();
    notes.prices = await processSection(app, alice, 'Price Ceilings and Price Floors');
    notes.bobsInsurance = await processSection(app, bob, 'Insurance and Imperfect Information');
    search = app.app.get(PassageSearch);
    await search.refresh();
  }, 120_000);
  afterAll(async () => app.close());

  it('ranks in Postgres when it has pgvector, else in memory', async () => {
    expect((await search.stats()).vectorStore).toBe(pgvector ? 'pgvector' : 'memory');
  });

  withPgvector('stores each passage’s word-vector mean in the table, not in memory', async () => {
    const [row] = await query<{ passages: string; embedded: string; dims: number }>(app,
      "SELECT (SELECT count(*) FROM assistant_passages) AS passages, count(*) FILTER (WHERE embedder = 'word-vectors') AS embedded, max(vector_dims(embedding)) AS dims FROM assistant_passage_vectors");
    expect(Number(row!.passages)).toBeGreaterThan(20);
    expect(row!.embedded).toBe(row!.passages);
    expect(row!.dims).toBe(100);
    expect((await search.stats()).vectorBytes).toBe(0);
  });

  withPgvector('ranks by cosine in SQL: the cosines are those of the word vectors, best first', async () => {
    const table = wordVectors()!;
    const question = textVector(table, 'why do prices rise when supply falls')!;
    const ranked = await rankByVector(app.app.get(MikroORM), 'word-vectors', question, { userId: await userId(alice) }, 10, 0.3);
    expect(ranked.length).toBeGreaterThan(3);
    expect(ranked.map((r) => r.similarity)).toEqual([...ranked.map((r) => r.similarity)].sort((a, b) => b - a));
    const [top] = await query<{ heading: string | null; text: string }>(app, 'SELECT heading, text FROM assistant_passages WHERE notes_id = $1 AND position = $2', [ranked[0]!.notes_id, ranked[0]!.position]);
    expect(ranked[0]!.similarity).toBeCloseTo(dot(question, textVector(table, `${top!.heading ?? ''} ${top!.text}`)!), 4);
  });

  it('applies the HNSW migration everywhere; the indexes exist only where pgvector does', async () => {
    expect(await query(app, "SELECT id FROM schema_migrations WHERE id = '0540-assistant-passage-vector-hnsw'")).toHaveLength(1);
    const indexes = (await query<{ indexname: string }>(app, "SELECT indexname FROM pg_indexes WHERE tablename = 'assistant_passage_vectors' AND indexdef ILIKE '%USING hnsw%'")).map((r) => r.indexname);
    expect(indexes.sort()).toEqual(pgvector ? ['assistant_passage_vectors_openai_small_hnsw', 'assistant_passage_vectors_word_vectors_hnsw'] : []);
  });

  withPgvector('ranks through the word vectors’ HNSW index with the same passages and cosines as a full scan', async () => {
    expect((await hnswEmbedders(app.app.get(MikroORM))).has('word-vectors')).toBe(true);
    const id = await userId(alice);
    const question = textVector(wordVectors()!, 'why do prices rise when supply falls')!;
    const ranked = await rankByVector(app.app.get(MikroORM), 'word-vectors', question, { userId: id }, 10, 0.3);
    const exact = await query<{ similarity: number }>(app,
      `SELECT 1 - (embedding <=> $1::vector) AS similarity FROM assistant_passage_vectors
       WHERE embedder = 'word-vectors' AND (owner_id = $2 OR is_public) AND 1 - (embedding <=> $1::vector) >= 0.3
       ORDER BY embedding <=> $1::vector LIMIT 10`, [vectorLiteral(question), id]);
    expect(ranked.length).toBe(exact.length);
    ranked.forEach((r, i) => expect(r.similarity).toBeCloseTo(exact[i]!.similarity, 5));
  });

  it('finds the shortage passage for "why do prices rise when supply falls", with its cosine', async () => {
    const id = await userId(alice);
    const passages = await search.search(id, await search.queryTerms(id, 'Why do prices rise when supply falls?'));
    const shortage = passages.slice(0, 5).find((p) => p.notesId === notes.prices && /shortage/i.test(p.text));
    expect(shortage?.similarity).toBeGreaterThan(0.3);
  });

  it('never ranks another user’s private passages, until they are made public', async () => {
    const aliceId = await userId(alice);
    const table = wordVectors()!;
    const insurance = textVector(table, 'insurance moral hazard adverse selection premiums')!;
    const byVector = async () => {
      const passages = await search.search(aliceId, await search.queryTerms(aliceId, 'insurance moral hazard adverse selection premiums'));
      return passages.filter((p) => p.notesId === notes.bobsInsurance);
    };
    expect(await byVector()).toEqual([]);
    if (pgvector) expect((await rankByVector(app.app.get(MikroORM), 'word-vectors', insurance, { userId: aliceId }, 50, 0)).some((r) => r.notes_id === notes.bobsInsurance)).toBe(false);

    expect((await bob.request('PATCH', `/api/notes/${notes.bobsInsurance}/visibility`, { isPublic: true })).status).toBe(200);
    await waitForNotes(app, notes.bobsInsurance);
    const found = await byVector();
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.similarity).toBeGreaterThan(0.3);
    if (pgvector) {
      expect(await query(app, 'SELECT DISTINCT is_public FROM assistant_passage_vectors WHERE notes_id = $1', [notes.bobsInsurance])).toEqual([{ is_public: true }]);
      expect((await rankByVector(app.app.get(MikroORM), 'word-vectors', insurance, { userId: aliceId, ownOnly: true }, 50, 0)).some((r) => r.notes_id === notes.bobsInsurance)).toBe(false);
    }
  });
});

describe('passage vectors forced into memory (ASSISTANT_VECTOR_STORE=memory)', () => {
  let app: TestApp;
  let alice: TestClient;
  let search: PassageSearch;
  let prices: string;

  beforeAll(async () => {
    app = await startTestApp({ ASSISTANT_VECTOR_STORE: 'memory' });
    alice = new TestClient(app.baseUrl);
    await alice.signUp();
    prices = await processSection(app, alice, 'Price Ceilings and Price Floors');
    search = app.app.get(PassageSearch);
    await search.refresh();
  }, 120_000);
  afterAll(async () => app.close());

  it('keeps the vectors in the index and ranks there, writing none to the table', async () => {
    const stats = await search.stats();
    expect(stats.vectorStore).toBe('memory');
    expect(stats.vectorBytes).toBeGreaterThanOrEqual(stats.passages * 100 * 4);
    if (pgvector) expect(await query(app, 'SELECT 1 FROM assistant_passage_vectors')).toEqual([]);
  });

  it('finds the shortage passage for "why do prices rise when supply falls", with its cosine', async () => {
    const id = await userId(alice);
    const passages = await search.search(id, await search.queryTerms(id, 'Why do prices rise when supply falls?'));
    const shortage = passages.slice(0, 5).find((p) => p.notesId === prices && /shortage/i.test(p.text));
    expect(shortage?.similarity).toBeGreaterThan(0.3);
  });
});

describe('passage vectors from the provider’s embeddings, kept in Postgres across restarts', () => {
  let fake: FakeOpenAiServer;
  let app: TestApp;
  let restarted = false;
  const env = { OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'fake-model' };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    app = await startTestApp({ ...env, OPENAI_BASE_URL: fake.baseURL });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    if (restarted) await app.db.drop();
    await fake.close();
  });

  withPgvector('embeds each passage once through /v1/embeddings; a restarted server ranks with the stored vectors', async () => {
    const alice = new TestClient(app.baseUrl);
    await alice.signUp();
    const id = await userId(alice);
    const insurance = await processSectionWithModel(app, alice, fake, 'Insurance and Imperfect Information');
    await app.app.get(PassageSearch).refresh();
    const [row] = await query<{ passages: string; embedded: string }>(app,
      "SELECT (SELECT count(*) FROM assistant_passages) AS passages, count(*) FILTER (WHERE embedder = 'openai:text-embedding-3-small') AS embedded FROM assistant_passage_vectors");
    expect(Number(row!.embedded)).toBeGreaterThan(5);
    expect(row!.embedded).toBe(row!.passages);

    await app.stop();
    const before = fake.embeddingRequests.length;
    app = await startTestApp({ ...env, OPENAI_BASE_URL: fake.baseURL }, { db: app.db });
    restarted = true;
    const search = app.app.get(PassageSearch);
    const passages = await search.search(id, await search.queryTerms(id, 'moral hazard insurance'));
    expect(passages[0]!.notesId).toBe(insurance);
    expect(passages[0]!.similarity).toBeGreaterThan(0);
    // Only the question went to the provider: the passages' vectors came from the table.
    expect(fake.embeddingRequests.slice(before).flatMap((r) => (r.body as { input: string[] }).input)).toEqual(['moral hazard insurance']);
  });
});
