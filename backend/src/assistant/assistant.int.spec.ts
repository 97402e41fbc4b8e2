import { MikroORM } from '@mikro-orm/postgresql';
import { assistantStream, MAX_QUESTION_CHARS, PDF_PAGE_SEPARATOR, type ChatAnswer } from '@studyloop/events';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { PassageSearch } from './passages/passage-search.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { startFakeVideoSite, type FakeVideoSite } from '../test-support/fake-video-site.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { fixtureSection, processSection, waitForNotes } from '../test-support/assistant-notes.js';

const NOTHING_FOUND = 'I couldn’t find anything about that in your study materials.';

/** Each answer sentence ends with a citation marker that points into citations. */
function expectCitedSentences(answer: ChatAnswer): void {
  const markers = [...answer.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  expect(markers.length).toBeGreaterThanOrEqual(2);
  expect(markers.length).toBeLessThanOrEqual(4);
  for (const n of markers) expect(answer.citations[n - 1]).toBeDefined();
  expect(new Set(markers).size).toBe(answer.citations.length);
  for (const c of answer.citations) expect(c.snippet.length).toBeGreaterThan(20);
}

describe('assistant: answers from the learner’s own and public notes, with citations', () => {
  let app: TestApp;
  let site: FakeVideoSite;
  let alice: TestClient;
  let bob: TestClient;
  const notes: Record<string, string> = {};

  beforeAll(async () => {
    site = await startFakeVideoSite();
    app = await startTestApp();
    alice = new TestClient(app.baseUrl);
    bob = new TestClient(app.baseUrl);
    await alice.signUp();
    await bob.signUp();
    notes.publicGoods = await processSection(app, alice, 'Public Goods');
    notes.unemployment = await processSection(app, alice, 'How Economists Define and Compute Unemployment Rate');
    notes.money = await processSection(app, alice, 'Measuring Money: Currency, M1, and M2');
    notes.bobInsurance = await processSection(app, bob, 'Insurance and Imperfect Information');
    notes.bobImports = await processSection(app, bob, 'Arguments in Support of Restricting Imports');
    expect((await bob.request('PATCH', `/api/notes/${notes.bobImports}/visibility`, { isPublic: true })).status).toBe(200);
    await waitForNotes(app, notes.bobImports);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await site.close();
  });

  async function ask(client: TestClient, question: string, notesId?: string): Promise<ChatAnswer> {
    const res = await client.post('/api/chat/ask', { question, ...(notesId ? { notesId } : {}) });
    expect(res.status).toBe(200);
    return res.body as ChatAnswer;
  }

  it('a question about one note cites that note and not the others', async () => {
    const cases = [
      { question: 'What is a free rider?', notesId: notes.publicGoods },
      { question: 'How do economists compute the unemployment rate?', notesId: notes.unemployment },
      { question: 'What is the difference between M1 and M2?', notesId: notes.money },
    ];
    for (const { question, notesId } of cases) {
      const answer = await ask(alice, question);
      expect(answer.found).toBe(true);
      expectCitedSentences(answer);
      expect(answer.citations.map((c) => c.notesId)).toEqual(answer.citations.map(() => notesId));
      expect(answer.citations[0]!.title).toEqual(expect.any(String));
    }
    const freeRider = await ask(alice, 'What is a free rider?');
    expect(freeRider.answer.toLowerCase()).toContain('free rider');
  });

  it('never cites another user’s private notes, but may cite public ones', async () => {
    const insurance = await ask(alice, 'What is adverse selection in insurance markets?');
    expect(insurance.citations.map((c) => c.notesId)).not.toContain(notes.bobInsurance);
    expect(insurance).toMatchObject({ found: false, answer: NOTHING_FOUND, citations: [] });
    // Bob himself gets it from his own private notes.
    const own = await ask(bob, 'What is adverse selection in insurance markets?');
    expect(own.found).toBe(true);
    expect(own.citations.every((c) => c.notesId === notes.bobInsurance)).toBe(true);

    const imports = await ask(alice, 'What is the infant industry argument for restricting imports?');
    expect(imports.found).toBe(true);
    expect(imports.citations.map((c) => c.notesId)).toContain(notes.bobImports);

    // Once Bob makes them private again, Alice can neither get them cited nor see them in her history.
    expect((await bob.request('PATCH', `/api/notes/${notes.bobImports}/visibility`, { isPublic: false })).status).toBe(200);
    await waitForNotes(app, notes.bobImports);
    const again = await ask(alice, 'What is the infant industry argument for restricting imports?');
    expect(again.citations.map((c) => c.notesId)).not.toContain(notes.bobImports);
    const history = await alice.get('/api/chat/history');
    const earlier = (history.body.exchanges as ChatAnswer[]).find((e) => e.id === imports.id)!;
    expect(earlier.citations.map((c) => c.notesId)).not.toContain(notes.bobImports);
    expect(earlier.answer).not.toMatch(/\[\d+\]/);
    // A scoped question about a note Alice may not read is 404, like the note itself.
    expect((await alice.post('/api/chat/ask', { question: 'What is dumping?', notesId: notes.bobImports })).status).toBe(404);
    expect((await alice.get(`/api/chat/history?notesId=${notes.bobInsurance}`)).status).toBe(404);
  });

  it('says plainly when nothing relevant is found, and never invents an answer', async () => {
    for (const question of ['Who wrote Romeo and Juliet?', 'What is the Pythagorean theorem?', 'What is the capital of Australia?']) {
      expect(await ask(alice, question)).toMatchObject({ found: false, answer: NOTHING_FOUND, citations: [] });
    }
    const hello = await ask(alice, 'hello!');
    expect(hello.found).toBe(false);
    expect(hello.answer.startsWith(NOTHING_FOUND)).toBe(true);
  });

  it('answers in a note’s Q&A panel from that note only, including “summarize”', async () => {
    const elsewhere = await ask(alice, 'What is a free rider?', notes.money);
    expect(elsewhere).toMatchObject({ found: false, answer: 'I couldn’t find anything about that in these notes.', citations: [], notesId: notes.money });
    const scoped = await ask(alice, 'What counts as M1?', notes.money);
    expect(scoped.found).toBe(true);
    expect(scoped.citations.every((c) => c.notesId === notes.money)).toBe(true);
    const summary = await ask(alice, 'Summarize these notes in simple words', notes.publicGoods);
    expect(summary.found).toBe(true);
    expect(summary.citations).toEqual([expect.objectContaining({ notesId: notes.publicGoods, section: 'summary', anchor: 'summary' })]);
    const notesView = await alice.get(`/api/notes/${notes.publicGoods}`);
    expect(notesView.body.summary).toContain(summary.answer.split(' [1]')[0]);
    const keyIdeas = await ask(alice, 'What are the key ideas?', notes.publicGoods);
    expect(keyIdeas.citations.map((c) => c.anchor)).toEqual(['key-idea-1', 'key-idea-2', 'key-idea-3', 'key-idea-4']);

    const panel = await alice.get(`/api/chat/history?notesId=${notes.money}`);
    expect((panel.body.exchanges as ChatAnswer[]).map((e) => e.id)).toEqual([elsewhere.id, scoped.id]);
    const chat = await alice.get('/api/chat/history');
    expect((chat.body.exchanges as ChatAnswer[]).every((e) => e.notesId === null)).toBe(true);
  });

  it('keeps the conversation as events and reloads it as history', async () => {
    const fresh = new TestClient(app.baseUrl);
    const { id } = await fresh.signUp();
    expect((await fresh.get('/api/chat/history')).body).toEqual({ exchanges: [] });
    await processSection(app, fresh, 'Public Goods');
    const first = await ask(fresh, '  What is a public good?  ');
    const second = await ask(fresh, 'Who wrote Romeo and Juliet?');
    expect(first.question).toBe('What is a public good?');
    const history = await fresh.get('/api/chat/history');
    expect(history.body.exchanges).toEqual([first, second]);

    const events = await app.app.get<EventLog>(EVENT_LOG).readStream(assistantStream(id));
    expect(events.map((e) => e.type)).toEqual(['AssistantQuestionAsked', 'AssistantAnswered', 'AssistantQuestionAsked', 'AssistantAnswered']);
    expect(events[0]).toMatchObject({ eventId: first.id, data: { question: 'What is a public good?', notesId: null, userId: id } });
    expect(events[1]!.data).toMatchObject({ questionId: first.id, answer: first.answer, found: true, engine: 'local' });
  });

  it('cites PDF pages and video times; a video citation links to the video at that second', async () => {
    const pages = [fixtureSection('Public Goods'), fixtureSection('Measuring Money: Currency, M1, and M2'), fixtureSection('Comparing GDP among Countries')]
      .map((s) => `${s.section}\n\n${s.text.split(/\n\s*\n/).slice(0, 6).join('\n\n')}`);
    const pdf = await alice.post('/api/materials/process', { type: 'pdf', content: pages.join(PDF_PAGE_SEPARATOR), filename: 'econ-reader.pdf' });
    expect(pdf.status).toBe(201);
    await waitForNotes(app, pdf.body.studyNotes.id);
    const gdp = await ask(alice, 'How is GDP compared among countries with different currencies?');
    const pageCitation = gdp.citations.find((c) => c.notesId === pdf.body.studyNotes.id);
    expect(pageCitation).toMatchObject({ page: 3 });

    const video = await alice.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt` });
    expect(video.status).toBe(201);
    await waitForNotes(app, video.body.studyNotes.id);
    const answer = await ask(alice, 'Where in a plant cell does photosynthesis take place?');
    expect(answer.found).toBe(true);
    // The source passage or the key idea quoting it: either is cited at its second of the video.
    const cited = answer.citations.find((c) => c.notesId === video.body.studyNotes.id && (c.section === 'source' || c.section === 'key-idea'));
    expect(cited).toMatchObject({ time: expect.any(Number), videoUrl: `${site.origin}/files/lecture-7.vtt` });
    expect(cited!.time!).toBeGreaterThanOrEqual(0);
    expect(cited!.time!).toBeLessThan(60);
  });

  it('refuses bad questions with clear messages', async () => {
    const blank = await alice.post('/api/chat/ask', { question: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a question' } });
    expect((await alice.post('/api/chat/ask', {})).body.message).toBe('Please enter a question');
    const long = await alice.post('/api/chat/ask', { question: 'a'.repeat(MAX_QUESTION_CHARS + 1) });
    expect(long).toMatchObject({ status: 400, body: { message: 'Questions can be at most 2,000 characters long' } });
    expect((await alice.post('/api/chat/ask', { question: 'x', notesId: 'not-a-note' })).status).toBe(404);
    expect((await alice.post('/api/chat/ask', { question: 'x', notesId: '6f1c1d9e-4b7a-4a51-9d51-9e7d2a0b1c2d' })).status).toBe(404);
    expect((await new TestClient(app.baseUrl).post('/api/chat/ask', { question: 'What is GDP?' })).status).toBe(401);
    expect((await new TestClient(app.baseUrl).get('/api/chat/history')).status).toBe(401);
  });

  it('says translation needs a language model when none is configured', async () => {
    expect((await alice.get('/api/assistant/capabilities')).body).toEqual({ languageModel: false });
    const res = await alice.post('/api/assistant/translate', { notesId: notes.money, language: 'es' });
    expect(res).toMatchObject({ status: 503, body: { message: 'Translation is not available: no language model is configured on this server.' } });
    expect((await alice.post('/api/assistant/translate', { notesId: notes.money, language: 'xx' })).body.message).toBe('Please choose a language from the list');
    expect((await alice.post('/api/assistant/translate', { notesId: notes.bobInsurance, language: 'es' })).status).toBe(404);
    expect((await alice.get(`/api/assistant/translations/${notes.money}`)).body).toEqual([]);
  });

  it('rebuilds the passages projection to the same index', async () => {
    const orm = app.app.get(MikroORM);
    const snapshot = async () => ({
      passages: await orm.em.getConnection().execute('SELECT notes_id, position, owner_id, is_public, section, anchor, heading, text, page, time_seconds FROM assistant_passages ORDER BY notes_id, position'),
      notes: await orm.em.getConnection().execute('SELECT * FROM assistant_notes ORDER BY notes_id'),
    });
    const before = await snapshot();
    expect(before.passages.length).toBeGreaterThan(50);
    const runner = app.app.get(ProjectionRunner);
    const search = app.app.get(PassageSearch);
    const aliceId = (await alice.get('/api/auth/user')).body.id as string;
    const found = async () => (await search.search(aliceId, await search.queryTerms(aliceId, 'money supply'))).map((p) => [p.notesId, p.position, p.coverage]);
    const foundBefore = await found();
    expect(foundBefore.length).toBeGreaterThan(0);
    await runner.rebuild(runner.projection('assistant-passages'));
    expect(await snapshot()).toEqual(before);
    // The search index in memory follows the rebuilt table.
    expect(await found()).toEqual(foundBefore);
  });
});
