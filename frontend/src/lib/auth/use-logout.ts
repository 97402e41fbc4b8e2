import { useMutation } from '@tanstack/react-query';
import { logoutRequest } from './auth-api';

/** POST /api/auth/logout, then a full navigation to / (drops every cached query). Failures are only logged. */
export function useLogout() {
  return useMutation({
    mutationFn: logoutRequest,
    onSuccess: () => {
      window.location.assign('/');
    },
    onError: (error) => {
      console.error('Logout failed:', error);
    },
  });
}
