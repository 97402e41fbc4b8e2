import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from './auth-api';
import { userQueryOptions } from './use-user';

/**
 * The signed-in user, or null, once the session check has answered. A click during page load waits
 * for that answer instead of taking a signed-in learner for a visitor.
 */
export function useSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (): Promise<CurrentUser | null> => queryClient.ensureQueryData(userQueryOptions).catch(() => null),
    [queryClient],
  );
}

/**
 * Wraps a button's action for signed-in users: it runs for a signed-in user and sends anyone else to
 * /auth (after `onSignedOut`, e.g. a toast).
 */
export function useSignedInAction() {
  const sessionUser = useSessionUser();
  const navigate = useNavigate();
  return useCallback(
    <A extends unknown[]>(action: (user: CurrentUser, ...args: A) => void, onSignedOut?: () => void) =>
      async (...args: A) => {
        const user = await sessionUser();
        if (user) return action(user, ...args);
        onSignedOut?.();
        navigate('/auth');
      },
    [sessionUser, navigate],
  );
}
