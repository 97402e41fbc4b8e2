import { assistantStream, notesTranslationsStream, type AssistantDelta, type ChatAnswer } from '@studyloop/events';
import { io, type Socket } from 'socket.io-client';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/openai/fake-openai-server.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { processSectionWithModel } from '../test-support/assistant-notes.js';
import { Arrivals } from '../test-support/arrivals.js';

// The real `openai` SDK (answers, streaming, translation) against a fake OpenAI server on 127.0.0.1.


describe('assistant with an OpenAI-compatible model', () => {
  let fake: FakeOpenAiServer;
  let app: TestApp;
  let alice: TestClient;
  let aliceId: string;
  let socket: Socket;
  let publicGoods: string;
  const streamed = new Arrivals<AssistantDelta>();
  const deltas = streamed.items;


  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    app = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' });
    alice = new TestClient(app.baseUrl);
    aliceId = (await alice.signUp()).id;
    publicGoods = await processSectionWithModel(app, alice, fake, 'Public Goods', 3);
    await processSectionWithModel(app, alice, fake, 'How Economists Define and Compute Unemployment Rate', 3);
    socket = io(app.baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: alice.cookieHeader() }, reconnection: false, forceNew: true });
    await new Promise((resolve, reject) => { socket.once('session:ready', resolve); socket.once('connect_error', reject); });
    socket.on('assistant:delta', (d: AssistantDelta) => streamed.push(d));
  }, 60_000);
  afterAll(async () => {
    socket?.close();
    await app.close();
    await fake.close();
  });

  it('answers from the retrieved passages, maps “[n]” to citations and streams the answer to the asker', async () => {
    const written = 'A free rider benefits from a public good without paying for it [1]. Because of free riders, private firms rarely provide public goods [2][9].';
    fake.reply({ content: written, chunkChars: 9 });
    const before = fake.requests.length;
    const res = await alice.post('/api/chat/ask', { question: 'What is the free rider problem?', requestId: 'req-1' });
    expect(res.status).toBe(200);
    const answer = res.body as ChatAnswer;
    expect(answer.found).toBe(true);
    expect(answer.answer).toMatch(/^A free rider benefits from a public good without paying for it\. \[1\] Because of free riders, private firms rarely provide public goods\. \[\d\]$/);
    expect(answer.citations.length).toBeGreaterThanOrEqual(1);
    expect(answer.citations.every((c) => c.notesId === publicGoods && c.snippet.length > 20)).toBe(true);

    expect(fake.requests.length).toBe(before + 1);
    const request = fake.requests.at(-1)!.body as { model: string; stream: boolean; messages: { role: string; content: string }[] };
    expect(request).toMatchObject({ model: 'fake-model', stream: true });
    expect(request.messages[0]!.content).toContain('ONLY the numbered passages');
    expect(request.messages[1]!.content).toMatch(/^Passages:\n\[1\] \(Public Goods/);
    expect(request.messages[1]!.content).toContain('Question: What is the free rider problem?');

    await streamed.until((arrived) => arrived.map((d) => d.delta).join('') === written);
    expect(deltas.every((d) => d.requestId === 'req-1')).toBe(true);
    expect(deltas.map((d) => d.delta).join('')).toBe(written);
    expect(deltas.length).toBeGreaterThan(5);

    const events = await app.app.get<EventLog>(EVENT_LOG).readStream(assistantStream(aliceId));
    expect(events.at(-1)!.data).toMatchObject({ engine: 'openai:fake-model', answer: answer.answer, found: true });
  });

  it('does not ask the model when nothing relevant is found, and uses our wording for NOT_FOUND', async () => {
    const before = fake.requests.length;
    const none = await alice.post('/api/chat/ask', { question: 'Who wrote Romeo and Juliet?' });
    expect(none.body).toMatchObject({ found: false, answer: 'I couldn’t find anything about that in your study materials.', citations: [] });
    expect(fake.requests.length).toBe(before);

    deltas.length = 0;
    fake.reply({ content: 'NOT_FOUND', chunkChars: 3 });
    const declined = await alice.post('/api/chat/ask', { question: 'Why do governments provide public goods like national defense?', requestId: 'req-2' });
    expect(declined.body).toMatchObject({ found: false, answer: 'I couldn’t find anything about that in your study materials.', citations: [] });
    expect(fake.requests.length).toBe(before + 1);
    expect(deltas).toEqual([]);
  });

  it('turns a bad or failed model answer into a clear 502/503 and records nothing', async () => {
    const historyBefore = (await alice.get('/api/chat/history')).body.exchanges.length;
    fake.reply({ content: 'Public goods are great. Everyone should love them.' });
    const uncited = await alice.post('/api/chat/ask', { question: 'What is a public good?' });
    expect(uncited).toMatchObject({ status: 502, body: { message: 'The AI model’s answer did not cite your study materials, so it was not used. Please try again.' } });

    fake.reply({ content: '' });
    expect((await alice.post('/api/chat/ask', { question: 'What is a public good?' })).body.message).toBe('The AI model returned an empty answer. Please try again.');

    fake.reply({ content: 'A public good is [1]', finishReason: 'length' });
    expect((await alice.post('/api/chat/ask', { question: 'What is a public good?' })).status).toBe(502);

    // The SDK retries a 500 once; both fail.
    fake.reply({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    fake.reply({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    const down = await alice.post('/api/chat/ask', { question: 'What is a public good?' });
    expect(down).toMatchObject({ status: 502, body: { message: 'The AI provider could not answer your question: it had an internal error (HTTP 500).' } });

    fake.reply({ status: 429, body: { error: { message: 'slow down', type: 'rate_limit' } } });
    fake.reply({ status: 429, body: { error: { message: 'slow down', type: 'rate_limit' } } });
    const busy = await alice.post('/api/chat/ask', { question: 'What is a public good?' });
    expect(busy.status).toBe(503);
    expect(busy.body.message).toMatch(/busy or its quota is used up/);

    expect((await alice.get('/api/chat/history')).body.exchanges.length).toBe(historyBefore);
  });

  it('translates a note with the model, keeps it as an event and shows it again without asking again', async () => {
    expect((await alice.get('/api/assistant/capabilities')).body).toEqual({ languageModel: true });
    const notes = (await alice.get(`/api/notes/${publicGoods}`)).body as { keyIdeas: string[]; definitions: Record<string, string> };
    const terms = Object.keys(notes.definitions);
    const translation = {
      title: 'Bienes públicos',
      summary: 'Un bien público no es excluible ni rival.',
      keyIdeas: notes.keyIdeas.map((_, i) => `Idea clave ${i + 1}`),
      definitions: terms.map((t) => ({ term: `${t} (es)`, meaning: `significado de ${t}` })),
    };

    // Garbage first: a translation missing items is refused and not kept.
    fake.reply({ content: JSON.stringify({ ...translation, keyIdeas: translation.keyIdeas.slice(1) }) });
    const partial = await alice.post('/api/assistant/translate', { notesId: publicGoods, language: 'es' });
    expect(partial.status).toBe(502);
    expect(partial.body.message).toMatch(/left out some key ideas or definitions/);
    fake.reply({ content: 'not json at all' });
    expect((await alice.post('/api/assistant/translate', { notesId: publicGoods, language: 'es' })).status).toBe(502);

    fake.reply({ content: JSON.stringify(translation) });
    const res = await alice.post('/api/assistant/translate', { notesId: publicGoods, language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      notesId: publicGoods, language: 'es', languageName: 'Spanish', title: 'Bienes públicos', keyIdeas: translation.keyIdeas, model: 'openai:fake-model',
    });
    expect(res.body.definitions).toEqual(terms.map((t) => ({ term: `${t} (es)`, meaning: `significado de ${t}`, originalTerm: t })));
    const request = fake.requests.at(-1)!.body as { response_format: { type: string }; messages: { content: string }[] };
    expect(request.response_format.type).toBe('json_schema');
    expect(request.messages[1]!.content).toContain('Target language: Spanish');

    const asked = fake.requests.length;
    const again = await alice.post('/api/assistant/translate', { notesId: publicGoods, language: 'es' });
    expect(again.body).toEqual(res.body);
    expect(fake.requests.length).toBe(asked);
    expect((await alice.get(`/api/assistant/translations/${publicGoods}`)).body).toEqual([res.body]);

    const events = await app.app.get<EventLog>(EVENT_LOG).readStream(notesTranslationsStream(publicGoods));
    expect(events.map((e) => e.type)).toEqual(['NotesTranslated']);

    const stranger = new TestClient(app.baseUrl);
    await stranger.signUp();
    expect((await stranger.post('/api/assistant/translate', { notesId: publicGoods, language: 'fr' })).status).toBe(404);
    expect((await stranger.get(`/api/assistant/translations/${publicGoods}`)).status).toBe(404);
  });
});
