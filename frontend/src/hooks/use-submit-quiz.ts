import type { QuizResultView, SubmitQuizPayload } from '@studyloop/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { invalidateKeys, invalidations, queryKeys } from '../lib/query-keys';

/**
 * Submits quiz answers; the server grades. Afterwards the intro, past results and progress views
 * refresh. App-wide because both the notes' Quiz tab and the assistant's chat quizzes submit.
 */
export function useSubmitQuiz(notesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubmitQuizPayload) =>
      api.post<QuizResultView>(`/api/notes/${encodeURIComponent(notesId)}/quiz/submit`, payload),
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKeys.quizResult(notesId, result.quizId), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quizIntro(notesId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quizResults(notesId), exact: true }),
        invalidateKeys(queryClient, invalidations.studyProgress),
      ]);
    },
  });
}
