import type { EntityManager } from '@mikro-orm/postgresql';
import { eventsOfTypes, GROUP_EVENT_TYPES, type GroupEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { GroupEntity, GroupMemberEntity, GroupNotesEntity } from './group.entity.js';

/** Groups, their current members and the notes shared with them, from stream group-<id>. */
export class GroupsProjection implements Projection {
  readonly name = 'groups';
  readonly tables = ['groups', 'group_members', 'group_notes'];
  readonly eventTypes: ReadonlySet<string> = GROUP_EVENT_TYPES;

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const event of eventsOfTypes(events, GROUP_EVENT_TYPES)) await this.applyOne(event, em);
  }

  private async applyOne(event: GroupEvent, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'GroupCreated': {
        const d = event.data;
        await em.insert(GroupEntity, {
          id: d.groupId, name: d.name, description: d.description, inviteCode: d.inviteCode, maxMembers: d.maxMembers,
          isPublic: d.isPublic, createdBy: d.createdBy, createdAt: new Date(d.createdAt), memberCount: 0,
        });
        return;
      }
      case 'GroupMemberJoined': {
        const d = event.data;
        await em.upsert(GroupMemberEntity, { groupId: d.groupId, userId: d.userId, role: d.role, joinedAt: new Date(d.joinedAt) });
        await this.recount(em, d.groupId);
        return;
      }
      case 'GroupMemberLeft':
      case 'GroupMemberRemoved':
        await em.nativeDelete(GroupMemberEntity, { groupId: event.data.groupId, userId: event.data.userId });
        await this.recount(em, event.data.groupId);
        return;
      case 'GroupMemberRoleChanged':
        await em.nativeUpdate(GroupMemberEntity, { groupId: event.data.groupId, userId: event.data.userId }, { role: event.data.role });
        return;
      case 'GroupDetailsChanged':
        await em.nativeUpdate(GroupEntity, { id: event.data.groupId }, { name: event.data.name, description: event.data.description, maxMembers: event.data.maxMembers });
        return;
      case 'GroupVisibilityChanged':
        await em.nativeUpdate(GroupEntity, { id: event.data.groupId }, { isPublic: event.data.isPublic });
        return;
      case 'GroupInviteCodeRegenerated':
        await em.nativeUpdate(GroupEntity, { id: event.data.groupId }, { inviteCode: event.data.inviteCode });
        return;
      case 'GroupDeleted':
        await em.nativeDelete(GroupNotesEntity, { groupId: event.data.groupId });
        await em.nativeDelete(GroupMemberEntity, { groupId: event.data.groupId });
        await em.nativeDelete(GroupEntity, { id: event.data.groupId });
        return;
      case 'GroupNotesShared': {
        const d = event.data;
        await em.upsert(GroupNotesEntity, { groupId: d.groupId, notesId: d.notesId, sharedBy: d.sharedBy, sharedAt: new Date(d.sharedAt) });
        return;
      }
      case 'GroupNotesUnshared':
        await em.nativeDelete(GroupNotesEntity, { groupId: event.data.groupId, notesId: event.data.notesId });
        return;
      default: { const unknown: never = event; return unknown; }
    }
  }

  private async recount(em: EntityManager, groupId: string): Promise<void> {
    const count = await em.count(GroupMemberEntity, { groupId });
    await em.nativeUpdate(GroupEntity, { id: groupId }, { memberCount: count });
  }
}
