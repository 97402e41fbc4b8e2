import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  groupInviteStream, groupStream,
  type CreateGroupPayload, type GroupEvent, type GroupInviteCodeClaimed, type GroupRole, type NotesGroupsView,
  type SharedNotesView, type StudyGroup, type UpdateGroupPayload,
} from '@studyloop/events';
import { randomInt, randomUUID } from 'node:crypto';
import { CommandsService } from '../event-store/commands.service.js';
import { StreamCommandQueue } from '../event-store/stream-command-queue.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';
import * as groupDecider from './group.decider.js';
import { GROUP_NOT_FOUND, type GroupCommand, type GroupState } from './group.decider.js';
import { UserEntity } from '../users/user.entity.js';
import { GroupEntity, GroupMemberEntity } from './group.entity.js';
import type { ProjectionName } from '../projections/projection.js';

/** Unambiguous characters (no 0/O, 1/I/L) so a code read aloud or typed works. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface MemberRow { group_id: string; user_id: string; username: string | null; role: GroupRole; joined_at: Date }

const WAIT: { waitFor: ProjectionName[] } = { waitFor: ['groups'] };
const ROLE_ORDER: Record<GroupRole, number> = { admin: 0, moderator: 1, member: 2 };

@Injectable()
export class GroupsService {
  private readonly queue: StreamCommandQueue<GroupState, GroupCommand, GroupEvent>;

  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
  ) {
    this.queue = this.commands.queue(groupDecider, WAIT.waitFor);
  }

  // ---------- commands ----------

  async create(userId: string, payload: Required<CreateGroupPayload>): Promise<StudyGroup> {
    const groupId = randomUUID();
    await this.withNewInviteCode(async (inviteCode) => {
      await this.commands.decide({ group: { streamId: groupStream(groupId), decider: groupDecider } }, ({ group }) => ({
        group: groupDecider.decide({
          type: 'CreateGroup',
          data: { groupId, userId, name: payload.name, description: payload.description, maxMembers: payload.maxMembers, inviteCode, now: new Date().toISOString() },
        }, group),
        claims: [{ streamId: groupInviteStream(inviteCode), events: [claim(groupId, inviteCode)] }],
      }), { ...WAIT, metadata: { userId } });
    });
    return this.getGroup(groupId, userId);
  }

  async joinByCode(userId: string, rawCode: string): Promise<StudyGroup> {
    const inviteCode = rawCode.trim().toUpperCase();
    const [claimed] = await this.commands.readStream(groupInviteStream(inviteCode));
    if (!claimed) throw new NotFoundException('Invalid invite code');
    const groupId = (claimed.data as GroupInviteCodeClaimed['data']).groupId;
    await this.execute(userId, { type: 'JoinGroup', data: { groupId, userId, via: 'invite-code', inviteCode, now: new Date().toISOString() } });
    return this.joinedGroup(groupId, userId);
  }

  async joinPublic(userId: string, groupId: string): Promise<StudyGroup> {
    await this.execute(userId, { type: 'JoinGroup', data: { groupId, userId, via: 'public', now: new Date().toISOString() } });
    return this.joinedGroup(groupId, userId);
  }

  async leave(userId: string, groupId: string): Promise<void> {
    await this.execute(userId, { type: 'LeaveGroup', data: { groupId, userId, now: new Date().toISOString() } });
  }

  async removeMember(actorId: string, groupId: string, userId: string): Promise<StudyGroup> {
    await this.execute(actorId, { type: 'RemoveMember', data: { groupId, actorId, userId, now: new Date().toISOString() } });
    return this.getGroup(groupId, actorId);
  }

  async changeRole(actorId: string, groupId: string, userId: string, role: GroupRole): Promise<StudyGroup> {
    await this.execute(actorId, { type: 'ChangeMemberRole', data: { groupId, actorId, userId, role } });
    return this.getGroup(groupId, actorId);
  }

  async update(actorId: string, groupId: string, payload: UpdateGroupPayload): Promise<StudyGroup> {
    const current = await this.state(groupId);
    await this.execute(actorId, {
      type: 'ChangeGroupDetails',
      data: {
        groupId, actorId,
        name: payload.name ?? current.name,
        description: payload.description ?? current.description,
        maxMembers: payload.maxMembers ?? current.maxMembers,
      },
    });
    return this.getGroup(groupId, actorId);
  }

  async setVisibility(actorId: string, groupId: string, isPublic: boolean): Promise<StudyGroup> {
    await this.execute(actorId, { type: 'SetGroupVisibility', data: { groupId, actorId, isPublic } });
    return this.getGroup(groupId, actorId);
  }

  /** A new code replaces the old one at once; the old code stops working. */
  async regenerateInviteCode(actorId: string, groupId: string): Promise<{ inviteCode: string }> {
    let issued = '';
    await this.withNewInviteCode(async (inviteCode) => {
      await this.commands.decide({ group: { streamId: groupStream(groupId), decider: groupDecider } }, ({ group }) => ({
        group: groupDecider.decide({ type: 'RegenerateInviteCode', data: { groupId, actorId, inviteCode } }, group),
        claims: [{ streamId: groupInviteStream(inviteCode), events: [claim(groupId, inviteCode)] }],
      }), { ...WAIT, metadata: { userId: actorId } });
      issued = inviteCode;
    });
    return { inviteCode: issued };
  }

  async delete(actorId: string, groupId: string): Promise<void> {
    await this.execute(actorId, { type: 'DeleteGroup', data: { groupId, actorId, now: new Date().toISOString() } });
  }

  /** Only the notes' owner may share them, and only with a group they belong to. */
  async shareNotes(userId: string, groupId: string, notesId: string): Promise<SharedNotesView[]> {
    const notes = await this.orm.em.fork().findOne(StudyNotesEntity, { id: notesId });
    if (!notes) throw new NotFoundException('Study notes not found');
    if (notes.userId !== userId) throw new ForbiddenException('Only the owner of these notes can share them');
    await this.execute(userId, { type: 'ShareNotes', data: { groupId, actorId: userId, notesId, now: new Date().toISOString() } });
    return this.sharedNotes(userId, groupId);
  }

  async unshareNotes(userId: string, groupId: string, notesId: string): Promise<SharedNotesView[]> {
    await this.execute(userId, { type: 'UnshareNotes', data: { groupId, actorId: userId, notesId } });
    return this.sharedNotes(userId, groupId);
  }

  async state(groupId: string): Promise<GroupState> {
    return this.commands.state(groupStream(groupId), groupDecider);
  }

  /** Every command on a group goes through its queue: concurrent joins are decided together, never refused for contention. */
  private execute(userId: string, command: GroupCommand): Promise<GroupEvent[]> {
    return this.queue.submit(groupStream(command.data.groupId), command, { userId, correlationId: randomUUID(), occurredAt: new Date().toISOString() });
  }

  /** Claims a fresh code atomically with the write; a (rare) collision draws another. */
  private async withNewInviteCode(write: (code: string) => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const code = newInviteCode();
      try {
        await write(code);
        return;
      } catch (error) {
        const collision = error instanceof ExpectedVersionConflict && error.streamId === groupInviteStream(code);
        if (!collision || attempt >= 5) throw error;
      }
    }
  }

  // ---------- queries ----------

  async userGroups(userId: string): Promise<StudyGroup[]> {
    const em = this.orm.em.fork();
    const rows = await em.getConnection().execute<{ group_id: string }[]>(
      'SELECT gm.group_id FROM group_members gm JOIN groups g ON g.id = gm.group_id WHERE gm.user_id = ? ORDER BY g.created_at DESC', [userId],
    );
    const groups = await em.find(GroupEntity, { id: { $in: rows.map((r) => r.group_id) } }, { orderBy: { createdAt: 'desc' } });
    return this.toViews(groups, userId);
  }

  async publicGroups(userId: string | null): Promise<StudyGroup[]> {
    const groups = await this.orm.em.fork().find(GroupEntity, { isPublic: true }, { orderBy: { createdAt: 'desc' }, limit: 100 });
    return this.toViews(groups, userId);
  }

  /** Members see their group; anyone sees a public one; others get 404 so private groups stay unknown. */
  /**
   * The group as its new member sees it. The join is decided and recorded; if the read model lags
   * behind it (the reply then carries X-Read-Model-Lag), the member is still a member, not a 404.
   */
  private async joinedGroup(groupId: string, userId: string): Promise<StudyGroup> {
    const group = await this.orm.em.fork().findOne(GroupEntity, { id: groupId });
    if (!group) throw new NotFoundException(GROUP_NOT_FOUND);
    const [view] = await this.toViews([group], userId);
    return { ...view, myRole: view.myRole ?? 'member' };
  }

  async getGroup(groupId: string, userId: string | null): Promise<StudyGroup> {
    const group = await this.orm.em.fork().findOne(GroupEntity, { id: groupId });
    if (!group) throw new NotFoundException(GROUP_NOT_FOUND);
    const [view] = await this.toViews([group], userId);
    if (!group.isPublic && view.myRole === null) throw new NotFoundException(GROUP_NOT_FOUND);
    return view;
  }

  async sharedNotes(userId: string, groupId: string): Promise<SharedNotesView[]> {
    await this.requireMember(userId, groupId);
    const rows = await this.orm.em.getConnection().execute<{ notes_id: string; title: string; shared_by: string; username: string | null; shared_at: Date }[]>(
      `SELECT gn.notes_id, sn.title, gn.shared_by, u.username, gn.shared_at FROM group_notes gn
       JOIN study_notes sn ON sn.id = gn.notes_id LEFT JOIN users u ON u.id = gn.shared_by
       WHERE gn.group_id = ? ORDER BY gn.shared_at DESC`,
      [groupId],
    );
    return rows.map((r) => ({
      groupId, notesId: r.notes_id, title: r.title, sharedBy: r.shared_by, sharedByUsername: r.username ?? 'Former member', sharedAt: new Date(r.shared_at).toISOString(),
    }));
  }

  /** For the notes' Collaborate tab: the caller's groups these notes are shared with. */
  async groupsForNotes(userId: string, notesId: string): Promise<NotesGroupsView> {
    const em = this.orm.em.fork();
    const notes = await em.findOne(StudyNotesEntity, { id: notesId });
    if (!notes) throw new NotFoundException('Study notes not found');
    const rows = await em.getConnection().execute<{ group_id: string }[]>(
      `SELECT gn.group_id FROM group_notes gn JOIN group_members gm ON gm.group_id = gn.group_id AND gm.user_id = ?
       WHERE gn.notes_id = ? ORDER BY gn.shared_at`,
      [userId, notesId],
    );
    const isOwner = notes.userId === userId;
    if (!isOwner && !notes.isPublic && rows.length === 0) throw new NotFoundException('Study notes not found');
    const groups = await em.find(GroupEntity, { id: { $in: rows.map((r) => r.group_id) } });
    const order = new Map(rows.map((r, i) => [r.group_id, i]));
    groups.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return { notesId, isOwner, groups: await this.toViews(groups, userId) };
  }

  async requireMember(userId: string, groupId: string): Promise<GroupRole> {
    const [row] = await this.orm.em.getConnection().execute<{ role: GroupRole }[]>(
      'SELECT role FROM group_members WHERE group_id = ? AND user_id = ?', [groupId, userId],
    );
    if (row) return row.role;
    const exists = await this.orm.em.fork().count(GroupEntity, { id: groupId });
    if (!exists) throw new NotFoundException(GROUP_NOT_FOUND);
    throw new ForbiddenException(groupDecider.NOT_A_MEMBER);
  }

  private async toViews(groups: GroupEntity[], userId: string | null): Promise<StudyGroup[]> {
    if (groups.length === 0) return [];
    const em = this.orm.em.fork();
    const members = await em.find(GroupMemberEntity, { groupId: { $in: groups.map((g) => g.id) } });
    const users = await em.find(UserEntity, { id: { $in: [...new Set(members.map((m) => m.userId))] } }, { fields: ['id', 'username'] });
    const usernames = new Map(users.map((u) => [u.id, u.username]));
    const rows: MemberRow[] = members.map((m) => ({ group_id: m.groupId, user_id: m.userId, username: usernames.get(m.userId) ?? null, role: m.role, joined_at: m.joinedAt }));
    const byGroup = new Map<string, MemberRow[]>();
    for (const row of rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row]);
    return groups.map((g) => {
      const members = (byGroup.get(g.id) ?? [])
        .sort((a, b) => (a.user_id === g.createdBy ? -1 : b.user_id === g.createdBy ? 1 : 0) || ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || +new Date(a.joined_at) - +new Date(b.joined_at))
        .map((m) => ({ id: m.user_id, username: m.username ?? 'Unknown', avatarUrl: null, role: m.role, joinedAt: new Date(m.joined_at).toISOString() }));
      return {
        id: g.id, name: g.name, description: g.description, inviteCode: g.inviteCode, maxMembers: g.maxMembers,
        createdAt: g.createdAt.toISOString(), createdBy: g.createdBy, members, isPublic: g.isPublic, memberCount: members.length,
        myRole: members.find((m) => m.id === userId)?.role ?? null,
      };
    });
  }
}

function claim(groupId: string, inviteCode: string): GroupInviteCodeClaimed {
  return { type: 'GroupInviteCodeClaimed', data: { groupId, inviteCode } };
}
