import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { invalidateKeys, invalidations, queryKeys } from '../../../lib/query-keys';
import {
  startQuizRequest, submitQuizRequest,
  type QuizIntroView, type QuizResultSummaryView, type QuizResultView, type SubmitQuizPayload,
} from '../api/quiz-api';

const retryUnlessMissing = (failureCount: number, error: unknown) => errorStatus(error) !== 404 && shouldRetry(failureCount, error);

export function useQuizIntro(notesId: string, enabled: boolean) {
  return useQuery<QuizIntroView>({ queryKey: queryKeys.quizIntro(notesId), enabled: enabled && notesId !== '', retry: retryUnlessMissing });
}

export function useQuizResults(notesId: string, enabled: boolean) {
  return useQuery<QuizResultSummaryView[]>({ queryKey: queryKeys.quizResults(notesId), enabled: enabled && notesId !== '', retry: retryUnlessMissing });
}

export function useQuizResult(notesId: string, quizId: string | null) {
  return useQuery<QuizResultView>({ queryKey: queryKeys.quizResult(notesId, quizId ?? ''), enabled: !!quizId, retry: retryUnlessMissing });
}

export function useStartQuiz(notesId: string) {
  return useMutation({ mutationFn: () => startQuizRequest(notesId) });
}

/** Submits answers; the server grades. Afterwards the intro, past results and progress views refresh. */
export function useSubmitQuiz(notesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubmitQuizPayload) => submitQuizRequest(notesId, payload),
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
