import type { QuizAnswerData, QuizEvent, QuizQuestionData } from '@studyloop/events';
import type { Decider } from '../event-store/command-handler.js';
import { gradeTypedAnswer, noSynonyms, type SynonymCheck } from './typed-answer.js';
import type { NoteContext } from './note-stated-synonyms.js';
import { Conflict, Invalid, NotFound } from '../common/domain-errors.js';

/** Seconds a late submission is still accepted after the countdown ends (network, a sleeping tab). */
export const QUIZ_SUBMIT_GRACE_SECONDS = 60;

interface QuizRecord {
  questions: QuizQuestionData[];
  startedAt: string;
  timeLimitSeconds: number;
  completed: boolean;
}

/** State of `quiz-<notesId>-<userId>`: the learner's quizzes on one set of notes. */
export interface QuizStreamState {
  quizzes: ReadonlyMap<string, QuizRecord>;
}

export const initialState: QuizStreamState = { quizzes: new Map() };

export type QuizCommand =
  | { type: 'StartQuiz'; data: { quizId: string; notesId: string; userId: string; questions: QuizQuestionData[]; timeLimitSeconds: number; now: string } }
  | { type: 'SubmitQuiz'; data: { quizId: string; notesId: string; userId: string; answers: { questionId: string; selectedIndex: number | null; typedAnswer?: string | null | undefined }[]; timedOut?: boolean | undefined; now: string; note?: NoteContext | undefined; language?: string | undefined } };

export function evolve(state: QuizStreamState, event: QuizEvent): QuizStreamState {
  switch (event.type) {
    case 'QuizStarted': {
      const quizzes = new Map(state.quizzes);
      const d = event.data;
      quizzes.set(d.quizId, { questions: d.questions, startedAt: d.startedAt, timeLimitSeconds: d.timeLimitSeconds, completed: false });
      return { quizzes };
    }
    case 'QuizCompleted': {
      const quiz = state.quizzes.get(event.data.quizId);
      if (!quiz) return state;
      const quizzes = new Map(state.quizzes);
      quizzes.set(event.data.quizId, { ...quiz, completed: true });
      return { quizzes };
    }
    default: { const unknown: never = event; return unknown; }
  }
}

/** Grading typed answers needs a synonym check (pure, see typed-answer.ts); the plain decider has none. */
export function decide(command: QuizCommand, state: QuizStreamState, isSynonym: SynonymCheck = noSynonyms): QuizEvent[] {
  switch (command.type) {
    case 'StartQuiz': {
      const d = command.data;
      if (state.quizzes.has(d.quizId)) return [];
      if (!d.questions.length) throw new Conflict('These notes have no key ideas or definitions to make a quiz from');
      return [{ type: 'QuizStarted', data: { quizId: d.quizId, notesId: d.notesId, userId: d.userId, questions: d.questions, timeLimitSeconds: d.timeLimitSeconds, startedAt: d.now } }];
    }
    case 'SubmitQuiz': {
      const d = command.data;
      const quiz = state.quizzes.get(d.quizId);
      if (!quiz) throw new NotFound('Quiz not found');
      if (quiz.completed) throw new Conflict('This quiz was already submitted');
      const elapsedSeconds = Math.max(0, (Date.parse(d.now) - Date.parse(quiz.startedAt)) / 1000);
      if (elapsedSeconds > quiz.timeLimitSeconds + QUIZ_SUBMIT_GRACE_SECONDS) {
        throw new Conflict('Time is up for this quiz. Take Quiz Again to start a new one.');
      }
      const chosen = new Map<string, number | null>();
      const typed = new Map<string, string>();
      for (const answer of d.answers) {
        const question = quiz.questions.find((q) => q.id === answer.questionId);
        if (!question) throw new Invalid(`Unknown question '${answer.questionId}'`);
        if (chosen.has(answer.questionId)) throw new Invalid(`Question '${answer.questionId}' was answered twice`);
        if (answer.selectedIndex !== null && answer.selectedIndex >= question.options.length) {
          throw new Invalid(question.kind === 'typed' ? `Question '${answer.questionId}' takes a typed answer` : `selectedIndex must be 0 to ${question.options.length - 1}`);
        }
        chosen.set(answer.questionId, answer.selectedIndex);
        if (question.kind === 'typed' && answer.typedAnswer?.trim()) typed.set(answer.questionId, answer.typedAnswer.trim());
      }
      const answers: QuizAnswerData[] = quiz.questions.map((q) => {
        if (q.kind === 'typed') {
          const typedAnswer = typed.get(q.id) ?? null;
          const elsewhere = quiz.questions.filter((o) => o !== q).flatMap((o) => [...(o.answerText ? [o.answerText] : []), ...o.options]);
          const correct = gradeTypedAnswer(q.answerText ?? '', typedAnswer, isSynonym, { elsewhere, ...(d.note ? { note: d.note } : {}), ...(d.language ? { language: d.language } : {}) });
          return { questionId: q.id, selectedIndex: null, typedAnswer, correctIndex: q.correctIndex, correct };
        }
        const selectedIndex = chosen.get(q.id) ?? null;
        return { questionId: q.id, selectedIndex, correctIndex: q.correctIndex, correct: selectedIndex === q.correctIndex };
      });
      const correct = answers.filter((a) => a.correct).length;
      const total = answers.length;
      return [{
        type: 'QuizCompleted',
        data: {
          quizId: d.quizId, notesId: d.notesId, userId: d.userId,
          score: Math.round((correct / total) * 100), correct, total,
          durationSeconds: Math.min(quiz.timeLimitSeconds, Math.round(elapsedSeconds)),
          timedOut: Boolean(d.timedOut) || elapsedSeconds >= quiz.timeLimitSeconds,
          answers, completedAt: d.now,
        },
      }];
    }
    default: { const unknown: never = command; return unknown; }
  }
}

/** The quiz decider grading typed answers with this synonym check. */
export function withSynonyms(isSynonym: SynonymCheck): Decider<QuizStreamState, QuizCommand, QuizEvent> {
  return { initialState, evolve, decide: (command, state) => decide(command, state, isSynonym) };
}
