import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { loginRequest } from '../../../lib/auth/auth-api';
import { useAuthSuccess } from './use-auth-success';

/** POST /api/auth/login; toasts 'Welcome back!' and goes to / on success, 'Login failed' otherwise. */
export function useLogin() {
  const onAuthenticated = useAuthSuccess();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (user) => onAuthenticated(user, { title: 'Welcome back!', description: 'You have successfully logged in.' }),
    onError: (error) =>
      toast({ title: 'Login failed', description: serverMessage(error) ?? 'Invalid email or password', variant: 'destructive' }),
  });
}
