import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { invalidateApi, invalidateKeys, invalidations, queryKeys } from '../../../lib/query-keys';
import { setNotesVisibilityRequest } from '../api/notes-api';

/** PATCH /api/notes/{id}/visibility; the notes view in the cache is replaced by the reply. */
export function useNotesVisibility(notesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) => setNotesVisibilityRequest(notesId, isPublic),
    onSuccess: (notes) => {
      queryClient.setQueryData(queryKeys.notes(notesId), notes);
      void invalidateKeys(queryClient, invalidations.notesLists);
      void invalidateApi(queryClient, '/api/flashcards');
    },
    onError: (error) => {
      toast({ title: 'Sharing failed', description: serverMessage(error) ?? 'Could not change who can see these notes.', variant: 'destructive' });
    },
  });
}
