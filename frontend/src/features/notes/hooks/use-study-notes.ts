import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { type FlashcardView, type StudyNotesView } from '../api/notes-api';

/** A missing or someone else's private notes answer 404 (or 400 for a malformed id): no point retrying. */
export function isNotesNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

const retryUnlessNotFound = (failureCount: number, error: unknown) => !isNotesNotFound(error) && shouldRetry(failureCount, error);

/** GET /api/notes/{id}. Shared by the header, the Notes tab and the route's not-found state. */
export function useStudyNotes(notesId: string) {
  return useQuery<StudyNotesView>({
    queryKey: queryKeys.notes(notesId),
    enabled: notesId !== '',
    retry: retryUnlessNotFound,
  });
}

/** GET /api/notes/{id}/flashcards. */
export function useNotesFlashcards(notesId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<FlashcardView[]>({
    queryKey: queryKeys.notesFlashcards(notesId),
    enabled: enabled && notesId !== '',
    retry: retryUnlessNotFound,
  });
}
