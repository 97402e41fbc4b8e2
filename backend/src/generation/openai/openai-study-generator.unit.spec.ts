import { GenerationError, type SourceDocument } from '../generation.types.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.js';
import type { ModelAnswer } from './model-answer.schema.js';
import { OpenAiStudyGenerator } from './openai-study-generator.js';

// The real `openai` SDK talks HTTP to a fake server on 127.0.0.1.

const PAGE_1 = `Economics is the study of how humans make decisions in the face of scarcity. Scarcity means that human wants for goods, services and resources exceed what is available. Resources such as labor, tools, land, and raw materials exist in limited supply.`;
const PAGE_2 = `The division of labor means that the way one produces a good is divided into tasks that different workers perform. Specialization lets workers focus on the tasks they do best. Markets let specialized workers buy what they do not produce.`;
const PDF: SourceDocument = {
  kind: 'pdf',
  title: 'Scarcity and specialization',
  segments: [
    { text: PAGE_1, page: 1 },
    { text: PAGE_2, page: 2 },
  ],
};

function goodAnswer(): ModelAnswer {
  return {
    title: 'Ignored because the source has a title',
    summary: 'Economics studies decisions under scarcity. Specialization raises output.',
    keyIdeas: [
      { text: 'Economics studies choices under scarcity.', sourceId: 1, quote: 'Economics is the study of how humans make decisions in the face of scarcity.' },
      { text: 'Specialization lets workers focus on what they do best.', sourceId: 2, quote: 'Specialization lets workers focus on the tasks they do best.' },
      // Near-duplicate of the first: dropped.
      { text: 'Economics studies choices under scarcity!', sourceId: 1, quote: 'Economics is the study of how humans make decisions.' },
    ],
    definitions: [
      { term: 'scarcity', meaning: 'wants exceed what is available', sourceId: 1, quote: 'Scarcity means that human wants for goods, services and resources exceed what is available.' },
      // Wrong passage number: the quote still finds page 2.
      { term: 'division of labor', meaning: 'splitting production into tasks', sourceId: 1, quote: 'The division of labor means that the way one produces a good is divided into tasks that different workers perform.' },
    ],
    timestamps: [],
    flashcards: [
      { question: 'What is scarcity?', answer: 'When wants exceed what is available.', kind: 'definition', difficulty: 'easy', sourceId: 1, quote: 'Scarcity means that human wants exceed what is available.' },
      { question: '_____ lets workers focus on the tasks they do best.', answer: 'Specialization', kind: 'cloze', difficulty: 'medium', sourceId: 2, quote: 'Specialization lets workers focus on the tasks they do best.' },
    ],
  };
}

describe('OpenAiStudyGenerator against a fake OpenAI server', () => {
  let server: FakeOpenAiServer;
  let generator: OpenAiStudyGenerator;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    generator = new OpenAiStudyGenerator({ apiKey: 'test-key', baseURL: server.baseURL, model: 'test-model', maxRetries: 0 });
  });
  afterAll(() => server.close());

  test('a good answer becomes study material with citations mapped to pages', async () => {
    server.reply({ content: JSON.stringify(goodAnswer()) });
    const material = await generator.generate(PDF);

    expect(material.title).toBe('Scarcity and specialization');
    expect(material.keyIdeas.map((k) => k.text)).toEqual([
      'Economics studies choices under scarcity.',
      'Specialization lets workers focus on what they do best.',
    ]);
    expect(material.keyIdeas[0]?.citation).toEqual({ page: 1, quote: 'Economics is the study of how humans make decisions in the face of scarcity.' });
    expect(material.keyIdeas[1]?.citation.page).toBe(2);
    expect(material.definitions.map((d) => [d.term, d.citation.page])).toEqual([
      ['scarcity', 1],
      ['division of labor', 2],
    ]);
    expect(material.flashcards.map((c) => [c.kind, c.citation.page])).toEqual([
      ['definition', 1],
      ['cloze', 2],
    ]);
    expect(material.timestamps).toEqual([]);
    expect(['beginner', 'intermediate', 'advanced']).toContain(material.difficulty);
    expect(material.durationMinutes).toBeGreaterThanOrEqual(1);

    const request = server.requests.at(-1);
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    const body = request?.body as { model: string; response_format: { type: string; json_schema: { strict: boolean } }; messages: { content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.messages[1]?.content).toContain('[1] (page 1) Economics is the study');
  });

  test('video timestamps come from the cue time of the passage the model names', async () => {
    // ~100 seconds of speech, so there are several 30-second passages.
    const words = `${PAGE_1} ${PAGE_2} ${PAGE_1} ${PAGE_2}`.split(' ');
    const segments = [];
    for (let i = 0, t = 0; i < words.length; i += 10, t += 4) segments.push({ text: words.slice(i, i + 10).join(' '), start: t, end: t + 4 });
    const video: SourceDocument = { kind: 'video', segments, durationSeconds: segments.length * 4 };
    server.reply({
      content: JSON.stringify({
        ...goodAnswer(),
        timestamps: [
          { sourceId: 2, label: 'Specialization' },
          { sourceId: 1, label: 'Scarcity' },
          { sourceId: 99, label: 'Unknown passage: dropped' },
        ],
      }),
    });
    const material = await generator.generate(video);
    const cueStarts = new Set(segments.map((s) => s.start));
    expect(material.timestamps.map((t) => t.text)).toEqual(['Scarcity', 'Specialization']);
    expect(material.timestamps[0]?.time).toBe(0);
    expect(cueStarts.has(material.timestamps[1]?.time ?? -1)).toBe(true);
    expect(material.timestamps[1]?.time).toBeGreaterThan(0);
    expect(material.keyIdeas[0]?.citation.time).toBe(0);
  });

  test('an answer that is not JSON is a GenerationError', async () => {
    server.reply({ content: 'Sure! Here are your notes: Economics is about scarcity.' });
    await expect(generator.generate(PDF)).rejects.toThrow(new GenerationError('The AI model’s answer was not valid JSON, so no study notes could be made from it.'));
  });

  test('JSON of the wrong shape is a GenerationError naming the problem', async () => {
    server.reply({ content: JSON.stringify({ title: 'x', summary: 'y', keyIdeas: 'none' }) });
    const error = await generator.generate(PDF).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as Error).message).toMatch(/did not have the expected structure.*keyIdeas/);
  });

  test('an empty or truncated answer is a GenerationError', async () => {
    server.reply({ content: '' });
    await expect(generator.generate(PDF)).rejects.toThrow('The AI model returned an empty answer.');
    server.reply({ content: '{"title": "cut', finishReason: 'length' });
    await expect(generator.generate(PDF)).rejects.toThrow(/cut off/);
    server.reply({ content: JSON.stringify({ ...goodAnswer(), keyIdeas: [] }) });
    await expect(generator.generate(PDF)).rejects.toThrow('The AI model returned no key ideas.');
  });

  test('an HTTP 500 is a GenerationError with a clear message', async () => {
    server.reply({ status: 500, body: { error: { message: 'upstream exploded', type: 'server_error' } } });
    const error = await generator.generate(PDF).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenerationError);
    expect((error as Error).message).toBe('The AI provider failed to generate study notes (HTTP 500: the provider had an internal error).');
  });

  test('a rejected key is reported as such', async () => {
    server.reply({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    await expect(generator.generate(PDF)).rejects.toThrow('(HTTP 401: the API key was rejected)');
  });

  test('a server without JSON-schema support is asked again in JSON mode', async () => {
    server.reply({ status: 400, body: { error: { message: "response_format type 'json_schema' is not supported", type: 'invalid_request_error' } } });
    server.reply({ content: `\`\`\`json\n${JSON.stringify(goodAnswer())}\n\`\`\`` });
    const material = await generator.generate(PDF);
    expect(material.keyIdeas).toHaveLength(2);
    const retry = server.requests.at(-1)?.body as { response_format: { type: string }; messages: { content: string }[] };
    expect(retry.response_format).toEqual({ type: 'json_object' });
    expect(retry.messages[0]?.content).toContain('Reply with one JSON object of exactly this shape');
  });

  test('an unreachable server is a GenerationError', async () => {
    const offline = new OpenAiStudyGenerator({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 });
    await expect(offline.generate(PDF)).rejects.toThrow('The AI provider could not be reached. Please try again later.');
  });

  test('too-short input fails before any request', async () => {
    const before = server.requests.length;
    await expect(generator.generate({ kind: 'text', segments: [{ text: 'Too short.' }] })).rejects.toThrow(GenerationError);
    expect(server.requests.length).toBe(before);
  });
});
