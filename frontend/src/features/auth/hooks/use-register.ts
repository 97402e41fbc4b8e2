import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { registerRequest } from '../../../lib/auth/auth-api';
import { useAuthSuccess } from './use-auth-success';

/** POST /api/auth/register; toasts 'Account created!' and goes to / on success, 'Registration failed' otherwise. */
export function useRegister() {
  const onAuthenticated = useAuthSuccess();
  return useMutation({
    mutationFn: registerRequest,
    onSuccess: (user) =>
      onAuthenticated(user, { title: 'Account created!', description: 'Welcome to StudyLoop. Start by processing your first video.' }),
    onError: (error) =>
      toast({ title: 'Registration failed', description: serverMessage(error) ?? 'Failed to create account', variant: 'destructive' }),
  });
}
