import type { ProgressView } from '@studyloop/events';
import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  fetchDeck, fetchOverview, fetchPublicCards,
  type FlashcardDeckView, type FlashcardOverviewView, type FlashcardView,
} from '../api/flashcards-api';

const retryUnlessMissing = (failureCount: number, error: unknown) => errorStatus(error) !== 404 && shouldRetry(failureCount, error);
/** Spec section 7: the card lists retry once. */
const retryOnce = (failureCount: number, error: unknown) => errorStatus(error) !== 401 && failureCount < 1;

/** One notes' cards with FSRS state and (for the owner) figures. */
export function useFlashcardDeck(notesId: string) {
  return useQuery<FlashcardDeckView>({
    queryKey: queryKeys.flashcardDeck(notesId),
    queryFn: ({ signal }) => fetchDeck(notesId, signal),
    enabled: notesId !== '',
    retry: retryUnlessMissing,
  });
}

/** The signed-in learner's cards and overall figures (/flashcards). */
export function useFlashcardOverview(enabled: boolean) {
  return useQuery<FlashcardOverviewView>({
    queryKey: queryKeys.flashcardsOverview,
    queryFn: ({ signal }) => fetchOverview(signal),
    enabled,
    retry: retryOnce,
  });
}

/** Cards of public notes (requested signed in or not). */
export function usePublicFlashcards() {
  return useQuery<FlashcardView[]>({
    queryKey: queryKeys.publicFlashcards,
    queryFn: ({ signal }) => fetchPublicCards(signal),
    retry: retryOnce,
  });
}

/** GET /api/progress: the study streak over all activity (the deck's own review-day streak stands in while it fails). */
export function useStudyProgress(enabled: boolean) {
  return useQuery<ProgressView>({ queryKey: queryKeys.progress, enabled, retry: false });
}
