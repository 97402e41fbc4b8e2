import { useMutation, useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  startQuizRequest,
  type QuizIntroView, type QuizResultSummaryView, type QuizResultView,
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

export { useSubmitQuiz } from '../../../hooks/use-submit-quiz';
