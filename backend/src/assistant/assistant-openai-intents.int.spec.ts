import type { ChatAnswer } from '@studyloop/events';
import { answerFromPrompt } from '../generation/openai/fake-model.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/openai/fake-openai-server.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { processSectionWithModel } from '../test-support/assistant-notes.js';

// Every intent with an OpenAI-compatible model (the real SDK against the fake OpenAI server, streamed).


describe('assistant intents with an OpenAI-compatible model', () => {
  let fake: FakeOpenAiServer;
  let app: TestApp;
  let alice: TestClient;
  const notes: Record<string, string> = {};


  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    app = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' });
    alice = new TestClient(app.baseUrl);
    await alice.signUp();
    notes.prices = await processSectionWithModel(app, alice, fake, 'Price Ceilings and Price Floors');
    notes.publicGoods = await processSectionWithModel(app, alice, fake, 'Public Goods');
    notes.insurance = await processSectionWithModel(app, alice, fake, 'Insurance and Imperfect Information');
  }, 90_000);
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  /** Asks with the model writing `written` (streamed in pieces); returns the answer and what the model was sent. */
  async function ask(question: string, written: string): Promise<{ answer: ChatAnswer; prompt: string }> {
    fake.reply({ content: written, chunkChars: 7 });
    const before = fake.requests.length;
    const res = await alice.post('/api/chat/ask', { question });
    expect(res.status).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
    const body = fake.requests.at(-1)!.body as { stream: boolean; messages: { content: string }[] };
    expect(body.stream).toBe(true);
    return { answer: res.body as ChatAnswer, prompt: body.messages[1]!.content };
  }

  it('summarises the library from each note’s summary', async () => {
    const { answer, prompt } = await ask('Summarize my notes', 'Price controls keep prices above or below equilibrium [1]. Public goods are nonexcludable and nonrivalrous [2]. Insurance pools risk [3].');
    expect(prompt).toContain('Summarize the learner\'s notes');
    expect(answer.found).toBe(true);
    expect(new Set(answer.citations.map((c) => c.notesId))).toEqual(new Set([notes.prices, notes.publicGoods, notes.insurance]));
    expect(answer.citations.every((c) => c.section === 'summary')).toBe(true);
  });

  it('defines, explains simply, answers how/why and gives key points from the right note', async () => {
    const cases: [string, string, string][] = [
      ['What is a price ceiling?', 'Start with the definition of price ceiling', notes.prices],
      ['Explain moral hazard simply', 'Explain moral hazard in plain, everyday words', notes.insurance],
      ['Why do free riders make public goods hard to provide?', 'Start with the direct cause', notes.publicGoods],
      ['What are the key points about insurance?', 'Give the key points about insurance', notes.insurance],
    ];
    for (const [question, instruction, notesId] of cases) {
      const { answer, prompt } = await ask(question, 'The notes explain this directly [1]. They add a detail [2].');
      expect(prompt).toContain(instruction);
      expect(answer.found).toBe(true);
      expect(answer.citations[0]!.notesId).toBe(notesId);
    }
  });

  it('compares with passages of both sides', async () => {
    const { answer, prompt } = await ask('Compare price ceilings and price floors', 'A price ceiling is a legal maximum price [1]. A price floor is a legal minimum price [2]. One caps the price, the other props it up [1].');
    expect(prompt).toContain('state the difference between them in one sentence');
    expect(prompt.toLowerCase()).toContain('price ceiling');
    expect(prompt.toLowerCase()).toContain('price floor');
    expect(answer.found).toBe(true);
  });

  it('quizzes with questions the model writes; suggests what to study without asking it; off-topic is refused without asking it', async () => {
    fake.respondWith(answerFromPrompt);
    const quiz = (await alice.post('/api/chat/ask', { question: 'Quiz me on public goods' })).body as ChatAnswer;
    fake.respondWith(null);
    expect(quiz.quiz!.notesId).toBe(notes.publicGoods);
    expect(quiz.quiz!.questions.length).toBeGreaterThanOrEqual(3);
    expect((fake.requests.at(-1)!.body as { response_format?: { json_schema?: { name: string } } }).response_format?.json_schema?.name).toBe('quiz_questions');
    const before = fake.requests.length;
    const next = (await alice.post('/api/chat/ask', { question: 'What should I study next?' })).body as ChatAnswer;
    expect(next.found).toBe(true);
    const off = (await alice.post('/api/chat/ask', { question: 'Explain quantum entanglement simply' })).body as ChatAnswer;
    expect(off.found).toBe(false);
    expect(fake.requests.length).toBe(before);
  });
});
