import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import {
  quizIntroKey, quizResultKey, quizResultsKey, startQuizRequest, STUDY_PROGRESS_KEYS, submitQuizRequest,
  type QuizIntroView, type QuizResultSummaryView, type QuizResultView, type SubmitQuizPayload,
} from '../api/quiz-api';

const retryUnlessMissing = (failureCount: number, error: unknown) => errorStatus(error) !== 404 && shouldRetry(failureCount, error);

export function useQuizIntro(notesId: string, enabled: boolean) {
  return useQuery<QuizIntroView>({ queryKey: quizIntroKey(notesId), enabled: enabled && notesId !== '', retry: retryUnlessMissing });
}

export function useQuizResults(notesId: string, enabled: boolean) {
  return useQuery<QuizResultSummaryView[]>({ queryKey: quizResultsKey(notesId), enabled: enabled && notesId !== '', retry: retryUnlessMissing });
}

export function useQuizResult(notesId: string, quizId: string | null) {
  return useQuery<QuizResultView>({ queryKey: quizResultKey(notesId, quizId ?? ''), enabled: !!quizId, retry: retryUnlessMissing });
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
      queryClient.setQueryData(quizResultKey(notesId, result.quizId), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quizIntroKey(notesId), exact: true }),
        queryClient.invalidateQueries({ queryKey: quizResultsKey(notesId), exact: true }),
        ...STUDY_PROGRESS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
