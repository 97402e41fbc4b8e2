import type { QuizQuestionData, QuizResultView, StartedQuizView, StudyNotesView } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { STUDY_PAGES, STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { BLANK, FIXED_DEFINITION_DISTRACTORS, FIXED_KEY_IDEA_DISTRACTORS } from './quiz-builder.js';
import escapeStringRegexp from 'escape-string-regexp';

const OTHER_TEXT = `Cells and Membranes

Osmosis is the diffusion of water across a selectively permeable membrane. Active transport is the movement of substances against a concentration gradient that requires energy from ATP. The cell membrane is a thin layer of lipids and proteins that separates the inside of a cell from its surroundings. Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration.

Cells keep their internal conditions stable even when their environment changes. Membrane proteins act as channels and pumps that let specific molecules in and out. Without active transport, cells could not keep the high concentration of potassium they need inside.`;

/** A right or wrong answer to a question: its option, or for a typed question the term (or another word). */
function answer(q: QuizQuestionData, right: boolean): { questionId: string; selectedIndex: number | null; typedAnswer?: string } {
  if (q.kind === 'typed') return { questionId: q.id, selectedIndex: null, typedAnswer: right ? q.answerText! : 'something else entirely' };
  return { questionId: q.id, selectedIndex: right ? q.correctIndex : (q.correctIndex + 1) % q.options.length };
}

describe('quizzes over HTTP: built and graded on the server, results kept', () => {
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let ownerId: string;
  let notesId: string;
  let otherNotesId: string;
  let store: EventLog;

  const startedQuestions = async (quizId: string, notes: string, userId: string): Promise<QuizQuestionData[]> => {
    const events = await store.readStream(`quiz-${notes}-${userId}`);
    const started = events.find((e) => e.type === 'QuizStarted' && (e.data as { quizId: string }).quizId === quizId)!;
    return (started.data as { questions: QuizQuestionData[] }).questions;
  };

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventLog>(EVENT_LOG);
    owner = new TestClient(app.baseUrl);
    other = new TestClient(app.baseUrl);
    ownerId = (await owner.signUp()).id;
    await other.signUp();
    const second = await owner.post('/api/materials/process', { type: 'text', content: OTHER_TEXT });
    expect(second.status).toBe(201);
    otherNotesId = second.body.studyNotes.id;
    const first = await owner.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    expect(first.status).toBe(201);
    notesId = first.body.studyNotes.id;
  });
  afterAll(() => app.close());

  it('shows the intro: question count (at most 10), 600 s, no attempts yet', async () => {
    const res = await owner.get(`/api/notes/${notesId}/quiz`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notesId, timeLimitSeconds: 600, attempts: 0, bestScore: null });
    expect(res.body.questionCount).toBeGreaterThanOrEqual(4);
    expect(res.body.questionCount).toBeLessThanOrEqual(10);
  });

  it('starts a quiz whose questions hide their answers, with wrong options drawn from the learner’s own notes', async () => {
    const res = await owner.post(`/api/notes/${notesId}/quiz`);
    expect(res.status).toBe(201);
    const quiz = res.body as StartedQuizView;
    expect(quiz.timeLimitSeconds).toBe(600);
    expect(quiz.questions.length).toBe((await owner.get(`/api/notes/${notesId}/quiz`)).body.questionCount);
    for (const q of quiz.questions) {
      expect(Object.keys(q).sort()).toEqual(['difficulty', 'id', 'kind', 'options', 'question']);
      if (q.kind === 'true-false') { expect(q.options).toEqual(['True', 'False']); continue; }
      if (q.kind === 'typed') { expect(q.options).toEqual([]); expect(q.question).toMatch(/^Which term means “.+”\? Type it\.$/); continue; }
      expect(q.options).toHaveLength(4);
      expect(q.question).toMatch(q.kind === 'key-idea' ? /^(?:Which statement best describes |Which word or phrase completes this key idea\? “)/ : /^(?:What is the definition of |Which term means “.+”\?$)/);
      expect(q.difficulty).toBe(q.kind === 'key-idea' ? 'medium' : 'easy');
    }

    // Every wrong option is a key idea or meaning from the learner's notes (own topic blanked) or, failing that, a fixed dummy.
    const material = await Promise.all([notesId, otherNotesId].map(async (id) => (await owner.get(`/api/notes/${id}`)).body as StudyNotesView));
    const texts = material.flatMap((n) => [...n.keyIdeas, ...Object.values(n.definitions)]);
    // A statement option is a whole key idea or meaning (own topic blanked); a phrase option (to complete
    // a key idea, or a term for a meaning) is a defined term or a key term of a key idea or meaning, as it reads mid-sentence.
    const phrases = material.flatMap((n) => Object.keys(n.definitions));
    const fromMaterial = (option: string) => {
      const pattern = new RegExp(`^${option.split(BLANK).map((p) => escapeStringRegexp(p)).join('.+')}$`, 's');
      return texts.some((t) => pattern.test(t.trim())) || phrases.includes(option) || (!option.includes(BLANK) && texts.some((t) => t.toLowerCase().includes(option.toLowerCase())));
    };
    const questions = await startedQuestions(quiz.quizId, notesId, ownerId);
    const multipleChoice = questions.filter((q) => q.kind === 'key-idea' || q.kind === 'definition');
    const wrong = multipleChoice.flatMap((q) => q.options.filter((_, i) => i !== q.correctIndex));
    const fixed = [...FIXED_KEY_IDEA_DISTRACTORS, ...FIXED_DEFINITION_DISTRACTORS];
    expect(wrong.filter((o) => !fixed.includes(o)).every(fromMaterial)).toBe(true);
    expect(wrong.filter(fromMaterial).length).toBeGreaterThan(wrong.length / 2);
    expect(questions.flatMap((q) => q.distractorSources)).toContain('same-notes');
    for (const q of multipleChoice) expect(fromMaterial(q.options[q.correctIndex])).toBe(true);
  });

  it('grades a submission, records QuizCompleted and lists the result', async () => {
    const quiz = (await owner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const truth = await startedQuestions(quiz.quizId, notesId, ownerId);
    const total = truth.length;
    // Right on the first three, wrong on the fourth, the rest left blank.
    const answers = truth.slice(0, 4).map((q, i) => answer(q, i < 3));
    const res = await owner.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.quizId, answers });
    expect(res.status).toBe(200);
    const result = res.body as QuizResultView;
    const score = Math.round((3 / total) * 100);
    expect(result).toMatchObject({ quizId: quiz.quizId, notesId, correct: 3, total, score, timedOut: false });
    expect(result.badge).toBe(score >= 80 ? 'Excellent!' : score >= 60 ? 'Good Job!' : 'Needs Review');
    expect(result.questions.map((q) => q.selectedIndex)).toEqual(truth.map((q, i) => (i < 4 && q.kind !== 'typed' ? answers[i].selectedIndex : null)));
    expect(result.questions.map((q) => q.correctIndex)).toEqual(truth.map((q) => q.correctIndex));
    expect(result.questions.every((q) => q.explanation.length > 0)).toBe(true);

    const [completed] = (await store.readStream(`quiz-${notesId}-${ownerId}`)).filter((e) => e.type === 'QuizCompleted');
    expect(completed.data).toMatchObject({ quizId: quiz.quizId, notesId, userId: ownerId, score, correct: 3, total, durationSeconds: expect.any(Number), completedAt: expect.any(String) });

    const list = await owner.get(`/api/notes/${notesId}/quiz/results`);
    expect(list.body).toEqual([expect.objectContaining({ quizId: quiz.quizId, score, correct: 3, total, badge: result.badge })]);
    expect((await owner.get(`/api/notes/${notesId}/quiz/results/${quiz.quizId}`)).body).toEqual(result);
    expect((await owner.get(`/api/notes/${notesId}/quiz`)).body).toMatchObject({ attempts: 1, bestScore: score });

    const again = await owner.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.quizId, answers: [] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This quiz was already submitted');
  });

  it('a perfect run earns Excellent! and comes first in the list', async () => {
    const quiz = (await owner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const truth = await startedQuestions(quiz.quizId, notesId, ownerId);
    const result = (await owner.post(`/api/notes/${notesId}/quiz/submit`, {
      quizId: quiz.quizId, answers: truth.map((q) => answer(q, true)),
    })).body as QuizResultView;
    expect(result).toMatchObject({ score: 100, badge: 'Excellent!', correct: truth.length });
    const list = (await owner.get(`/api/notes/${notesId}/quiz/results`)).body;
    expect(list.map((r: { quizId: string }) => r.quizId)[0]).toBe(quiz.quizId);
    expect(list).toHaveLength(2);
  });

  it('refuses bad submissions with clear messages', async () => {
    const quiz = (await owner.post(`/api/notes/${notesId}/quiz`)).body as StartedQuizView;
    const submit = (body: unknown) => owner.post(`/api/notes/${notesId}/quiz/submit`, body);
    expect((await submit({ quizId: 'x', answers: [] })).body.message).toBe('quizId must be a uuid');
    expect((await submit({ quizId: quiz.quizId, answers: 'all' })).body.message).toBe('answers must be a list');
    expect((await submit({ quizId: quiz.quizId, answers: [{ questionId: 'q1', selectedIndex: 7 }] })).body.message).toBe('selectedIndex must be 0 to 3');
    expect((await submit({ quizId: quiz.quizId, answers: [{ questionId: 'q99', selectedIndex: 0 }] })).body).toMatchObject({ statusCode: 400, message: "Unknown question 'q99'" });
    expect((await submit({ quizId: randomUUID(), answers: [] })).body).toMatchObject({ statusCode: 404, message: 'Quiz not found' });
    expect((await new TestClient(app.baseUrl).post(`/api/notes/${notesId}/quiz`)).status).toBe(401);
    expect((await owner.get(`/api/notes/${randomUUID()}/quiz`)).body.message).toBe('Study notes not found');
  });

  it('keeps other learners out of private notes; on public notes each learner has their own quizzes and results', async () => {
    expect((await other.post(`/api/notes/${notesId}/quiz`)).status).toBe(404);
    expect((await other.get(`/api/notes/${notesId}/quiz/results`)).status).toBe(404);
    await owner.request('PATCH', `/api/notes/${notesId}/visibility`, { isPublic: true });
    const quiz = await other.post(`/api/notes/${notesId}/quiz`);
    expect(quiz.status).toBe(201);
    const submitted = await other.post(`/api/notes/${notesId}/quiz/submit`, { quizId: quiz.body.quizId, answers: [] });
    expect(submitted.body).toMatchObject({ score: 0, correct: 0, badge: 'Needs Review' });
    expect(submitted.body.questions.every((q: { selectedIndex: number | null }) => q.selectedIndex === null)).toBe(true);
    expect((await other.get(`/api/notes/${notesId}/quiz/results`)).body).toHaveLength(1);
    expect((await owner.get(`/api/notes/${notesId}/quiz/results`)).body).toHaveLength(2);
    // The owner's quiz id is not the other learner's to submit.
    const ownersQuiz = (await owner.post(`/api/notes/${notesId}/quiz`)).body.quizId;
    expect((await other.post(`/api/notes/${notesId}/quiz/submit`, { quizId: ownersQuiz, answers: [] })).status).toBe(404);
  });

  it('a learner with a single set of notes gets wrong options from those notes (fixed dummies only as the last resort)', async () => {
    const lonely = new TestClient(app.baseUrl);
    await lonely.signUp();
    const processed = await lonely.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[1] });
    expect(processed.status).toBe(201);
    const id = processed.body.studyNotes.id;
    const quiz = (await lonely.post(`/api/notes/${id}/quiz`)).body as StartedQuizView;
    const me = (await lonely.get('/api/auth/user')).body.id;
    const sources = (await startedQuestions(quiz.quizId, id, me)).flatMap((q) => q.distractorSources);
    expect(sources).not.toContain('other-notes');
    expect(sources).toContain('same-notes');
  });
});
