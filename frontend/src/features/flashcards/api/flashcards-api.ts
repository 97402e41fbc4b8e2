import type {
  FlashcardDeckView, FlashcardExportFormat, FlashcardOverviewView, FlashcardRating, FlashcardReviewResultView, FlashcardView,
  StudyFlashcardView,
} from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { FlashcardDeckView, FlashcardOverviewView, FlashcardRating, FlashcardReviewResultView, FlashcardView, StudyFlashcardView };

/** The browser's IANA time zone: streak days are the learner's calendar days. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const tzQuery = () => `tz=${encodeURIComponent(browserTimeZone())}`;

/** Prefix of every read of one notes' cards (ours and the notes feature's GET /api/notes/{id}/flashcards). */
export const notesCardsKeyPrefix = (notesId: string) => ['/api/notes', notesId, 'flashcards'] as const;
export const deckQueryKey = (notesId: string) => [...notesCardsKeyPrefix(notesId), 'study'] as const;
/** Prefix of every /api/flashcards read (user, public, study, stats). */
export const FLASHCARDS_KEY_PREFIX = ['/api/flashcards'] as const;
export const OVERVIEW_QUERY_KEY = ['/api/flashcards', 'study'] as const;
export const PUBLIC_CARDS_QUERY_KEY = ['/api/flashcards', 'public'] as const;
/** Other features' reads that count reviews and quizzes (dashboard, schedule); refreshed after a review. */
export const STUDY_PROGRESS_KEYS = [['/api/analytics/dashboard'], ['/api/schedule/today'], ['/api/progress'], ['/api/progress/notes'], ['/api/auth/user']] as const;

/** GET /api/progress (the study streak over all activity, in the learner's saved time zone). */
export const PROGRESS_QUERY_KEY = ['/api/progress'] as const;

export const fetchDeck = (notesId: string, signal?: AbortSignal) =>
  api.get<FlashcardDeckView>(`/api/notes/${encodeURIComponent(notesId)}/flashcards/study?${tzQuery()}`, { signal });

export const fetchOverview = (signal?: AbortSignal) => api.get<FlashcardOverviewView>(`/api/flashcards/study?${tzQuery()}`, { signal });

export const fetchPublicCards = (signal?: AbortSignal) => api.get<FlashcardView[]>('/api/flashcards/public', { signal });

export interface ReviewInput {
  cardId: string;
  rating: FlashcardRating;
  elapsedMs?: number;
  /** Same id on a retry: the server counts the review once. */
  reviewId: string;
}

export const reviewFlashcardRequest = ({ cardId, ...body }: ReviewInput) =>
  api.post<FlashcardReviewResultView>(`/api/flashcards/${encodeURIComponent(cardId)}/review`, body);

export const exportUrl = (notesId: string, format: FlashcardExportFormat) =>
  `/api/notes/${encodeURIComponent(notesId)}/flashcards/export?format=${format}`;
