import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Forbidden, NotFound } from '../common/domain-errors.js';
import { isUuid } from '../common/uuid.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { GroupAccessService } from '../groups/group-access.service.js';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';


export const MIND_MAP_FORBIDDEN = 'Only the owner of these notes and members of a study group they are shared with can edit this mind map.';

/**
 * Who may open and edit a notes' mind map: the owner of the notes, or a member of a group the notes
 * are shared with. Everyone else gets 403, unknown notes 404.
 */
@Injectable()
export class MindMapAccessService {
  constructor(private readonly orm: MikroORM, private readonly groups: GroupAccessService) {}

  async notesFor(userId: string, notesId: string): Promise<StudyNotesEntity> {
    const notes = isUuid(notesId) ? await this.orm.em.fork().findOne(StudyNotesEntity, { id: notesId }) : null;
    if (!notes) throw new NotFoundException('Study notes not found');
    if (notes.userId !== userId && !(await this.groups.canAccessSharedNotes(userId, notesId))) throw new ForbiddenException(MIND_MAP_FORBIDDEN);
    return notes;
  }

  /** False when refused (403/404); other failures (e.g. the database) are thrown, not taken as a refusal. */
  async mayEdit(userId: string, notesId: string): Promise<boolean> {
    try {
      await this.notesFor(userId, notesId);
      return true;
    } catch (error) {
      if (error instanceof ForbiddenException || error instanceof NotFoundException || error instanceof Forbidden || error instanceof NotFound) return false;
      throw error;
    }
  }
}
