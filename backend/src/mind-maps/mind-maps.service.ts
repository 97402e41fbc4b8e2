import { BadRequestException, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MIND_MAP_COLLAB_PREFIX, type MindMapHistoryEntry, type MindMapSaved, type MindMapSavePayload, type MindMapView } from '@studyloop/events';
import * as Y from 'yjs';
import { UserEntity } from '../users/user.entity.js';
import { CollabServer } from './collab/collab.server.js';
import { readMindMap } from './mind-map-doc.js';
import { MindMapAccessService } from './mind-map-access.service.js';
import { MindMapDocumentsService } from './mind-map-documents.service.js';
import { MindMapHistoryEntity } from './mind-map.entity.js';

const HISTORY_LIMIT = 50;

function isValidUpdate(update: Uint8Array): boolean {
  const scratch = new Y.Doc();
  try {
    Y.applyUpdate(scratch, update);
    return true;
  } catch {
    return false;
  } finally {
    scratch.destroy();
  }
}

@Injectable()
export class MindMapsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly access: MindMapAccessService,
    private readonly documents: MindMapDocumentsService,
    private readonly collab: CollabServer,
  ) {}

  /** The notes' mind map as the spec's entity (created from the notes on first use), for a user who may edit it. */
  async view(userId: string, notesId: string): Promise<MindMapView> {
    const notes = await this.access.notesFor(userId, notesId);
    const id = await this.documents.ensureCreated(notes, userId);
    const live = this.collab.liveDoc(id);
    const doc = live ?? (await this.documents.loadDoc(id));
    const content = doc ? readMindMap(doc) : { title: notes.title, createdAt: null, nodes: [] };
    if (!live) doc?.destroy();
    return {
      id,
      notesId: notes.id,
      title: content.title || notes.title,
      createdAt: content.createdAt ?? notes.createdAt.toISOString(),
      nodes: content.nodes,
      collabPath: `${MIND_MAP_COLLAB_PREFIX}${id}`,
    };
  }

  /** The editor's Save: the whole document state this browser has, stored at once. */
  async save(userId: string, notesId: string, payload: MindMapSavePayload): Promise<MindMapSaved> {
    const notes = await this.access.notesFor(userId, notesId);
    const id = await this.documents.ensureCreated(notes, userId);
    const update = new Uint8Array(Buffer.from(payload.update, 'base64'));
    if (!isValidUpdate(update)) throw new BadRequestException('This is not a mind map document');
    await this.collab.saveFromClient(id, update, userId);
    return { savedAt: new Date().toISOString() };
  }

  /** Who changed the map and how, most recent first. */
  async history(userId: string, notesId: string): Promise<MindMapHistoryEntry[]> {
    const notes = await this.access.notesFor(userId, notesId);
    const em = this.orm.em.fork();
    const rows = await em.find(MindMapHistoryEntity, { mindMapId: notes.id }, { orderBy: { at: 'desc' }, limit: HISTORY_LIMIT });
    const users = await em.find(UserEntity, { id: { $in: [...new Set(rows.map((r) => r.userId))] } });
    const names = new Map(users.map((u) => [u.id, u.username]));
    return rows.map((r) => ({
      id: r.eventId,
      kind: r.kind,
      userId: r.userId,
      username: names.get(r.userId) ?? null,
      at: r.at.toISOString(),
      nodesAdded: r.nodesAdded,
      nodesRemoved: r.nodesRemoved,
      nodesRenamed: r.nodesRenamed,
      nodesMoved: r.nodesMoved,
      connectionsAdded: r.connectionsAdded,
      connectionsRemoved: r.connectionsRemoved,
    }));
  }
}
