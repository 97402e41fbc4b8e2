import { DomainError } from '../common/domain-errors.js';
import type { QuizEvent, QuizQuestionData } from '@studyloop/events';
import { decide, evolve, initialState, withSynonyms, type QuizCommand } from './quiz.decider.js';
import type { SynonymCheck } from './typed-answer.js';

const given = (events: QuizEvent[]) => events.reduce(evolve, initialState);
const T0 = '2026-03-02T09:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

const questions: QuizQuestionData[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `q${n}`, kind: 'definition', question: `What is the definition of t${n}?`, options: ['a', 'b', 'c', 'd'], correctIndex: n % 4,
  difficulty: 'easy', explanation: `t${n}: ${'abcd'[n % 4]}`, citation: null, distractorSources: ['same-notes', 'same-notes', 'fixed'],
}));
const ids = { quizId: 'quiz-1', notesId: 'n1', userId: 'u1' };
const started: QuizEvent = { type: 'QuizStarted', data: { ...ids, questions, timeLimitSeconds: 600, startedAt: T0 } };
const submit = (answers: { questionId: string; selectedIndex: number | null; typedAnswer?: string }[], now: string, timedOut?: boolean): QuizCommand =>
  ({ type: 'SubmitQuiz', data: { ...ids, answers, now, ...(timedOut === undefined ? {} : { timedOut }) } });

describe('quiz decider', () => {
  it('starts a quiz with the server-built questions', () => {
    const events = decide({ type: 'StartQuiz', data: { ...ids, questions, timeLimitSeconds: 600, now: T0 } }, given([]));
    expect(events).toEqual([started]);
  });

  it('starting the same quiz twice records it once; a quiz needs questions', () => {
    expect(decide({ type: 'StartQuiz', data: { ...ids, questions, timeLimitSeconds: 600, now: T0 } }, given([started]))).toEqual([]);
    expect(() => decide({ type: 'StartQuiz', data: { ...ids, quizId: 'quiz-2', questions: [], timeLimitSeconds: 600, now: T0 } }, given([])))
      .toThrow('These notes have no key ideas or definitions to make a quiz from');
  });

  it('grades on the server: score, correct/total, per-question answers, blanks count as wrong', () => {
    const [event] = decide(submit([
      { questionId: 'q1', selectedIndex: 1 }, // right
      { questionId: 'q2', selectedIndex: 2 }, // right
      { questionId: 'q3', selectedIndex: 0 }, // wrong (3)
      { questionId: 'q4', selectedIndex: null }, // blank
      // q5 not sent: blank
    ], after(95)), given([started]));
    expect(event).toEqual({
      type: 'QuizCompleted',
      data: {
        ...ids, score: 40, correct: 2, total: 5, durationSeconds: 95, timedOut: false, completedAt: after(95),
        answers: [
          { questionId: 'q1', selectedIndex: 1, correctIndex: 1, correct: true },
          { questionId: 'q2', selectedIndex: 2, correctIndex: 2, correct: true },
          { questionId: 'q3', selectedIndex: 0, correctIndex: 3, correct: false },
          { questionId: 'q4', selectedIndex: null, correctIndex: 0, correct: false },
          { questionId: 'q5', selectedIndex: null, correctIndex: 1, correct: false },
        ],
      },
    });
  });

  it('caps the duration at the limit and marks a quiz finished by the countdown as timed out', () => {
    const [byClient] = decide(submit([], after(600), true), given([started]));
    expect(byClient.type === 'QuizCompleted' && byClient.data).toMatchObject({ durationSeconds: 600, timedOut: true, score: 0 });
    const [late] = decide(submit([], after(640)), given([started]));
    expect(late.type === 'QuizCompleted' && late.data).toMatchObject({ durationSeconds: 600, timedOut: true });
  });

  it('grades a typed answer leniently and a true-or-false choice by its index', () => {
    const typed: QuizEvent = {
      type: 'QuizStarted',
      data: {
        ...started.data,
        questions: [
          { ...questions[0], id: 'q1', kind: 'typed', options: [], correctIndex: -1, answerText: 'moral hazard', distractorSources: [] },
          { ...questions[1], id: 'q2', kind: 'true-false', options: ['True', 'False'], correctIndex: 1, distractorSources: [] },
          { ...questions[2], id: 'q3', kind: 'typed', options: [], correctIndex: -1, answerText: 'deductible', distractorSources: [] },
        ],
      },
    };
    const [done] = decide(submit([
      { questionId: 'q1', selectedIndex: null, typedAnswer: 'The Moral Hazzard' },
      { questionId: 'q2', selectedIndex: 1 },
      { questionId: 'q3', selectedIndex: null, typedAnswer: 'premium' },
    ], after(30)), given([typed]));
    expect(done.type === 'QuizCompleted' && done.data.answers.map((a) => [a.correct, a.typedAnswer ?? null])).toEqual([[true, 'The Moral Hazzard'], [true, null], [false, 'premium']]);
    expect(() => decide(submit([{ questionId: 'q1', selectedIndex: 0 }], after(30)), given([typed]))).toThrow("Question 'q1' takes a typed answer");
  });

  it('given a synonym check, when a typed answer is another word for the term, then it is graded right, told what else the quiz names and the note', () => {
    const typed: QuizEvent = {
      type: 'QuizStarted',
      data: {
        ...started.data,
        questions: [
          { ...questions[0]!, id: 'q1', kind: 'typed', options: [], correctIndex: -1, answerText: 'unemployment', distractorSources: [] },
          { ...questions[1]!, id: 'q2', options: ['inflation', 'earnings', 'purchase', 'recession'], correctIndex: 0 },
        ],
      },
    };
    const seen: (readonly string[])[] = [];
    // A pure check, as the decider needs: "joblessness" for "unemployment" only.
    const isSynonym: SynonymCheck = (expected, given, context = {}) => {
      seen.push(context.elsewhere ?? []);
      return expected === 'unemployment' && given === 'joblessness';
    };
    const grade = (typedAnswer: string) => {
      const [done] = withSynonyms(isSynonym).decide(submit([{ questionId: 'q1', selectedIndex: null, typedAnswer }], after(30)), given([typed]));
      return done?.type === 'QuizCompleted' ? done.data.answers[0]!.correct : undefined;
    };
    expect(grade('joblessness')).toBe(true);
    expect(grade('inflation')).toBe(false);
    expect(seen[0]).toEqual(['inflation', 'earnings', 'purchase', 'recession']);
    // The note the quiz is on (its terms and text, given by the service) reaches the check as it came.
    const note = { definitions: [{ term: 'unemployment', meaning: 'people looking for work, also called joblessness' }], text: 'Inflation and unemployment.' };
    const notes: unknown[] = [];
    const withNote: SynonymCheck = (_expected, _given, context = {}) => { notes.push(context.note); return false; };
    const command = submit([{ questionId: 'q1', selectedIndex: null, typedAnswer: 'joblessness' }], after(30));
    withSynonyms(withNote).decide({ ...command, data: { ...command.data, note } } as QuizCommand, given([typed]));
    expect(notes).toEqual([note]);
    // The plain decider knows no synonyms.
    const [plain] = decide(submit([{ questionId: 'q1', selectedIndex: null, typedAnswer: 'joblessness' }], after(30)), given([typed]));
    expect(plain?.type === 'QuizCompleted' && plain.data.answers[0]!.correct).toBe(false);
  });

  it('refuses answers long after the time ran out', () => {
    expect(() => decide(submit([{ questionId: 'q1', selectedIndex: 1 }], after(600 + 61)), given([started])))
      .toThrow('Time is up for this quiz. Take Quiz Again to start a new one.');
  });

  it('refuses an unknown quiz, a second submission, unknown or repeated questions and impossible options', () => {
    const expectRejected = (command: QuizCommand, events: QuizEvent[], kind: string, message: string) => {
      try {
        decide(command, given(events));
        throw new Error('expected a rejection');
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({ kind, message });
      }
    };
    expectRejected(submit([], after(10)), [], 'NotFound', 'Quiz not found');
    const [completed] = decide(submit([], after(10)), given([started]));
    expectRejected(submit([], after(20)), [started, completed], 'Conflict', 'This quiz was already submitted');
    expectRejected(submit([{ questionId: 'q9', selectedIndex: 0 }], after(10)), [started], 'Invalid', "Unknown question 'q9'");
    expectRejected(submit([{ questionId: 'q1', selectedIndex: 0 }, { questionId: 'q1', selectedIndex: 1 }], after(10)), [started], 'Invalid', "Question 'q1' was answered twice");
    const threeOptions: QuizEvent = { type: 'QuizStarted', data: { ...started.data, questions: [{ ...questions[0], options: ['a', 'b', 'c'] }] } };
    expectRejected(submit([{ questionId: 'q1', selectedIndex: 3 }], after(10)), [threeOptions], 'Invalid', 'selectedIndex must be 0 to 2');
  });
});
