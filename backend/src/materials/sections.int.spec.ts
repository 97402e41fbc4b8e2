import { notesStream } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { answerFromPrompt } from '../generation/openai/fake-model.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/openai/fake-openai-server.js';
import { pdfFromTexts } from '../test-support/pdf-builder.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

// A PDF with bookmarks → upload (title, outline) → process with the OpenAI-compatible engine (the
// real SDK against a fake server whose model answers from its prompt) → notes with sections.

const CHAPTERS = ['Scarcity', 'Specialization', 'Markets'];

function chapterPage(topic: string, page: number): string {
  return Array.from({ length: 4 }, (_, i) =>
    `${topic} section ${page}.${i + 1} explains how economies work. Learners see ${topic.toLowerCase()} shape decisions about goods and services every day in many markets.`).join('\n\n');
}

function pdfForm(data: Buffer, filename: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'application/pdf' }), filename);
  return form;
}

describe('sections: a PDF outline organises the notes', () => {
  let fake: FakeOpenAiServer;
  let app: TestApp;
  let client: TestClient;
  let userId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.respondWith(answerFromPrompt);
    app = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' });
    client = new TestClient(app.baseUrl);
    userId = (await client.signUp()).id;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('uploads a bookmarked PDF and keeps its chapters as sections with page ranges, summaries and their cards', async () => {
    const pages = CHAPTERS.flatMap((topic, c) => [chapterPage(topic, c * 2 + 1), chapterPage(topic, c * 2 + 2)]);
    const pdf = pdfFromTexts(pages, {
      title: 'Principles of Economics, Unit 1',
      outline: CHAPTERS.map((title, c) => ({ title, page: c * 2 + 1, children: [{ title: `${title} in practice`, page: c * 2 + 2 }] })),
    });
    const upload = await client.request('POST', '/api/materials/upload', pdfForm(pdf, 'unit_1_final.pdf'));
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ title: 'Principles of Economics, Unit 1', pageCount: 6, filename: 'unit_1_final.pdf' });
    expect(upload.body.outline).toEqual(CHAPTERS.flatMap((title, c) => [{ title, level: 1, page: c * 2 + 1 }, { title: `${title} in practice`, level: 2, page: c * 2 + 2 }]));

    const res = await client.post('/api/materials/process', {
      type: 'pdf', content: upload.body.extractedText, filename: upload.body.filename, title: upload.body.title, outline: upload.body.outline,
    });
    expect(res.status).toBe(201);
    const notes = (await client.get(`/api/notes/${res.body.studyNotes.id}`)).body;
    expect(notes.title).toBe('Principles of Economics, Unit 1');
    expect(notes.language).toBe('en');
    expect(notes.sections.map((s: { index: number; title: string; level: number; pageStart: number; pageEnd: number; start: number | null }) => [s.index, s.title, s.level, s.pageStart, s.pageEnd, s.start]))
      .toEqual([[0, 'Scarcity', 1, 1, 2, null], [1, 'Specialization', 1, 3, 4, null], [2, 'Markets', 1, 5, 6, null]]);
    const markets = notes.sections[2];
    expect(markets.summary).toBe('This part is about Markets.');
    expect(markets.keyIdeas).toEqual(['Markets matters.']);
    expect(markets.citations.keyIdeas[0]).toMatchObject({ page: 5 });
    expect(markets.definitions).toEqual({ Markets: 'what the part on Markets is about' });
    expect(markets.citations.definitions.Markets.page).toBe(5);
    expect(notes.sections.map((s: { flashcardCount: number }) => s.flashcardCount)).toEqual([3, 3, 3]);
    // The whole's view stays as the spec has it.
    expect(notes.summary).toMatch(/^An overview/);
    expect(notes.keyIdeas[0]).toBe('Overall: Scarcity matters.');

    const cards = (await client.get(`/api/notes/${notes.id}/flashcards`)).body;
    expect(cards.map((c: { section: number | null }) => c.section)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(res.body.flashcards.map((c: { section: number | null }) => c.section)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    const mine = (await client.get('/api/flashcards/user')).body.filter((c: { notesId: string }) => c.notesId === notes.id);
    expect(mine.every((c: { section: number | null }) => c.section !== null)).toBe(true);
  });

  it('refuses outlines that do not fit the document, with a message', async () => {
    const content = ['First page text of the notes.', 'Second page text of the notes.'].join('\f');
    const outside = await client.post('/api/materials/process', { type: 'pdf', content, outline: [{ title: 'Late', level: 1, page: 3 }] });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/Outline pages must lie within the document's 2 pages/);
    const deep = await client.post('/api/materials/process', { type: 'pdf', content, outline: [{ title: 'Deep', level: 7, page: 1 }] });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/Outline levels go from 1 to 6/);
    const long = await client.post('/api/materials/process', { type: 'pdf', content, outline: [{ title: 'x'.repeat(301), level: 1, page: 1 }] });
    expect(long.status).toBe(400);
    const many = await client.post('/api/materials/process', { type: 'pdf', content, outline: Array.from({ length: 2001 }, () => ({ title: 'A', level: 1, page: 1 })) });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/up to 2,000 entries/);
    const onText = await client.post('/api/materials/process', { type: 'text', content: 'Some text.', outline: [{ title: 'A', level: 1 }] });
    expect(onText.status).toBe(400);
    expect(onText.body.message).toMatch(/only be sent with a PDF/);
  });

  it('shows notes recorded before sections existed with no sections, in English, and their cards without a section', async () => {
    const store = app.rawStore();
    const notesId = randomUUID();
    const now = new Date().toISOString();
    const [appended] = await store.appendToStreams([{
      streamId: notesStream(notesId), expectedVersion: 'no-stream',
      events: [
        { type: 'StudyNotesGenerated', data: {
          notesId, materialId: notesId, userId, sourceKind: 'text', title: 'Old notes', summary: 'Old.', keyIdeas: [], definitions: [], timestamps: [],
          difficulty: 'beginner', durationMinutes: 1, isPublic: false, generator: 'local', generatedAt: now,
        } },
        { type: 'FlashcardsGenerated', data: { notesId, userId, generatedAt: now, cards: [
          { flashcardId: randomUUID(), question: 'Q?', answer: 'A', kind: 'concept', difficulty: 'easy', citation: { quote: 'A.' } },
        ] } },
      ],
    }]);
    expect(await app.app.get(ProjectionRunner).waitFor(appended!.position, ['study-notes', 'flashcards'], 15_000)).toBe(true);
    const notes = (await client.get(`/api/notes/${notesId}`)).body;
    expect(notes).toMatchObject({ title: 'Old notes', sections: [], language: 'en', flashcardCount: 1 });
    expect((await client.get(`/api/notes/${notesId}/flashcards`)).body[0].section).toBeNull();
  });
});
