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

/**
 * A note that names its last defined term another way ("also called") and defines a neighbouring term
 * apart: what the note states decides, whatever WordNet or the vectors say of those words.
 */
const TAX_TEXT = `Taxes and Incomes

A tariff is a tax that a government charges on goods that come into the country. A tariff raises the price of imported goods, so buyers turn to goods made at home. Bracket creep, also called fiscal drag, is the rise in the share of income paid in tax when incomes grow with inflation but the tax brackets stay the same. Bracket creep raises taxes without any new law.

Governments can index their tax brackets to inflation to stop bracket creep. Without indexing, a worker whose wage only keeps up with prices pays a higher share of it in tax every year.`;

/** Two terms WordNet puts in one synonym set ("wage", "salary"), both defined by the note: there they name two things. */
const PAY_TEXT = `Pay

Overtime is the time that a worker works beyond the normal hours of the week. A wage is the money that a worker is paid for each hour of work. Workers paid a wage earn more in a week with overtime. A salary is a fixed amount of money that a worker is paid every year, whatever the hours. Managers are often paid a salary.

Firms choose between the two. Paying by the hour lets a firm cut costs when work is slow, and a fixed yearly sum lets a worker plan ahead.`;

describe('typed quiz answers over HTTP', () => {
  let app: TestApp;
  let store: EventLog;

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventLog>(EVENT_LOG);
  });
  afterAll(() => app.close());

  /** A new learner's note made from `text`. */
  async function noteOf(text: string): Promise<{ learner: TestClient; learnerId: string; notesId: string }> {
    const learner = new TestClient(app.baseUrl);
    const learnerId = (await learner.signUp()).id;
    const res = await learner.post('/api/materials/process', { type: 'text', content: text });
    expect(res.status).toBe(201);
    return { learner, learnerId, notesId: res.body.studyNotes.id as string };
  }

  /** Starts a quiz on the note and answers its typed question with `typed(term)`; that question's result. */
  async function answerTyped(note: Awaited<ReturnType<typeof noteOf>>, typed: (term: string) => string): Promise<{ term: string; given: string; correct: boolean; result: QuizResultView }> {
    const { learner, learnerId, notesId } = note;
    const quiz = (await learner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const events = await store.readStream(`quiz-${notesId}-${learnerId}`);
    const started = events.find((e) => e.type === 'QuizStarted' && (e.data as { quizId: string }).quizId === quiz.quizId)!;
    const question = (started.data as { questions: QuizQuestionData[] }).questions.find((q) => q.kind === 'typed');
    expect(question?.answerText).toBeTruthy();
    const term = question!.answerText!;
    const given = typed(term);
    const res = await learner.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.quizId, answers: [{ questionId: question!.id, selectedIndex: null, typedAnswer: given }] });
    expect(res.status).toBe(200);
    const result = res.body as QuizResultView;
    const graded = result.questions.find((q) => q.answerText === term)!;
    expect(graded.typedAnswer).toBe(given);
    return { term, given, correct: graded.correct, result };
  }

  describe('a synonym of the term counts (WordNet, word vectors), its opposite does not', () => {
    let note: Awaited<ReturnType<typeof noteOf>>;
    beforeAll(async () => {
      note = await noteOf(JOBS_TEXT);
    });

    it('given the term in other words, when submitted, then the typed answer is graded right and kept as typed', async () => {
      const { term, given, correct, result } = await answerTyped(note, (t) => OTHER_WORDS[t]!.synonym);
      expect(OTHER_WORDS[term]).toBeDefined();
      expect(correct).toBe(true);
      expect(result.correct).toBe(1);
      const [completed] = (await store.readStream(`quiz-${note.notesId}-${note.learnerId}`)).filter((e) => e.type === 'QuizCompleted');
      expect((completed!.data as { answers: { typedAnswer?: string | null; correct: boolean }[] }).answers).toContainEqual(expect.objectContaining({ typedAnswer: given, correct: true }));
    });

    it('given its opposite or an unrelated word, when submitted, then it is graded wrong', async () => {
      expect((await answerTyped(note, (t) => OTHER_WORDS[t]!.opposite)).correct).toBe(false);
      expect((await answerTyped(note, () => 'photosynthesis')).correct).toBe(false);
    });
  });

  describe('what the note states about a term decides', () => {
    let note: Awaited<ReturnType<typeof noteOf>>;
    beforeAll(async () => {
      note = await noteOf(TAX_TEXT);
    });

    it('given the other name the note gives the term ("also called"), when typed, then it is right', async () => {
      expect(await answerTyped(note, () => 'fiscal drag')).toMatchObject({ term: 'bracket creep', correct: true });
    });

    it('given another term the note defines, when typed, then it is wrong', async () => {
      expect(await answerTyped(note, () => 'tariff')).toMatchObject({ term: 'bracket creep', correct: false });
    });
  });

  describe('two terms of one note are never synonyms of each other', () => {
    let note: Awaited<ReturnType<typeof noteOf>>;
    beforeAll(async () => {
      note = await noteOf(PAY_TEXT);
      expect(Object.keys((await note.learner.get(`/api/notes/${note.notesId}`)).body.definitions as Record<string, string>)).toEqual(expect.arrayContaining(['wage', 'salary']));
    });

    it('given the other term, which WordNet calls a synonym, when typed, then it is wrong', async () => {
      const otherTerm = (term: string) => (term.toLowerCase() === 'salary' ? 'wage' : 'salary');
      const { term, given, correct } = await answerTyped(note, otherTerm);
      expect(gradeTypedAnswer(term, given, typedAnswerSynonyms({ vectors: wordVectors, wordNet }))).toBe(true);
      expect(correct).toBe(false);
    });
  });
});
