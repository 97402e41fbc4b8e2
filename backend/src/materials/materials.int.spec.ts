import { PDF_PAGE_SEPARATOR, type ProcessingProgress } from '@studyloop/events';
import { io } from 'socket.io-client';
import { pdfFromTexts } from '../test-support/pdf-builder.js';
import { STUDY_PAGES, STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

function pdfForm(data: Buffer | string, filename = 'lecture.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), filename);
  return form;
}

async function count(app: TestApp, table: string): Promise<number> {
  const rows = await app.app.get((await import('@mikro-orm/postgresql')).MikroORM).em.getConnection().execute(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

describe('materials: text and PDF → cited notes and flashcards', () => {
  let app: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    client = new TestClient(app.baseUrl);
    await client.signUp();
  });
  afterAll(() => app.close());

  it('turns pasted text into notes and flashcards with citations, readable right away', async () => {
    const res = await client.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    expect(res.status).toBe(201);
    expect(res.body.studyNotes.id).toEqual(expect.any(String));
    expect(res.body.flashcards.length).toBeGreaterThan(0);
    for (const card of res.body.flashcards) {
      expect(card).toMatchObject({ id: expect.any(String), question: expect.any(String), answer: expect.any(String), timesReviewed: 0, correctAnswers: 0 });
      expect(card.citation.quote.length).toBeGreaterThan(10);
      expect(STUDY_TEXT.replace(/\s+/g, ' ')).toContain(card.citation.quote.replace(/\s+/g, ' ').slice(0, 30));
    }

    const notes = await client.get(`/api/notes/${res.body.studyNotes.id}`);
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ id: res.body.studyNotes.id, isPublic: false, isOwner: true, video: null, source: { kind: 'text' } });
    expect(notes.body.keyIdeas.length).toBeGreaterThanOrEqual(3);
    expect(notes.body.citations.keyIdeas).toHaveLength(notes.body.keyIdeas.length);
    expect(Object.keys(notes.body.definitions)).toEqual(Object.keys(notes.body.citations.definitions));
    expect(Object.keys(notes.body.definitions).map((t) => t.toLowerCase())).toEqual(expect.arrayContaining(['opportunity cost']));
    expect(notes.body.flashcardCount).toBe(res.body.flashcards.length);

    const mine = await client.get('/api/notes/user');
    expect(mine.body.map((n: { id: string }) => n.id)).toContain(res.body.studyNotes.id);
    const cards = await client.get('/api/flashcards/user');
    expect(cards.body.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(res.body.flashcards.map((c: { id: string }) => c.id)));
    const ofNotes = await client.get(`/api/notes/${res.body.studyNotes.id}/flashcards`);
    expect(ofNotes.body).toEqual(res.body.flashcards);
  });

  it('pushes stage and percent to the user\'s socket room while processing', async () => {
    const socket = io(app.baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader() }, reconnection: false, forceNew: true });
    try {
      await new Promise((resolve, reject) => { socket.once('session:ready', resolve); socket.once('connect_error', reject); });
      const progress: ProcessingProgress[] = [];
      // The reply may overtake the last socket messages: wait for the 'completed' one, not for a while.
      const completed = new Promise<void>((resolve) => socket.on('processing:progress', (p: ProcessingProgress) => {
        progress.push(p);
        if (p.stage === 'completed') resolve();
      }));
      const res = await client.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[0], jobId: 'job-42' });
      expect(res.status).toBe(201);
      await completed;
      expect(progress.map((p) => p.stage)).toEqual(['submitted', 'extracting', 'generating', 'saving', 'completed']);
      expect(progress.every((p) => p.jobId === 'job-42' && p.materialId === res.body.studyNotes.id)).toBe(true);
      const percents = progress.map((p) => p.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(progress.at(-1)).toMatchObject({ percent: 100, notesId: res.body.studyNotes.id });
    } finally {
      socket.close();
    }
  });

  it('refuses blank text, wrong types and signed-out callers', async () => {
    expect((await client.post('/api/materials/process', { type: 'text', content: '   \n ' })).body.message).toBe('Please enter some text to process');
    expect((await client.post('/api/materials/process', { type: 'video', content: 'x' })).status).toBe(400);
    expect((await new TestClient(app.baseUrl).post('/api/materials/process', { type: 'text', content: STUDY_TEXT })).status).toBe(401);
    const before = await count(app, 'study_notes');
    const tooShort = await client.post('/api/materials/process', { type: 'text', content: 'Cells divide. Plants grow.' });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.message.length).toBeGreaterThan(10);
    expect(await count(app, 'study_notes')).toBe(before);
  });

  it('uploads a PDF, keeps page boundaries, and cites pages in the notes', async () => {
    const upload = await client.request('POST', '/api/materials/upload', pdfForm(pdfFromTexts(STUDY_PAGES), 'Économie Unit 1.pdf'));
    expect(upload.status).toBe(201);
    expect(upload.body.pageCount).toBe(3);
    expect(upload.body.extractedText.split(PDF_PAGE_SEPARATOR)).toHaveLength(3);
    expect(upload.body.pages[1]).toContain('Opportunity cost is the value of the next best alternative');

    const res = await client.post('/api/materials/process', { type: 'pdf', content: upload.body.extractedText, filename: upload.body.filename });
    expect(res.status).toBe(201);
    const notes = (await client.get(`/api/notes/${res.body.studyNotes.id}`)).body;
    expect(notes.source).toMatchObject({ kind: 'pdf', filename: 'Économie Unit 1.pdf', pageCount: 3 });
    const pages = [...notes.citations.keyIdeas, ...Object.values(notes.citations.definitions), ...res.body.flashcards.map((c: { citation: unknown }) => c.citation)]
      .map((c: { page?: number }) => c.page);
    expect(pages.every((p) => typeof p === 'number' && p >= 1 && p <= 3)).toBe(true);
    expect(new Set(pages).size).toBeGreaterThan(1);
    // The citation of "opportunity cost" points at page 2, where it is defined.
    expect(notes.citations.definitions[Object.keys(notes.definitions).find((t) => /opportunity cost/i.test(t))!]?.page).toBe(2);
  });

  it('refuses a renamed text file (400), an 11 MB file (413) and a corrupt PDF (400) without leaving anything behind', async () => {
    const before = { notes: await count(app, 'study_notes'), materials: await count(app, 'materials') };
    const renamed = await client.request('POST', '/api/materials/upload', pdfForm('Just some notes, not a PDF at all.', 'notes.pdf'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toMatch(/Please upload a PDF file/);

    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n');
    const tooLarge = await client.request('POST', '/api/materials/upload', pdfForm(big, 'big.pdf'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/10MB/);

    const valid = pdfFromTexts(STUDY_PAGES);
    const corrupt = Buffer.concat([valid.subarray(0, 200), Buffer.from('garbage'.repeat(40))]);
    const broken = await client.request('POST', '/api/materials/upload', pdfForm(corrupt, 'broken.pdf'));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/damaged|could not be read/i);

    const empty = await client.request('POST', '/api/materials/upload', pdfForm(pdfFromTexts(['', '']), 'scan.pdf'));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/no selectable text/);

    expect(await count(app, 'study_notes')).toBe(before.notes);
    expect(await count(app, 'materials')).toBe(before.materials);
  });

  it('keeps notes private until the owner shares them', async () => {
    const res = await client.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[2] });
    const id = res.body.studyNotes.id;
    const stranger = new TestClient(app.baseUrl);
    await stranger.signUp();
    const anonymous = new TestClient(app.baseUrl);

    for (const path of [`/api/notes/${id}`, `/api/notes/${id}/flashcards`]) {
      expect((await stranger.get(path)).status).toBe(404);
      expect((await anonymous.get(path)).status).toBe(404);
    }
    expect((await stranger.get('/api/notes/public')).body.map((n: { id: string }) => n.id)).not.toContain(id);
    expect((await stranger.request('PATCH', `/api/notes/${id}/visibility`, { isPublic: true })).status).toBe(404);

    const shared = await client.request('PATCH', `/api/notes/${id}/visibility`, { isPublic: true });
    expect(shared.status).toBe(200);
    expect(shared.body.isPublic).toBe(true);
    expect((await anonymous.get(`/api/notes/${id}`)).body).toMatchObject({ id, isPublic: true, isOwner: false });
    expect((await anonymous.get('/api/notes/public')).body.map((n: { id: string }) => n.id)).toContain(id);
    expect((await anonymous.get('/api/flashcards/public')).body.map((c: { notesId: string }) => c.notesId)).toContain(id);
    expect((await stranger.request('PATCH', `/api/notes/${id}/visibility`, { isPublic: false })).status).toBe(403);

    await client.request('PATCH', `/api/notes/${id}/visibility`, { isPublic: false });
    expect((await stranger.get(`/api/notes/${id}`)).status).toBe(404);
    expect((await client.get('/api/notes/not-a-uuid')).status).toBe(404);
  });
});
