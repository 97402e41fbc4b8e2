import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { invalidateApi } from '../../../lib/query-keys';
import { processMaterialRequest } from '../api/materials-api';

/**
 * POST /api/materials/process. Success: 'Success!' toast, the flashcard and notes caches refreshed
 * (spec section 7), then the new notes. Failure: 'Error' with the server's message.
 */
export function useProcessMaterial({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: processMaterialRequest,
    onSuccess: (result) => {
      toast({
        title: 'Success!',
        description: `Study materials generated successfully. Created ${result.flashcards.length} flashcards.`,
        variant: 'success',
      });
      onSuccess?.();
      void invalidateApi(queryClient, '/api/flashcards', '/api/notes');
      if (result.studyNotes?.id) navigate(`/notes/${result.studyNotes.id}`);
    },
    onError: (error) => {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to process materials', variant: 'destructive' });
    },
  });
}
