import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { invalidateKeys, invalidations, queryKeys } from '../../../lib/query-keys';
import { completeScheduleItem, savePreferences } from '../api/dashboard-api';

/** Saves goal and time zone; everything computed from the learner's day is read again. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.preferences, saved);
      void invalidateKeys(queryClient, invalidations.preferences);
      toast({ title: 'Preferences saved', description: `Daily goal ${saved.dailyGoal} minutes · days counted in ${saved.timeZone}.`, variant: 'success' });
    },
  });
}

/** Marks a schedule item done; spec section 4: the page reloads after success. */
export function useCompleteScheduleItem() {
  return useMutation({
    mutationFn: completeScheduleItem,
    onSuccess: () => window.location.reload(),
    onError: (error) => toast({ title: 'Failed to complete schedule', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
