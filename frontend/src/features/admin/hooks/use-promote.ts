import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth/auth-api';
import { ADMIN_AUDIT_KEY, promoteToAdmin } from '../api/admin-api';

export const PROMOTE_TOAST_MS = 5_000;

/** POST /api/admin/promote with the toasts of spec section 8; refreshes the user and the audit on success. */
export function usePromote(onPromoted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteToAdmin,
    onSuccess: async (reply, email) => {
      toast({ title: 'Success', description: reply?.message ?? `User ${email} has been promoted to admin`, variant: 'success', duration: PROMOTE_TOAST_MS });
      onPromoted();
      await Promise.all([queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY })]);
    },
    onError: (error) => {
      // A reply from the server (e.g. 403 'Only admins can do this') shows its message; no reply at all is a network failure.
      const description = error instanceof ApiError ? serverMessage(error) ?? 'Failed to promote user' : 'Failed to promote user to admin';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
