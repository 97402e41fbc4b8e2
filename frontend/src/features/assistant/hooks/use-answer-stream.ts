import type { AssistantDelta } from '@studyloop/events';
import { useEffect, useState } from 'react';
import { useUser } from '../../../lib/auth/use-user';
import { getSocket } from '../../../lib/socket';

/** A client-chosen id for one question; the server tags the streamed answer's pieces with it. */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `ask-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The answer text streamed so far for `requestId` (`assistant:delta` on the user's socket room),
 * or '' — a language model streams; the local engine answers at once and sends nothing.
 */
export function useAnswerStream(requestId: string | null): string {
  const { isAuthenticated } = useUser();
  const [text, setText] = useState('');

  useEffect(() => {
    setText('');
    if (!isAuthenticated || !requestId) return;
    const socket = getSocket();
    const onDelta = (payload: AssistantDelta) => {
      if (payload.requestId === requestId) setText((previous) => previous + payload.delta);
    };
    socket.on('assistant:delta', onDelta);
    return () => {
      socket.off('assistant:delta', onDelta);
    };
  }, [isAuthenticated, requestId]);

  return text;
}

/** Opens the socket early so the first pieces of an answer are not missed. */
export function useAssistantSocket(): void {
  const { isAuthenticated } = useUser();
  useEffect(() => {
    if (isAuthenticated) getSocket();
  }, [isAuthenticated]);
}
