import type { SourceDocument } from '../generation.types.js';
import { startFakeOpenAiServer, type ChatRequestBody, type FakeOpenAiServer } from './fake-openai-server.js';
import { answerFromPrompt, passagesInPrompt as passagesOf } from './fake-model.js';
import { OpenAiStudyGenerator } from './openai-study-generator.js';

// The real `openai` SDK against the fake server, whose "model" answers from the prompt it is sent
// (fake-model.ts): map requests cite their own passages, reduce requests build on the part key ideas.

const TOPICS = ['Scarcity', 'Specialization', 'Markets', 'Prices', 'Trade', 'Money'];

function chapterText(topic: string, paragraphs: number): string {
  return Array.from({ length: paragraphs }, (_, i) =>
    `${topic} point ${i + 1} explains how economies work in practice. Learners see ${topic.toLowerCase()} shaping decisions about goods and services every day. Paragraph ${i + 1} of ${topic} ends here.`).join('\n\n');
}

describe('OpenAiStudyGenerator, section by section', () => {
  let server: FakeOpenAiServer;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    server.respondWith(answerFromPrompt);
  });
  afterAll(() => server.close());

  const sentPassages = (from: number) => server.requests.slice(from).flatMap((r) => passagesOf((r.body as ChatRequestBody).messages.at(-1)?.content ?? ''));

  test('a PDF with an outline gives one request per chapter plus a reduce, sections in order, and every passage sent', async () => {
    const pages = TOPICS.slice(0, 4).flatMap((topic) => [chapterText(topic, 3), chapterText(topic, 3)]);
    const pdf: SourceDocument = {
      kind: 'pdf', title: 'Principles', segments: pages.map((text, i) => ({ text, page: i + 1 })),
      outline: TOPICS.slice(0, 4).flatMap((title, i) => [{ title, level: 1, page: i * 2 + 1 }, { title: `${title} detail`, level: 2, page: i * 2 + 2 }]),
    };
    const before = server.requests.length;
    const generator = new OpenAiStudyGenerator({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 });
    const material = await generator.generate(pdf);

    const requests = server.requests.slice(before).map((r) => r.body as ChatRequestBody);
    expect(requests.filter((r) => r.response_format?.json_schema?.name === 'study_material')).toHaveLength(4);
    expect(requests.filter((r) => r.response_format?.json_schema?.name === 'study_overview')).toHaveLength(1);
    expect(requests.at(-1)?.response_format?.json_schema?.name).toBe('study_overview');

    expect(material.title).toBe('Principles');
    expect(material.sections.map((s) => [s.title, s.level, s.pageStart, s.pageEnd])).toEqual([
      ['Scarcity', 1, 1, 2], ['Specialization', 1, 3, 4], ['Markets', 1, 5, 6], ['Prices', 1, 7, 8],
    ]);
    expect(material.sections[1]!.keyIdeas[0]).toEqual({ text: 'Specialization matters.', citation: { page: 3, quote: expect.stringMatching(/^Specialization point 1/) } });
    expect(material.sections[2]!.definitions.map((d) => d.term)).toEqual(['Markets']);
    // The whole: summary and key ideas from the reduce, citations carried over from the parts.
    expect(material.summary).toBe('An overview of 4 key ideas in order. Each part builds on the one before.');
    expect(material.keyIdeas.map((k) => [k.text, k.citation.page])).toEqual([
      ['Overall: Scarcity matters.', 1], ['Overall: Specialization matters.', 3], ['Overall: Markets matters.', 5], ['Overall: Prices matters.', 7],
    ]);
    expect(material.flashcards).toHaveLength(12);
    expect(material.flashcards.map((c) => c.section)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(material.definitions.map((d) => d.term)).toEqual(['Scarcity', 'Specialization', 'Markets', 'Prices']);

    // Every paragraph of the source went out in exactly one map request.
    const sent = sentPassages(before).map((p) => p.text).join('\n');
    for (const page of pages) for (const paragraph of page.split('\n\n')) expect(sent).toContain(paragraph.replace(/\s+/g, ' '));
    const ids = sentPassages(before).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a long source without an outline is cut by size into parts that each fit, and nothing is dropped', async () => {
    const text = TOPICS.map((t) => chapterText(t, 6)).join('\n\n');
    const before = server.requests.length;
    const small = new OpenAiStudyGenerator({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0, maxInputChars: 2_500 });
    const material = await small.generate({ kind: 'text', segments: [{ text }] });

    const requests = server.requests.slice(before).map((r) => r.body as ChatRequestBody);
    const maps = requests.filter((r) => r.response_format?.json_schema?.name === 'study_material');
    expect(maps.length).toBeGreaterThanOrEqual(Math.ceil(text.length / 2_500));
    for (const r of maps) {
      const passageChars = passagesOf(r.messages.at(-1)!.content).reduce((n, p) => n + p.text.length + 10, 0);
      expect(passageChars).toBeLessThanOrEqual(2_500 + 200);
    }
    const sent = sentPassages(before).map((p) => p.text).join(' ');
    for (const paragraph of text.split('\n\n')) expect(sent).toContain(paragraph);
    expect(material.sections).toHaveLength(maps.length);
    // Without an outline, each part is titled by its own notes.
    expect(material.sections[0]!.title).toBe('Scarcity notes');
    expect(material.sections.map((s) => s.title).every((t) => / notes$/.test(t))).toBe(true);
    expect(material.flashcards.every((c) => c.section !== undefined && c.section < material.sections.length)).toBe(true);
  });

  test('a chapter longer than one request is sent in consecutive pieces and stays one section', async () => {
    const pages = [chapterText('Scarcity', 12), chapterText('Money', 3)];
    const before = server.requests.length;
    const small = new OpenAiStudyGenerator({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0, maxInputChars: 2_000 });
    const material = await small.generate({
      kind: 'pdf', segments: pages.map((text, i) => ({ text, page: i + 1 })),
      outline: [{ title: 'Scarcity', level: 1, page: 1 }, { title: 'Money', level: 1, page: 2 }],
    });
    const maps = server.requests.slice(before).filter((r) => (r.body as ChatRequestBody).response_format?.json_schema?.name === 'study_material');
    expect(maps.length).toBeGreaterThanOrEqual(3);
    expect(material.sections.map((s) => s.title)).toEqual(['Scarcity', 'Money']);
    const sent = sentPassages(before).map((p) => p.text).join(' ');
    for (const paragraph of pages.join('\n\n').split('\n\n')) expect(sent).toContain(paragraph);
  });

  test('video chapters become sections with time ranges, and their starts the timestamps', async () => {
    const cues = TOPICS.slice(0, 3).flatMap((topic, c) =>
      chapterText(topic, 4).split(/(?<=\.) /).map((text, i) => ({ text, start: c * 120 + i * 6, end: c * 120 + i * 6 + 6 })));
    const video: SourceDocument = {
      kind: 'video', durationSeconds: 360, segments: cues, language: 'en',
      outline: [{ title: 'Intro to scarcity', level: 1, start: 0 }, { title: 'Specialization', level: 1, start: 120 }, { title: 'Markets', level: 1, start: 240 }],
    };
    const generator = new OpenAiStudyGenerator({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 });
    const material = await generator.generate(video);
    expect(material.sections.map((s) => [s.title, s.start, s.end])).toEqual([['Intro to scarcity', 0, 120], ['Specialization', 120, 240], ['Markets', 240, 360]]);
    expect(material.timestamps).toEqual([{ time: 0, text: 'Intro to scarcity' }, { time: 120, text: 'Specialization' }, { time: 240, text: 'Markets' }]);
    expect(material.sections[1]!.keyIdeas[0]!.citation.time).toBeGreaterThanOrEqual(120);
    expect(material.language).toBe('en');
  });

  test("parts' notes too long for one reduce are reduced in rounds, and the overview still cites the parts", async () => {
    const topics = Array.from({ length: 14 }, (_, i) => `Topic${String.fromCharCode(65 + i)}`);
    const before = server.requests.length;
    const small = new OpenAiStudyGenerator({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0, maxInputChars: 1_000, concurrency: 2 });
    const material = await small.generate({
      kind: 'pdf', segments: topics.map((t, i) => ({ text: chapterText(t, 3), page: i + 1 })),
      outline: topics.map((title, i) => ({ title, level: 1, page: i + 1 })),
    });
    const names = server.requests.slice(before).map((r) => (r.body as ChatRequestBody).response_format?.json_schema?.name);
    expect(names.filter((n) => n === 'study_material')).toHaveLength(14);
    expect(names.filter((n) => n === 'study_overview').length).toBeGreaterThanOrEqual(3);
    expect(material.sections).toHaveLength(14);
    expect(material.keyIdeas.length).toBeGreaterThan(0);
    for (const idea of material.keyIdeas) expect(idea.citation.page).toBeGreaterThanOrEqual(1);
  });
});
