import { appendFileSync } from 'node:fs';
import type { ChatAnswer, QuizResultView } from '@studyloop/events';
import { PassageSearch } from './passages/passage-search.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { processSection, waitForNotes } from '../test-support/assistant-notes.js';
import { findFixture, loadBookFixture } from '../generation/eval/fixtures.js';

/** Each intent over three notes on different topics, with the built-in engine. */
describe('assistant intents (local engine)', () => {
  let app: TestApp;
  let alice: TestClient;
  const notes: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    alice = new TestClient(app.baseUrl);
    await alice.signUp();
    notes.prices = await processSection(app, alice, 'Price Ceilings and Price Floors');
    notes.publicGoods = await processSection(app, alice, 'Public Goods');
    notes.insurance = await processSection(app, alice, 'Insurance and Imperfect Information');
  }, 120_000);
  afterAll(async () => app.close());

  async function ask(question: string, notesId?: string): Promise<ChatAnswer> {
    const res = await alice.post('/api/chat/ask', { question, ...(notesId ? { notesId } : {}) });
    expect(res.status).toBe(200);
    if (process.env.SHOW_ANSWERS) appendFileSync(process.env.SHOW_ANSWERS, `${question}\n  → ${res.body.answer}\n`);
    return res.body as ChatAnswer;
  }
  const citedNotes = (a: ChatAnswer) => new Set(a.citations.map((c) => c.notesId));

  it('summarises the whole library, one note per topic, each cited', async () => {
    for (const q of ['Summarize my notes', 'What is the main idea of my notes?']) {
      const a = await ask(q);
      expect(a.found).toBe(true);
      expect(citedNotes(a)).toEqual(new Set([notes.prices, notes.publicGoods, notes.insurance]));
      expect(a.citations.every((c) => c.section === 'summary')).toBe(true);
    }
    const keyPoints = await ask('What are the key points of my notes?');
    expect(keyPoints.citations.every((c) => c.section === 'key-idea')).toBe(true);
    const topic = await ask('Summarize what my notes say about public goods');
    expect(topic.found).toBe(true);
    expect([...citedNotes(topic)]).toEqual([notes.publicGoods]);
  });

  it('defines a term with its glossary meaning first', async () => {
    const a = await ask('What is a price ceiling?');
    expect(a.found).toBe(true);
    expect(a.citations[0]!.notesId).toBe(notes.prices);
    expect(a.answer.split('[1]')[0]!.toLowerCase()).toMatch(/price ceiling/);
    expect(a.answer.split('[1]')[0]!.toLowerCase()).toMatch(/maximum|below|legal|keep/);
  });

  it('defines with the sentence that says what the term is, not one that merely mentions it', async () => {
    for (const [q, start] of [['What is moral hazard?', /^Moral hazard refers to/], ['Define adverse selection', /^Adverse selection refers to/], ['Define price floor', /^A price floor is/]] as const) {
      const a = await ask(q);
      expect(a.answer).toMatch(start);
    }
  });

  it('defines a term the notes have no entry for from sentences about it: no worked step, story line in the first person or "In other cases, …"', async () => {
    const a = await ask('What is a free rider?');
    expect(a.found).toBe(true);
    expect(a.citations[0]!.notesId).toBe(notes.publicGoods);
    const sentences = a.answer.split(/(?<=\])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/free rid/i);
      expect(sentence).not.toMatch(/\bStep \d|\bI\b|^In other cases\b/);
    }
  });

  it('explains simply: definition, plain sentences, then related terms', async () => {
    const a = await ask('Explain free riders simply');
    expect(a.found).toBe(true);
    expect([...citedNotes(a)]).toEqual([notes.publicGoods]);
    expect(a.answer).toMatch(/Related terms: .+\.$/);
  });

  it('answers how/why questions from the right note, without figure pointers or dangling starts', async () => {
    const a = await ask('What happens when a price ceiling is set below the equilibrium price?');
    expect(a.found).toBe(true);
    expect(a.citations[0]!.notesId).toBe(notes.prices);
    expect(a.answer).not.toMatch(/\b(?:figure|table)\b/i);
    for (const sentence of a.answer.split(/(?<=\])\s+/)) expect(sentence).not.toMatch(/^(?:It|This|These|However|So)\b/);
  });

  it('compares two terms: both sides and the difference in one sentence', async () => {
    const a = await ask('Compare price ceilings and price floors');
    expect(a.found).toBe(true);
    expect(a.answer.toLowerCase()).toContain('price ceiling');
    expect(a.answer.toLowerCase()).toContain('price floor');
    // The difference in one sentence naming both.
    const sentences = a.answer.split(/(?<=[.\]])\s+(?=[A-Z])/);
    expect(sentences.some((x) => /price ceiling/i.test(x) && /price floor/i.test(x))).toBe(true);
  });

  it('quizzes on a topic in the chat and checks the answers through the quiz path', async () => {
    const a = await ask('Quiz me on insurance');
    expect(a.quiz).toBeDefined();
    expect(a.quiz!.notesId).toBe(notes.insurance);
    expect(a.quiz!.questions.length).toBeGreaterThanOrEqual(3);
    expect(a.quiz!.questions.length).toBeLessThanOrEqual(5);
    expect(a.citations[0]!.notesId).toBe(notes.insurance);
    const submit = await alice.post(`/api/notes/${a.quiz!.notesId}/quiz/submit`, {
      // A question is typed when the note has too few same-kind distractors (the builder picks at random).
      quizId: a.quiz!.quizId, answers: a.quiz!.questions.map((q) => (q.kind === 'typed' ? { questionId: q.id, selectedIndex: null, typedAnswer: 'insurance' } : { questionId: q.id, selectedIndex: 0 })),
    });
    expect([submit.status, submit.body]).toEqual([200, expect.anything()]);
    const result = submit.body as QuizResultView;
    expect(result.questions).toHaveLength(a.quiz!.questions.length);
    expect(result.questions.every((q) => typeof q.correct === 'boolean')).toBe(true);
    const history = await alice.get('/api/chat/history');
    const kept = (history.body.exchanges as ChatAnswer[]).find((e) => e.id === a.id)!;
    expect(kept.quiz!.quizId).toBe(a.quiz!.quizId);
    expect(kept.quizResult!.score).toBe(result.score);

    expect((await ask('Quiz me on volcanoes')).quiz).toBeUndefined();
  });

  it('suggests what to study next from due cards and untouched notes', async () => {
    const a = await ask('What should I study next?');
    expect(a.found).toBe(true);
    expect(a.answer).toMatch(/due flashcards?/);
    expect(citedNotes(a).size).toBeGreaterThanOrEqual(2);
  });

  it('still refuses questions off the material', async () => {
    for (const q of ['Who painted the Mona Lisa?', 'Explain quantum entanglement simply', 'Quiz me on the French revolution', 'Compare cats and dogs']) {
      const a = await ask(q);
      expect(a.found).toBe(false);
    }
  });

  it('term weights count only what the asker can search (no leak from others’ private notes)', async () => {
    const search = app.app.get(PassageSearch);
    const aliceId = (await alice.get('/api/auth/user')).body.id as string;
    const before = await search.queryTerms(aliceId, 'moral hazard deductible');
    expect(before.every((t) => t.df > 0)).toBe(true);
    const bob = new TestClient(app.baseUrl);
    await bob.signUp();
    const bobNotes = await processSection(app, bob, 'Insurance and Imperfect Information');
    // Bob's private copy changes nothing for Alice …
    expect(await search.queryTerms(aliceId, 'moral hazard deductible')).toEqual(before);
    // … until he makes it public: then it is hers to search too.
    expect((await bob.request('PATCH', `/api/notes/${bobNotes}/visibility`, { isPublic: true })).status).toBe(200);
    await waitForNotes(app, bobNotes);
    const shared = await search.queryTerms(aliceId, 'moral hazard deductible');
    expect(shared.map((t) => t.df)).toEqual(before.map((t) => 2 * t.df));
    // A public copy of the same source does not crowd out the learner's own note.
    const again = await ask('What is moral hazard?');
    expect(again.answer).toMatch(/^Moral hazard refers to/);
  });
});

/** A definition that ends its paragraph, in a book the engine was not built on (OpenStax Introduction to Sociology 3e). */
describe('assistant definitions (local engine): what follows the definition in the book', () => {
  let app: TestApp;
  let learner: TestClient;
  let notesId: string;

  beforeAll(async () => {
    app = await startTestApp();
    learner = new TestClient(app.baseUrl);
    await learner.signUp();
    const section = loadBookFixture(findFixture('introduction-sociology-3e.json')).find((s) => s.section === 'What Is Social Stratification?')!;
    const res = await learner.post('/api/materials/process', { type: 'text', content: `${section.section}\n\n${section.text}` });
    expect(res.status).toBe(201);
    notesId = res.body.studyNotes.id as string;
    await waitForNotes(app, notesId);
  }, 120_000);
  afterAll(async () => app.close());

  it('gives the definition, then the sentence after it in the source (the next paragraph), not the term named again', async () => {
    const res = await learner.post('/api/chat/ask', { question: 'What is social stratification?' });
    expect(res.status).toBe(200);
    const a = res.body as ChatAnswer;
    expect(a.citations[0]!.notesId).toBe(notesId);
    const sentences = a.answer.split(/(?<=\])\s+/);
    expect(sentences[0]).toMatch(/^Social stratification refers to a society’s categorization of its people into rankings/);
    expect(sentences[1]).toMatch(/^Geologists also use the word “stratification”/);
    expect(a.answer).not.toMatch(/use the term social stratification/);
  });
});
