import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { NotesProgressView, ProgressView } from '../api/progress-api';

/** GET /api/progress: streak, XP and achievements over all activity. */
export function useProgress() {
  return useQuery<ProgressView>({ queryKey: queryKeys.progress });
}

/** GET /api/progress/notes/{id}: one notes' study figures. */
export function useNotesProgress(notesId: string) {
  return useQuery<NotesProgressView>({ queryKey: queryKeys.notesProgress(notesId) });
}
