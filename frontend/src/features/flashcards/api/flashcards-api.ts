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
