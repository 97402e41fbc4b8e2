import type { ChatAnswer } from '@studyloop/events';
import { hashedWords, startFakeOpenAiServer, type FakeOpenAiServer } from '../../generation/openai/fake-openai-server.js';
import { stem } from '../../generation/text/stem.js';
import { processSection, processSectionWithModel } from '../../test-support/assistant-notes.js';
import { startTestApp, TestClient, type TestApp } from '../../test-support/test-app.js';
import { wordVectors } from '../vectors/word-vector-table.js';
import { PassageSearch } from './passage-search.js';

/** Retrieval by meaning, not only words: word vectors locally, the provider's embeddings with a model. */

async function userId(client: TestClient): Promise<string> {
  return (await client.get('/api/auth/user')).body.id as string;
}

describe('passage search by meaning (local engine, word vectors of the build)', () => {
  let app: TestApp;
  let alice: TestClient;
  let search: PassageSearch;
  const notes: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    alice = new TestClient(app.baseUrl);
    await alice.signUp();
    notes.prices = await processSection(app, alice, 'Price Ceilings and Price Floors');
    notes.elasticity = await processSection(app, alice, 'Elasticity in Areas Other Than Price');
    notes.publicGoods = await processSection(app, alice, 'Public Goods');
    search = app.app.get(PassageSearch);
  }, 120_000);
  afterAll(async () => app.close());

  it('has the word vector table the build derives from the package', () => {
    // `npm run build` writes backend/dist/word-vectors.bin; without it search falls back to words only.
    const table = wordVectors();
    expect(table).not.toBeNull();
    expect(table!.dimensions).toBe(100);
    expect(table!.size).toBeGreaterThan(30_000);
  });

  it('finds a passage through a word the notes do not use but one near it in meaning', async () => {
    const id = await userId(alice);
    const terms = await search.queryTerms(id, 'Why is there scarcity under a price ceiling?');
    const scarcity = terms.find((t) => t.word === 'scarcity');
    expect(scarcity?.df).toBe(0);
    expect(scarcity?.related?.map((r) => r.stem)).toContain(stem('shortage'));
    const passages = await search.search(id, terms);
    expect(passages[0]!.notesId).toBe(notes.prices);
    expect(passages.slice(0, 3).some((p) => /shortage/i.test(p.text))).toBe(true);
    // Both rankings took part: the passages carry their cosine with the question's vector.
    expect(passages[0]!.similarity).toBeGreaterThan(0.3);
  });

  it('given a question word the notes lack, when a passage on the question\'s topic holds a word near it, then that word stands in for it there', async () => {
    const id = await userId(alice);
    const terms = await search.queryTerms(id, 'Why is there scarcity under a price ceiling?');
    expect(terms.find((t) => t.word === 'scarcity')?.related).toContainEqual(expect.objectContaining({ stem: stem('shortage'), standIn: expect.any(Number) }));
    expect(terms.find((t) => t.word === 'price')?.particular).toBeUndefined(); // too common to anchor one
    const passages = await search.search(id, terms);
    const shortage = passages.find((p) => /price ceiling/i.test(p.text) && /shortage/i.test(p.text))!;
    expect(shortage).toMatchObject({ matchedTerms: 3, standIns: 1 });
    expect(shortage.coverage).toBeGreaterThan(0.7);
  });

  it('explains elasticity simply from "price elasticity of demand"', async () => {
    const res = await alice.post('/api/chat/ask', { question: 'Explain elasticity simply' });
    const a = res.body as ChatAnswer;
    expect(a.found).toBe(true);
    expect(a.citations[0]!.notesId).toBe(notes.elasticity);
    expect(`${a.answer} ${a.citations.map((c) => c.snippet).join(' ')}`).toMatch(/elasticity of demand/i);
  });

  it('finds the shortage passage for "why do prices rise when supply falls"', async () => {
    const id = await userId(alice);
    const passages = await search.search(id, await search.queryTerms(id, 'Why do prices rise when supply falls?'));
    expect(passages.slice(0, 5).some((p) => p.notesId === notes.prices && /shortage/i.test(p.text))).toBe(true);
  });

  it('weights words over what the asker may read, and never returns another user’s private passages', async () => {
    const bob = new TestClient(app.baseUrl);
    await bob.signUp();
    const bobId = await userId(bob);
    const terms = await search.queryTerms(bobId, 'price ceiling shortage');
    expect(terms.every((t) => t.df === 0)).toBe(true);
    expect(await search.search(bobId, terms)).toEqual([]);
  });
});


describe('passage search with the provider’s embeddings (fake OpenAI server, real SDK)', () => {
  let fake: FakeOpenAiServer;
  let app: TestApp;
  let alice: TestClient;
  let search: PassageSearch;
  const notes: Record<string, string> = {};


  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    app = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' });
    alice = new TestClient(app.baseUrl);
    await alice.signUp();
    notes.prices = await processSectionWithModel(app, alice, fake, 'Price Ceilings and Price Floors');
    notes.insurance = await processSectionWithModel(app, alice, fake, 'Insurance and Imperfect Information');
    search = app.app.get(PassageSearch);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('embeds passages and questions through /v1/embeddings and ranks with those vectors', async () => {
    const id = await userId(alice);
    const passages = await search.search(id, await search.queryTerms(id, 'moral hazard insurance'));
    expect(passages[0]!.notesId).toBe(notes.insurance);
    expect(passages[0]!.similarity).toBeGreaterThan(0);
    const bodies = fake.embeddingRequests.map((r) => r.body as { model: string; input: string[]; encoding_format: string });
    expect(bodies.every((b) => b.model === 'text-embedding-3-small' && b.encoding_format === 'float')).toBe(true);
    const inputs = bodies.flatMap((b) => b.input);
    expect(inputs.some((t) => /moral hazard/i.test(t) && t.length > 40)).toBe(true); // a passage
    expect(inputs).toContain('moral hazard insurance'); // the question's words
    expect(fake.embeddingRequests[0]!.headers.authorization).toBe('Bearer test-key');
  });

  it('still searches by words when the embeddings endpoint fails', async () => {
    fake.embedWith(null);
    try {
      const id = await userId(alice);
      const before = fake.embeddingRequests.length;
      const passages = await search.search(id, await search.queryTerms(id, 'price ceiling'));
      expect(fake.embeddingRequests.length).toBeGreaterThan(before);
      expect(passages[0]!.notesId).toBe(notes.prices);
      expect(passages.every((p) => p.similarity === 0)).toBe(true);
    } finally {
      fake.embedWith(hashedWords);
    }
  });
});
