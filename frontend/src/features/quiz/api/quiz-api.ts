import type {
  QuizIntroView, QuizResultSummaryView, QuizResultView, StartedQuizView, SubmitQuizPayload,
} from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { QuizIntroView, QuizResultSummaryView, QuizResultView, StartedQuizView, SubmitQuizPayload };

const base = (notesId: string) => `/api/notes/${encodeURIComponent(notesId)}/quiz`;

/** GET /api/notes/{id}/quiz (the default query function joins the key with '/'). */
export const quizIntroKey = (notesId: string) => ['/api/notes', notesId, 'quiz'] as const;
/** GET /api/notes/{id}/quiz/results */
export const quizResultsKey = (notesId: string) => ['/api/notes', notesId, 'quiz', 'results'] as const;
/** GET /api/notes/{id}/quiz/results/{quizId} */
export const quizResultKey = (notesId: string, quizId: string) => ['/api/notes', notesId, 'quiz', 'results', quizId] as const;
/** Other features' reads that count quiz results (dashboard, schedule, XP). */
export const STUDY_PROGRESS_KEYS = [['/api/analytics/dashboard'], ['/api/schedule/today'], ['/api/progress'], ['/api/progress/notes'], ['/api/auth/user']] as const;

export const startQuizRequest = (notesId: string) => api.post<StartedQuizView>(base(notesId));
export const submitQuizRequest = (notesId: string, payload: SubmitQuizPayload) => api.post<QuizResultView>(`${base(notesId)}/submit`, payload);
