import { Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { notesStream, type StudyNotesView } from '@studyloop/events';
import { CommandsService } from '../event-store/commands.service.js';
import { isUuid } from '../common/uuid.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { MaterialEntity } from '../materials/material.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { VideoEntity } from '../videos/video.entity.js';
import * as notesDecider from './notes.decider.js';
import { StudyNotesEntity } from './study-notes.entity.js';
import { toStudyNotesView } from './study-notes.view.js';

const PUBLIC_LIMIT = 100;
const USER_LIMIT = 1000;

/** Read side of study notes plus Share (visibility). Private notes are 404 for everyone but the owner and members of groups they are shared with. */
@Injectable()
export class NotesService {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly groupAccess: GroupAccessService,
  ) {}

  /** The notes if the viewer may see them; 404 otherwise (never reveals that private notes exist). */
  async visibleNotes(id: string, viewerId: string | null, em: EntityManager = this.orm.em.fork()): Promise<StudyNotesEntity> {
    const notes = isUuid(id) ? await em.findOne(StudyNotesEntity, { id }) : null;
    const sharedWithViewer = async () => viewerId !== null && this.groupAccess.canAccessSharedNotes(viewerId, notes!.id);
    if (!notes || (!notes.isPublic && notes.userId !== viewerId && !(await sharedWithViewer()))) throw new NotFoundException('Study notes not found');
    return notes;
  }

  async get(id: string, viewerId: string | null): Promise<StudyNotesView> {
    const em = this.orm.em.fork();
    const notes = await this.visibleNotes(id, viewerId, em);
    return (await this.views(em, [notes], viewerId))[0];
  }

  async forUser(userId: string): Promise<StudyNotesView[]> {
    const em = this.orm.em.fork();
    const notes = await em.find(StudyNotesEntity, { userId }, { orderBy: { createdAt: 'desc' }, limit: USER_LIMIT });
    return this.views(em, notes, userId);
  }

  async publicNotes(viewerId: string | null): Promise<StudyNotesView[]> {
    const em = this.orm.em.fork();
    const notes = await em.find(StudyNotesEntity, { isPublic: true }, { orderBy: { createdAt: 'desc' }, limit: PUBLIC_LIMIT });
    return this.views(em, notes, viewerId);
  }

  async changeVisibility(id: string, userId: string, isPublic: boolean): Promise<StudyNotesView> {
    if (!isUuid(id)) throw new NotFoundException('Study notes not found');
    await this.commands.execute(notesStream(id), notesDecider, {
      type: 'ChangeVisibility', data: { notesId: id, isPublic, requestedBy: userId, now: new Date().toISOString() },
    }, { waitFor: ['study-notes'], metadata: { userId } });
    return this.get(id, userId);
  }

  private async views(em: EntityManager, notes: StudyNotesEntity[], viewerId: string | null): Promise<StudyNotesView[]> {
    if (!notes.length) return [];
    const materialIds = notes.map((n) => n.materialId);
    const [materials, videos, authors] = await Promise.all([
      em.find(MaterialEntity, { id: { $in: materialIds } }),
      em.find(VideoEntity, { id: { $in: notes.filter((n) => n.sourceKind === 'video').map((n) => n.materialId) } }),
      em.find(UserEntity, { id: { $in: [...new Set(notes.map((n) => n.userId))] } }, { fields: ['id', 'username'] }),
    ]);
    const materialById = new Map(materials.map((m) => [m.id, m]));
    const videoById = new Map(videos.map((v) => [v.id, v]));
    const authorById = new Map(authors.map((u) => [u.id, u.username]));
    return notes.map((n) => toStudyNotesView(
      n, viewerId, materialById.get(n.materialId) ?? null, videoById.get(n.materialId) ?? null, authorById.get(n.userId) ?? null,
    ));
  }
}
