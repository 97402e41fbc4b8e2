import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUser } from '../../../lib/auth/use-user';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { queryKeys } from '../../../lib/query-keys';
import { askRequest, fetchHistory, type ChatAnswer, type ChatHistory } from '../api/assistant-api';
import { newRequestId, useAnswerStream, useAssistantSocket } from './use-answer-stream';

/** A question that got no answer (the request failed); it stays on screen like in any chat. */
export interface UnansweredQuestion {
  id: string;
  question: string;
  askedAt: string;
}

export interface PendingQuestion extends UnansweredQuestion {
  requestId: string;
}

/** Spec section 8: AI chat failure. */
export const CHAT_ERROR_TITLE = 'Error';
export const CHAT_ERROR_DESCRIPTION = 'Failed to get AI response. Please try again.';

/**
 * One conversation with the assistant: /chat (no notesId) or a note's Q&A panel. The history is
 * reloaded from the server on every visit; each answer is added to it when it arrives.
 */
export function useAssistantConversation(notesId?: string) {
  const { isAuthenticated } = useUser();
  const queryClient = useQueryClient();
  const key = queryKeys.chatHistory(notesId);
  useAssistantSocket();

  const history = useQuery<ChatHistory>({
    queryKey: key,
    queryFn: ({ signal }) => fetchHistory(notesId, signal),
    enabled: isAuthenticated,
    refetchOnMount: 'always',
  });

  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const [unanswered, setUnanswered] = useState<UnansweredQuestion[]>([]);
  const streamed = useAnswerStream(pending?.requestId ?? null);

  const mutation = useMutation<ChatAnswer, Error, PendingQuestion>({
    mutationFn: (q) => askRequest({ question: q.question, requestId: q.requestId, ...(notesId ? { notesId } : {}) }),
    // Offline, fail at once with the error toast instead of waiting (paused) with "Thinking...".
    networkMode: 'always',
    onSuccess: (answer) => {
      queryClient.setQueryData<ChatHistory>(key, (old) => ({ exchanges: [...(old?.exchanges ?? []), answer] }));
    },
    onError: (error, q) => {
      setUnanswered((list) => [...list, { id: q.id, question: q.question, askedAt: q.askedAt }]);
      const detail = serverMessage(error);
      toast({
        title: CHAT_ERROR_TITLE,
        description: detail && detail !== CHAT_ERROR_DESCRIPTION ? `${CHAT_ERROR_DESCRIPTION} ${detail}` : CHAT_ERROR_DESCRIPTION,
        variant: 'destructive',
      });
    },
    onSettled: () => setPending(null),
  });

  /** Sends the trimmed question; ignored when blank or while an answer is pending. */
  const ask = (text: string): boolean => {
    const question = text.trim();
    if (!question || mutation.isPending || pending) return false;
    const requestId = newRequestId();
    const next: PendingQuestion = { id: requestId, requestId, question, askedAt: new Date().toISOString() };
    setPending(next);
    mutation.mutate(next);
    return true;
  };

  return {
    exchanges: history.data?.exchanges ?? [],
    isLoadingHistory: isAuthenticated && history.isPending,
    unanswered,
    pending,
    streamed,
    isPending: pending !== null,
    ask,
  };
}
