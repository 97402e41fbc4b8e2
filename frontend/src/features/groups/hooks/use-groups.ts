import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth/use-user';
import { GROUPS_PATH, invalidateApi, queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../components/ui/toast/toast-store';
import { groupsApi, type NotesGroupsView, type SharedNotesView, type StudyGroup } from '../api/groups-api';

/** The signed-in user's groups; requested only when signed in (spec section 6). */
export function useUserGroups() {
  const { isAuthenticated } = useUser();
  return useQuery<StudyGroup[]>({ queryKey: queryKeys.userGroups, enabled: isAuthenticated });
}

/** Public groups, requested whether or not anyone is signed in (keyed by viewer: each group carries the viewer's role). */
export function usePublicGroups() {
  const { user } = useUser();
  return useQuery<StudyGroup[]>({ queryKey: queryKeys.publicGroups(user?.id ?? null) });
}

export function failureToast(title: string) {
  return (error: unknown) => toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

/**
 * A group mutation that refreshes every group list when it succeeds. `successToast` builds the
 * confirmation from the reply (return null for none); failures toast the server's message.
 */
export function useGroupMutation<TArgs, TResult>(
  run: (args: TArgs) => Promise<TResult>,
  options: { failureTitle: string; successToast?: (result: TResult, args: TArgs) => { title: string; description?: string } | null; onSuccess?: (result: TResult, args: TArgs) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, args) => {
      await invalidateApi(queryClient, GROUPS_PATH);
      const shown = options.successToast?.(result, args);
      if (shown) toast(shown);
      options.onSuccess?.(result, args);
    },
    onError: failureToast(options.failureTitle),
  });
}

export function useJoinPublicGroup(onJoined?: (group: StudyGroup) => void) {
  return useGroupMutation((groupId: string) => groupsApi.joinPublic(groupId), {
    failureTitle: 'Could not join the group',
    successToast: (group) => ({ title: 'Joined group', description: `You are now a member of ${group.name}.` }),
    onSuccess: (group) => onJoined?.(group),
  });
}

/** The signed-in user's groups these notes are shared with (Collaborate tab). */
export function useGroupsSharedWith(notesId: string) {
  const { isAuthenticated } = useUser();
  return useQuery<NotesGroupsView>({ queryKey: queryKeys.groupsSharedWith(notesId), enabled: isAuthenticated });
}

/** Notes shared with one group. */
export function useGroupNotes(groupId: string) {
  return useQuery<SharedNotesView[]>({ queryKey: queryKeys.groupNotes(groupId) });
}
