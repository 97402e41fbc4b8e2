import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from './auth-api';
import { userQueryOptions } from './use-user';

/**
 * Wraps a button's action for signed-in users: it runs for a signed-in user and sends anyone else to
 * /auth (after `onSignedOut`, e.g. a toast). While the session is still being checked (a click during
 * page load), it waits for the answer instead of taking the visitor for signed out.
 */
export function useSignedInAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    <A extends unknown[]>(action: (user: CurrentUser, ...args: A) => void, onSignedOut?: () => void) =>
      async (...args: A) => {
        const user = await queryClient.ensureQueryData(userQueryOptions).catch(() => null);
        if (user) return action(user, ...args);
        onSignedOut?.();
        navigate('/auth');
      },
    [queryClient, navigate],
  );
}
