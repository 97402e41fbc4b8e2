import type {
  CreateGroupPayload, GroupMessagesPage, GroupRole, NotesGroupsView, SharedNotesView, StudyGroup,
} from '@studyloop/events';
import { api } from '../../../lib/api-client';
import { GROUPS_PATH } from '../../../lib/query-keys';

export type { GroupMessagesPage, GroupRole, NotesGroupsView, SharedNotesView, StudyGroup };


/** Kept in step with the server's constants (api/groups.ts) without importing the zod schemas into this chunk. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const groupsApi = {
  create: (payload: CreateGroupPayload) => api.post<StudyGroup>(GROUPS_PATH, payload),
  joinByCode: (inviteCode: string) => api.post<StudyGroup>(`${GROUPS_PATH}/join`, { inviteCode }),
  joinPublic: (groupId: string) => api.post<StudyGroup>(`${GROUPS_PATH}/${groupId}/join`),
  leave: (groupId: string) => api.post<{ message: string }>(`${GROUPS_PATH}/${groupId}/leave`),
  remove: (groupId: string) => api.delete<{ message: string }>(`${GROUPS_PATH}/${groupId}`),
  setVisibility: (groupId: string, isPublic: boolean) => api.put<StudyGroup>(`${GROUPS_PATH}/${groupId}/visibility`, { isPublic }),
  regenerateInviteCode: (groupId: string) => api.post<{ inviteCode: string }>(`${GROUPS_PATH}/${groupId}/invite-code`),
  setRole: (groupId: string, userId: string, role: GroupRole) => api.put<StudyGroup>(`${GROUPS_PATH}/${groupId}/members/${userId}/role`, { role }),
  removeMember: (groupId: string, userId: string) => api.delete<StudyGroup>(`${GROUPS_PATH}/${groupId}/members/${userId}`),
  shareNotes: (groupId: string, notesId: string) => api.post<SharedNotesView[]>(`${GROUPS_PATH}/${groupId}/notes`, { notesId }),
  unshareNotes: (groupId: string, notesId: string) => api.delete<SharedNotesView[]>(`${GROUPS_PATH}/${groupId}/notes/${notesId}`),
  messagesBefore: (groupId: string, before: number) => api.get<GroupMessagesPage>(`${GROUPS_PATH}/${groupId}/messages?before=${before}`),
  deleteMessage: (groupId: string, messageId: string) => api.delete<{ message: string }>(`${GROUPS_PATH}/${groupId}/messages/${messageId}`),
};
