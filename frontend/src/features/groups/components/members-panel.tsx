import { Button } from '../../../components/ui/button';
import { groupsApi, type GroupRole, type StudyGroup } from '../api/groups-api';
import { useGroupMutation } from '../hooks/use-groups';
import { OwnerBadge, RoleBadge } from './role-badge';

/**
 * Members with their roles. Owner and admins change roles and remove members (only the owner touches
 * admins); everyone but the owner can leave; owner and admins can delete the group.
 */
export function MembersPanel({ group, userId, onGone }: { group: StudyGroup; userId: string; onGone: () => void }) {
  const isOwner = group.createdBy === userId;
  const canManage = group.myRole === 'admin';
  const setRole = useGroupMutation(({ memberId, role }: { memberId: string; role: GroupRole }) => groupsApi.setRole(group.id, memberId, role), {
    failureTitle: 'Could not change the role',
    successToast: () => ({ title: 'Role updated' }),
  });
  const removeMember = useGroupMutation((memberId: string) => groupsApi.removeMember(group.id, memberId), {
    failureTitle: 'Could not remove the member',
    successToast: () => ({ title: 'Member removed' }),
  });
  const leave = useGroupMutation(() => groupsApi.leave(group.id), {
    failureTitle: 'Could not leave the group',
    successToast: () => ({ title: 'You left the group', description: group.name }),
    onSuccess: onGone,
  });
  const remove = useGroupMutation(() => groupsApi.remove(group.id), {
    failureTitle: 'Could not delete the group',
    successToast: () => ({ title: 'Group deleted', description: group.name }),
    onSuccess: onGone,
  });

  return (
    <aside className="members-panel" aria-label="Members">
      <h3 className="members-panel__title">Members ({group.memberCount}/{group.maxMembers})</h3>
      <ul className="members-panel__list">
        {group.members.map((m) => {
          const memberIsOwner = m.id === group.createdBy;
          const mayEdit = canManage && !memberIsOwner && m.id !== userId && (isOwner || m.role !== 'admin');
          return (
            <li key={m.id} className="members-panel__member">
              <span className="members-panel__name">{m.username}{m.id === userId && ' (you)'}</span>
              <span className="row">
                {memberIsOwner && <OwnerBadge />}
                {mayEdit ? (
                  <select
                    aria-label={`Role of ${m.username}`}
                    className="input members-panel__role"
                    value={m.role}
                    disabled={setRole.isPending}
                    onChange={(e) => setRole.mutate({ memberId: m.id, role: e.target.value as GroupRole })}
                  >
                    {isOwner && <option value="admin">Admin</option>}
                    <option value="moderator">Moderator</option>
                    <option value="member">Member</option>
                  </select>
                ) : (
                  <RoleBadge role={m.role} />
                )}
                {mayEdit && (
                  <Button variant="ghost" size="sm" aria-label={`Remove ${m.username}`} onClick={() => {
                    if (window.confirm(`Remove ${m.username} from ${group.name}?`)) removeMember.mutate(m.id);
                  }}>Remove</Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="row">
        {!isOwner && (
          <Button variant="outline" size="sm" loading={leave.isPending} onClick={() => { if (window.confirm(`Leave ${group.name}?`)) leave.mutate(undefined); }}>
            Leave group
          </Button>
        )}
        {canManage && (
          <Button variant="destructive" size="sm" loading={remove.isPending} onClick={() => { if (window.confirm(`Delete ${group.name} for everyone? Its chat is deleted too.`)) remove.mutate(undefined); }}>
            Delete group
          </Button>
        )}
      </div>
    </aside>
  );
}
