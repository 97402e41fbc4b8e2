import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { invalidateKeys, invalidations, queryKeys } from '../../../lib/query-keys';
import { reviewFlashcardRequest, type ReviewInput } from '../api/flashcards-api';

/** Grades a card; afterwards every view of cards, figures and progress reads fresh data. */
export function useReviewFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewFlashcardRequest(input),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notesFlashcards(result.card.notesId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.flashcards }),
        invalidateKeys(queryClient, invalidations.studyProgress),
      ]);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Review not saved', description: serverMessage(error) ?? 'Please try again.' });
    },
  });
}
