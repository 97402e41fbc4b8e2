import OpenAI from 'openai';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../generation/openai/fake-openai-server.js';
import { EMBEDDING_MAX_RETRIES, OpenAiEmbedder } from './text-embedder.js';

describe('embeddings from the provider (/v1/embeddings): a transient failure is retried', () => {
  let server: FakeOpenAiServer;
  let embedder: OpenAiEmbedder;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    // The client as the app makes it (createLanguageModel): one retry by default.
    embedder = new OpenAiEmbedder(new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 1 }), 'text-embedding-3-small');
  });
  afterAll(() => server.close());

  const requestsDuring = async (run: () => Promise<unknown>) => {
    const before = server.embeddingRequests.length;
    const result = await run();
    return { result, requests: server.embeddingRequests.length - before };
  };

  it('given the provider rate-limits (429) a few times, when passages are embedded, then it retries and every text gets its vector', async () => {
    server.failEmbeddings(3, 429);
    const { result, requests } = await requestsDuring(() => embedder.embed(['supply and demand', 'price ceiling']));
    expect(requests).toBe(4);
    expect((result as (Float32Array | null)[]).every((v) => v !== null && v.length > 0)).toBe(true);
  });

  it('given a server error (503) once, when a question is embedded, then its one retry gets the vector', async () => {
    server.failEmbeddings(1, 503);
    const { result, requests } = await requestsDuring(() => embedder.embed(['moral hazard'], 'question'));
    expect(requests).toBe(2);
    expect((result as (Float32Array | null)[])[0]).not.toBeNull();
  });

  it('given the provider keeps failing, when embedded, then it gives up after its retries and the texts have no vector', async () => {
    server.failEmbeddings(EMBEDDING_MAX_RETRIES.index + 1 + EMBEDDING_MAX_RETRIES.question + 1, 500);
    const { result, requests } = await requestsDuring(() => embedder.embed(['inflation']));
    expect(requests).toBe(EMBEDDING_MAX_RETRIES.index + 1);
    expect(result).toEqual([null]);
    // A learner's question waits for one retry only.
    const question = await requestsDuring(() => embedder.embed(['inflation'], 'question'));
    expect(question.requests).toBe(EMBEDDING_MAX_RETRIES.question + 1);
    expect(question.result).toEqual([null]);
  });
});
