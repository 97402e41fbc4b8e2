import type { QuizQuestionData, QuizResultView, StartedQuizView } from '@studyloop/events';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { wordVectors } from '../assistant/word-vectors.port.js';
import { gradeTypedAnswer } from './typed-answer.js';
import { typedAnswerSynonyms } from './typed-answer-synonyms.js';
import { wordNet } from './wordnet-synsets.js';

/** Three defined terms, each with a synonym the word vectors know; the last defined is the one typed. */
const JOBS_TEXT = `Jobs and Prices

A purchase is the act of acquiring a good or a service in exchange for money. Every purchase moves money from a buyer to a seller. Earnings are the money that a firm keeps after it has paid all its costs. Firms with high earnings can invest in new machines. Unemployment is the situation of people who want to work and look for a job but cannot find one. Economists count unemployment every month with a survey of households.

Unemployment rises in a recession, when firms cut production and lay off workers. When unemployment is high, households spend less, and the purchase of durable goods such as cars falls first. Lower spending then reduces the earnings of firms, which cut jobs again. Governments try to break this circle with spending and tax cuts.`;

/** The term in other words, and a word that looks like it but means the opposite. */
const OTHER_WORDS: Record<string, { synonym: string; opposite: string }> = {
  unemployment: { synonym: 'joblessness', opposite: 'employment' },
  purchase: { synonym: 'buy', opposite: 'sale' },
};

describe('typed quiz answers over HTTP: a synonym of the term counts (WordNet, word vectors), its opposite does not', () => {
  let app: TestApp;
  let learner: TestClient;
  let learnerId: string;
  let notesId: string;
  let store: EventLog;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventLog>(EVENT_LOG);
    learner = new TestClient(app.baseUrl);
    learnerId = (await learner.signUp()).id;
    const res = await learner.post('/api/materials/process', { type: 'text', content: JOBS_TEXT });
    expect(res.status).toBe(201);
    notesId = res.body.studyNotes.id;
  });
  afterAll(() => app.close());

  /** Starts a quiz and answers its typed question with `typed(term)`; the result of that question. */
  async function answerTyped(typed: (term: string) => string): Promise<{ term: string; given: string; result: QuizResultView }> {
    const quiz = (await learner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const events = await store.readStream(`quiz-${notesId}-${learnerId}`);
    const started = events.find((e) => e.type === 'QuizStarted' && (e.data as { quizId: string }).quizId === quiz.quizId)!;
    const question = (started.data as { questions: QuizQuestionData[] }).questions.find((q) => q.kind === 'typed');
    expect(question?.answerText && OTHER_WORDS[question.answerText]).toBeTruthy();
    const term = question!.answerText!;
    const given = typed(term);
    const res = await learner.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.quizId, answers: [{ questionId: question!.id, selectedIndex: null, typedAnswer: given }] });
    expect(res.status).toBe(200);
    return { term, given, result: res.body as QuizResultView };
  }

  it('given the term in other words, when submitted, then the typed answer is graded right and kept as typed', async () => {
    const { term, given, result } = await answerTyped((t) => OTHER_WORDS[t]!.synonym);
    const graded = result.questions.find((q) => q.answerText === term)!;
    expect(graded).toMatchObject({ typedAnswer: given, correct: true });
    expect(result.correct).toBe(1);
    const [completed] = (await store.readStream(`quiz-${notesId}-${learnerId}`)).filter((e) => e.type === 'QuizCompleted');
    expect((completed!.data as { answers: { typedAnswer?: string | null; correct: boolean }[] }).answers).toContainEqual(expect.objectContaining({ typedAnswer: given, correct: true }));
  });

  it('given its opposite or an unrelated word, when submitted, then it is graded wrong', async () => {
    const opposite = await answerTyped((t) => OTHER_WORDS[t]!.opposite);
    expect(opposite.result.questions.find((q) => q.answerText === opposite.term)).toMatchObject({ typedAnswer: opposite.given, correct: false });
    const unrelated = await answerTyped(() => 'photosynthesis');
    expect(unrelated.result.questions.find((q) => q.answerText === unrelated.term)).toMatchObject({ typedAnswer: 'photosynthesis', correct: false });
  });
});

/**
 * A note that names its last defined term another way ("also called") and defines a neighbouring term
 * apart: what the note states decides, whatever WordNet or the vectors say of those words.
 */
const TAX_TEXT = `Taxes and Incomes

A tariff is a tax that a government charges on goods that come into the country. A tariff raises the price of imported goods, so buyers turn to goods made at home. Bracket creep, also called fiscal drag, is the rise in the share of income paid in tax when incomes grow with inflation but the tax brackets stay the same. Bracket creep raises taxes without any new law.

Governments can index their tax brackets to inflation to stop bracket creep. Without indexing, a worker whose wage only keeps up with prices pays a higher share of it in tax every year.`;

describe('typed quiz answers over HTTP: what the note states about a term decides', () => {
  let app: TestApp;
  let learner: TestClient;
  let learnerId: string;
  let notesId: string;
  let store: EventLog;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventLog>(EVENT_LOG);
    learner = new TestClient(app.baseUrl);
    learnerId = (await learner.signUp()).id;
    const res = await learner.post('/api/materials/process', { type: 'text', content: TAX_TEXT });
    expect(res.status).toBe(201);
    notesId = res.body.studyNotes.id;
  });
  afterAll(() => app.close());

  async function answerTyped(given: string): Promise<{ term: string; correct: boolean }> {
    const quiz = (await learner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const events = await store.readStream(`quiz-${notesId}-${learnerId}`);
    const started = events.find((e) => e.type === 'QuizStarted' && (e.data as { quizId: string }).quizId === quiz.quizId)!;
    const question = (started.data as { questions: QuizQuestionData[] }).questions.find((q) => q.kind === 'typed')!;
    const res = await learner.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.quizId, answers: [{ questionId: question.id, selectedIndex: null, typedAnswer: given }] });
    expect(res.status).toBe(200);
    return { term: question.answerText!, correct: (res.body as QuizResultView).questions.find((q) => q.answerText === question.answerText)!.correct };
  }

  it('given the other name the note gives the term ("also called"), when typed, then it is right', async () => {
    expect(await answerTyped('fiscal drag')).toEqual({ term: 'bracket creep', correct: true });
  });

  it('given another term the note defines, when typed, then it is wrong', async () => {
    expect(await answerTyped('tariff')).toEqual({ term: 'bracket creep', correct: false });
  });
});

/** Two terms WordNet puts in one synonym set ("wage", "salary"), both defined by the note: there they name two things. */
const PAY_TEXT = `Pay

Overtime is the time that a worker works beyond the normal hours of the week. A wage is the money that a worker is paid for each hour of work. Workers paid a wage earn more in a week with overtime. A salary is a fixed amount of money that a worker is paid every year, whatever the hours. Managers are often paid a salary.

Firms choose between the two. Paying by the hour lets a firm cut costs when work is slow, and a fixed yearly sum lets a worker plan ahead.`;

describe('typed quiz answers over HTTP: two terms of one note are never synonyms of each other', () => {
  let app: TestApp;
  let learner: TestClient;
  let learnerId: string;
  let notesId: string;
  let store: EventLog;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventLog>(EVENT_LOG);
    learner = new TestClient(app.baseUrl);
    learnerId = (await learner.signUp()).id;
    const res = await learner.post('/api/materials/process', { type: 'text', content: PAY_TEXT });
    expect(res.status).toBe(201);
    notesId = res.body.studyNotes.id;
    expect(Object.keys((await learner.get(`/api/notes/${notesId}`)).body.definitions as Record<string, string>)).toEqual(expect.arrayContaining(['wage', 'salary']));
  });
  afterAll(() => app.close());

  it('given the other term, which WordNet calls a synonym, when typed, then it is wrong', async () => {
    const quiz = (await learner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const events = await store.readStream(`quiz-${notesId}-${learnerId}`);
    const started = events.find((e) => e.type === 'QuizStarted' && (e.data as { quizId: string }).quizId === quiz.quizId)!;
    const question = (started.data as { questions: QuizQuestionData[] }).questions.find((q) => q.kind === 'typed')!;
    const other = question.answerText!.toLowerCase() === 'salary' ? 'wage' : 'salary';
    expect(gradeTypedAnswer(question.answerText!, other, typedAnswerSynonyms({ vectors: wordVectors, wordNet }))).toBe(true);
    const res = await learner.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.quizId, answers: [{ questionId: question.id, selectedIndex: null, typedAnswer: other }] });
    expect(res.status).toBe(200);
    expect((res.body as QuizResultView).questions.find((q) => q.answerText === question.answerText)).toMatchObject({ typedAnswer: other, correct: false });
  });
});
