import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { invalidateKeys, invalidations } from '../../../lib/query-keys';
import { promoteToAdmin } from '../api/admin-api';

export const PROMOTE_TOAST_MS = 5_000;

/** POST /api/admin/promote with the toasts of spec section 8; refreshes the user and the audit on success. */
export function usePromote(onPromoted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteToAdmin,
    onSuccess: async (reply, email) => {
      toast({ title: 'Success', description: reply?.message ?? `User ${email} has been promoted to admin`, variant: 'success', duration: PROMOTE_TOAST_MS });
      onPromoted();
      await invalidateKeys(queryClient, invalidations.promotion);
    },
    onError: (error) => {
      // A reply from the server (e.g. 403 'Only admins can do this') shows its message; no reply at all is a network failure.
      const description = error instanceof ApiError ? serverMessage(error) ?? 'Failed to promote user' : 'Failed to promote user to admin';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
