import type {
  QuizIntroView, QuizResultSummaryView, QuizResultView, StartedQuizView, SubmitQuizPayload,
} from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { QuizIntroView, QuizResultSummaryView, QuizResultView, StartedQuizView, SubmitQuizPayload };

const base = (notesId: string) => `/api/notes/${encodeURIComponent(notesId)}/quiz`;


export const startQuizRequest = (notesId: string) => api.post<StartedQuizView>(base(notesId));
