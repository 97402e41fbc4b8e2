import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { invalidateApi } from '../../../lib/query-keys';
import { processVideoRequest } from '../api/home-api';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

export const LOGIN_REDIRECT_MS = 1_500;
export const PRICING_REDIRECT_MS = 2_000;

const AUTH_ERROR = /401|Authentication required|Not authenticated/;
const LIMIT_ERROR = /limit reached/;

/** The 'Login Required' toast and the redirect to /auth 1.5 s later (spec sections 5 and 8). */
export function useLoginRequired() {
  const navigateLater = useDelayedNavigate();
  return () => {
    toast({
      title: 'Login Required',
      description: 'Please log in to process videos. Redirecting to login page...',
      variant: 'destructive',
    });
    navigateLater('/auth', LOGIN_REDIRECT_MS);
  };
}

/**
 * POST /api/videos/process with the spec's outcome handling (section 8, "Video processing"):
 * success toast, refresh of recent videos/usage/library, then /notes/{id}; 401 → login; 'limit
 * reached' → upgrade toast and /pricing after 2 s; anything else → 'Processing Failed'.
 */
export function useProcessVideo({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const loginRequired = useLoginRequired();

  return useMutation({
    mutationFn: processVideoRequest,
    onSuccess: (result) => {
      const count = result.flashcards.length;
      toast({
        title: 'Video Processed!',
        description: result.alreadyProcessed
          ? `You already processed this video: here are its study notes and ${count} flashcards.`
          : `Created study notes and ${count} flashcards.`,
        variant: 'success',
      });
      onSuccess?.();
      void invalidateApi(queryClient, '/api/videos', '/api/user/usage', '/api/notes', '/api/flashcards');
      navigate(`/notes/${result.studyNotes.id}`);
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      if (AUTH_ERROR.test(message)) {
        loginRequired();
        return;
      }
      if (LIMIT_ERROR.test(message)) {
        toast({
          title: 'Monthly Video Limit Reached',
          description: 'Upgrade to Premium for unlimited video processing.',
          variant: 'destructive',
        });
        void invalidateApi(queryClient, '/api/user/usage');
        navigateLater('/pricing', PRICING_REDIRECT_MS);
        return;
      }
      toast({
        title: 'Processing Failed',
        description: serverMessage(error) ?? 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
      // A video whose captions could not be fetched is recorded as failed; show it in the lists.
      void invalidateApi(queryClient, '/api/videos', '/api/user/usage');
    },
  });
}
