import { quizStream, type ChatAnswer, type QuizQuestionData, type StartedQuizView, type StudyNotesView } from '@studyloop/events';
import { MikroORM } from '@mikro-orm/postgresql';
import { answerFromPrompt, quizFromPrompt } from '../generation/openai/fake-model.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/openai/fake-openai-server.js';
import { processSectionWithModel } from '../test-support/assistant-notes.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import type { ModelQuiz } from './model-quiz.schema.js';
import { QuizAttemptEntity } from './quiz-attempt.entity.js';

// Quizzes with an OpenAI-compatible model: the real `openai` SDK against the fake OpenAI server. The
// model writes the questions and wrong options; what fails validation is built by the local builder.


type Body = { response_format?: { json_schema?: { name: string } }; messages: { content: string }[] };
/** The right answer to a question of any kind, or a wrong one. */
const answerTo = (q: QuizQuestionData, right = true) => (q.kind === 'typed'
  ? { questionId: q.id, selectedIndex: null, typedAnswer: right ? q.answerText! : 'photosynthesis' }
  : { questionId: q.id, selectedIndex: right ? q.correctIndex : (q.correctIndex + 1) % q.options.length });
const isQuizRequest = (body: unknown) => (body as Body).response_format?.json_schema?.name === 'quiz_questions';

describe('quizzes written by an OpenAI-compatible model', () => {
  let fake: FakeOpenAiServer;
  let app: TestApp;
  let alice: TestClient;
  let aliceId: string;
  let prices: string;
  let notes: StudyNotesView;

  /** The questions as kept on the server (with their answers), read once the 'quizzes' read model includes the start. */
  const startedQuestions = async (quiz: { quizId: string; notesId: string }): Promise<QuizQuestionData[]> => {
    await app.projected(quizStream(quiz.notesId, aliceId), ['quizzes']);
    return (await app.app.get(MikroORM).em.fork().findOneOrFail(QuizAttemptEntity, { id: quiz.quizId })).questions;
  };
  const startQuiz = async (): Promise<QuizQuestionData[]> => {
    const res = await alice.post(`/api/notes/${prices}/quiz`);
    expect(res.status).toBe(201);
    return startedQuestions(res.body as StartedQuizView);
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    app = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' });
    alice = new TestClient(app.baseUrl);
    ({ id: aliceId } = await alice.signUp());
    prices = await processSectionWithModel(app, alice, fake, 'Price Ceilings and Price Floors');
    notes = (await alice.get(`/api/notes/${prices}`)).body as StudyNotesView;
  }, 90_000);
  afterEach(() => fake.respondWith(null));
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('given a model, when a quiz starts, then the model writes its questions and wrong options from the notes, and they are graded', async () => {
    fake.respondWith(answerFromPrompt);
    const before = fake.requests.length;
    const res = await alice.post(`/api/notes/${prices}/quiz`);
    expect(res.status).toBe(201);
    const quiz = res.body as StartedQuizView;
    // One structured-output request listing the note's key ideas and definitions.
    const sent = fake.requests.slice(before).filter((r) => isQuizRequest(r.body));
    expect(sent).toHaveLength(1);
    const prompt = (sent[0]!.body as Body).messages.at(-1)!.content;
    expect(prompt).toContain(`[K1] ${notes.keyIdeas[0]}`);
    expect(prompt).toMatch(/^\[D1\] .+: .+$/m);

    const questions = await startedQuestions(quiz);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const meanings = Object.values(notes.definitions);
    // Multiple choice, and (as the local builder does) a statement to judge and a term to type.
    expect(questions.filter((q) => q.kind === 'true-false')).toHaveLength(1);
    expect(questions.filter((q) => q.kind === 'typed')).toHaveLength(1);
    for (const q of questions) {
      if (q.kind === 'true-false') {
        expect(q.options).toEqual(['True', 'False']);
        expect(notes.keyIdeas.some((k) => q.question.includes(k))).toBe(true);
        continue;
      }
      if (q.kind === 'typed') {
        expect(q).toMatchObject({ options: [], correctIndex: -1, distractorSources: [] });
        expect(Object.keys(notes.definitions)).toContain(q.answerText);
        expect(q.question).toContain(notes.definitions[q.answerText!]);
        continue;
      }
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.distractorSources).toEqual(['model', 'model', 'model']);
      const right = q.options[q.correctIndex]!;
      expect(q.kind === 'definition' ? meanings : notes.keyIdeas).toContain(right);
    }
    // The learner's view of the quiz hides the answers of every kind.
    expect(quiz.questions.every((q) => !('answerText' in q) && !('correctIndex' in q))).toBe(true);
    const submitted = await alice.post(`/api/notes/${prices}/quiz/submit`, {
      quizId: quiz.quizId, answers: questions.map((q) => answerTo(q)),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ score: 100, correct: questions.length, total: questions.length });
  });

  it('given model output that fails validation, when a quiz starts, then the local builder makes it from the same notes', async () => {
    // What the fake model writes for these notes, then broken one way or another.
    const written = (): ModelQuiz => {
      const items = Object.entries(notes.definitions).map(([term, meaning], i) => `[D${i + 1}] ${term}: ${meaning}`).join('\n');
      return quizFromPrompt(`Write 5 questions\n${items}`);
    };
    const broken: [string, string][] = [
      ['not JSON', 'Here are your questions: 1. What is a price ceiling?'],
      ['options not distinct', JSON.stringify({ questions: written().questions.map((q) => ({ ...q, options: [q.options[0], q.options[0], q.options[1], q.options[2]] })) })],
      ['correct index out of range', JSON.stringify({ questions: written().questions.map((q) => ({ ...q, correctIndex: 7 })) })],
      ['answer not in the note', JSON.stringify({ questions: written().questions.map((q) => ({ ...q, options: q.options.map((o, i) => (i === q.correctIndex ? 'Photosynthesis turns sunlight into sugar in leaves' : o)) })) })],
      ['unknown note item', JSON.stringify({ questions: written().questions.map((q) => ({ ...q, sourceId: 'D99' })) })],
      ['schema mismatch', JSON.stringify({ questions: [{ question: 'What is a price floor?' }] })],
    ];
    for (const [label, content] of broken) {
      fake.reply({ content });
      const questions = await startQuiz();
      const sources = questions.flatMap((q) => q.distractorSources);
      expect({ label, model: sources.includes('model') }).toEqual({ label, model: false });
      expect(sources).toContain('same-notes');
    }
    // The provider failing (HTTP 500, retried once by the SDK) also falls back.
    fake.reply({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    fake.reply({ status: 500, body: { error: { message: 'boom', type: 'server_error' } } });
    expect((await startQuiz()).flatMap((q) => q.distractorSources)).not.toContain('model');
  });

  it('given a server without JSON-schema output, when a quiz starts, then it is asked again in JSON mode and its quiz is used', async () => {
    const items = Object.entries(notes.definitions).map(([term, meaning], i) => `[D${i + 1}] ${term}: ${meaning}`).join('\n');
    // OpenAI's answer for a model without structured outputs.
    fake.reply({ status: 400, body: { error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error', param: 'response_format', code: null } } });
    fake.reply({ content: JSON.stringify(quizFromPrompt(`Write 4 questions\n${items}`)) });
    const before = fake.requests.length;
    const questions = await startQuiz();
    const [strict, plain] = fake.requests.slice(before).map((r) => r.body as Body & { response_format: { type: string } });
    expect(strict!.response_format.type).toBe('json_schema');
    expect(plain!.response_format.type).toBe('json_object');
    expect(plain!.messages[0]!.content).toContain('Reply with one JSON object of exactly this shape');
    expect(questions).toHaveLength(4);
    expect(questions.map((q) => q.kind).sort()).toEqual(['definition', 'definition', 'definition', 'typed']);
    expect(questions.every((q) => q.distractorSources.every((x) => x === 'model'))).toBe(true);
  });

  it('given a model, when the learner asks "Quiz me on …" in the chat, then the model’s questions are asked and checked there', async () => {
    fake.respondWith(answerFromPrompt);
    const res = await alice.post('/api/chat/ask', { question: 'Quiz me on price ceilings' });
    expect(res.status).toBe(200);
    const answer = res.body as ChatAnswer;
    expect(answer.quiz!.notesId).toBe(prices);
    expect(answer.quiz!.questions.length).toBeGreaterThanOrEqual(3);
    expect(answer.quiz!.questions.length).toBeLessThanOrEqual(5);
    const questions = await startedQuestions(answer.quiz!);
    expect(questions.every((q) => q.distractorSources.every((s) => s === 'model'))).toBe(true);
    // Questions about the topic come first.
    expect(`${questions[0]!.question} ${questions[0]!.options[questions[0]!.correctIndex] ?? ''} ${questions[0]!.explanation}`.toLowerCase()).toMatch(/price|ceiling/);
    const checked = await alice.post(`/api/notes/${prices}/quiz/submit`, {
      quizId: answer.quiz!.quizId, answers: questions.map((q, i) => answerTo(q, i !== 0)),
    });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ correct: questions.length - 1, total: questions.length });
    const history = (await alice.get('/api/chat/history')).body as { answers?: ChatAnswer[] } | ChatAnswer[];
    expect(JSON.stringify(history)).toContain(answer.quiz!.quizId);
  });
});
