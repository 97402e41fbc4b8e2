import type { ProcessingProgress } from '@studyloop/events';
import { useEffect, useState } from 'react';
import { useUser } from '../lib/auth/use-user';
import { getSocket } from '../lib/socket';

/** A client-chosen id for one processing request, echoed by the server in `processing:progress`. */
export function newJobId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `job-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The latest `processing:progress` of job `jobId` pushed to the signed-in user's room, or null.
 * The socket is opened as soon as a signed-in page mounts, so the first stages are not missed.
 */
export function useProcessingProgress(jobId: string | null): ProcessingProgress | null {
  const { isAuthenticated } = useUser();
  const [progress, setProgress] = useState<ProcessingProgress | null>(null);

  useEffect(() => {
    setProgress(null);
    if (!isAuthenticated) return;
    const socket = getSocket();
    if (!jobId) return;
    const onProgress = (payload: ProcessingProgress) => {
      if (payload.jobId !== jobId) return;
      // Percent never goes back within a job, even if two events arrive out of order.
      setProgress((previous) => (previous && previous.percent > payload.percent ? { ...payload, percent: previous.percent } : payload));
    };
    // The event name is checked against ServerToClientEvents (a value import of the events package would bundle zod).
    socket.on('processing:progress', onProgress);
    return () => {
      socket.off('processing:progress', onProgress);
    };
  }, [isAuthenticated, jobId]);

  return progress;
}
