import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { NotesProgressView } from '../api/study-api';

/** GET /api/progress/notes/{id}: the minutes and sessions studied on these notes. */
export function useNotesStudyProgress(notesId: string) {
  return useQuery<NotesProgressView>({ queryKey: queryKeys.notesProgress(notesId) });
}
