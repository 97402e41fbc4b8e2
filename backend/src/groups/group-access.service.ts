import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { GroupRole } from '@studyloop/events';
import { GroupMemberEntity, GroupNotesEntity } from './group.entity.js';

/**
 * Who may see what a group shares; other features (mind maps, notes) ask here. Reads the 'groups'
 * read model, which group commands wait for before replying, so a join is visible as soon as it returns.
 */
@Injectable()
export class GroupAccessService {
  constructor(private readonly orm: MikroORM) {}

  async roleOf(userId: string, groupId: string): Promise<GroupRole | null> {
    const member = await this.orm.em.fork().findOne(GroupMemberEntity, { groupId, userId });
    return member?.role ?? null;
  }

  async isMember(userId: string, groupId: string): Promise<boolean> {
    return (await this.roleOf(userId, groupId)) !== null;
  }

  /** Ids of the groups these notes are shared with. */
  async groupsSharingNotes(notesId: string): Promise<string[]> {
    const rows = await this.orm.em.fork().find(GroupNotesEntity, { notesId }, { orderBy: { sharedAt: 'asc' } });
    return rows.map((r) => r.groupId);
  }

  /** Ids of the caller's groups that these notes are shared with. */
  async memberGroupsSharingNotes(userId: string, notesId: string): Promise<string[]> {
    const rows = await this.orm.em.getConnection().execute<{ group_id: string }[]>(
      `SELECT gn.group_id FROM group_notes gn
       JOIN group_members gm ON gm.group_id = gn.group_id AND gm.user_id = ?
       WHERE gn.notes_id = ? ORDER BY gn.shared_at`,
      [userId, notesId],
    );
    return rows.map((r) => r.group_id);
  }

  /** True when the user is a member of a group these notes are shared with (the notes' owner is checked by the caller). */
  async canAccessSharedNotes(userId: string, notesId: string): Promise<boolean> {
    return (await this.memberGroupsSharingNotes(userId, notesId)).length > 0;
  }
}
