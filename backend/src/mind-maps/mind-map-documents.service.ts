import { Inject, Injectable, Logger } from '@nestjs/common';
import { mindMapStream } from '@studyloop/events';
import type pg from 'pg';
import * as Y from 'yjs';
import { CommandsService } from '../event-store/commands.service.js';
import { PG_POOL } from '../database/database.module.js';
import type { StudyNotesEntity } from '../notes/study-notes.entity.js';
import { firstVersionUpdate } from './mind-map-doc.js';
import { MindMapDocumentStore } from './mind-map-document.store.js';
import { layoutMindMap } from './mind-map-layout.js';
import * as mindMapDecider from './mind-map.decider.js';

/** One mind map per notes: the map's id is the notes' id. */
export const mindMapIdForNotes = (notesId: string) => notesId;

/** Creates a notes' mind map on first use and loads stored documents. */
@Injectable()
export class MindMapDocumentsService {
  private readonly logger = new Logger('MindMaps');
  readonly store: MindMapDocumentStore;

  constructor(@Inject(PG_POOL) pool: pg.Pool, private readonly commands: CommandsService) {
    this.store = new MindMapDocumentStore(pool);
  }

  /**
   * Makes sure the notes' map exists: the first version is laid out from the notes and stored once,
   * whichever node gets there first; only that one records MindMapCreated.
   */
  async ensureCreated(notes: StudyNotesEntity, userId: string): Promise<string> {
    const mindMapId = mindMapIdForNotes(notes.id);
    if (await this.store.exists(mindMapId)) return mindMapId;
    const now = new Date().toISOString();
    const layout = layoutMindMap({
      title: notes.title, keyIdeas: notes.keyIdeas.map((k) => k.text), definitions: notes.definitions, language: notes.language,
      sections: (notes.sections ?? []).map((s) => ({ title: s.title, summary: s.summary, keyIdeas: s.keyIdeas.map((k) => k.text), definitions: s.definitions })),
    });
    const created = await this.store.createIfMissing(mindMapId, notes.id, firstVersionUpdate({ title: notes.title, notesId: notes.id, createdAt: now }, layout));
    if (created) {
      await this.commands.execute(mindMapStream(mindMapId), mindMapDecider, {
        type: 'CreateMindMap',
        data: { mindMapId, notesId: notes.id, userId, title: notes.title, nodeCount: layout.nodes.length, now },
      }, { metadata: { userId } });
      this.logger.log(`Mind map ${mindMapId} laid out from the notes (${layout.nodes.length} nodes)`);
    }
    return mindMapId;
  }

  /** The stored document (snapshot plus update log) as a fresh Y.Doc; null when never created. */
  async loadDoc(mindMapId: string): Promise<Y.Doc | null> {
    const stored = await this.store.load(mindMapId);
    if (!stored) return null;
    const doc = new Y.Doc();
    doc.transact(() => { for (const update of stored.updates) Y.applyUpdate(doc, update); });
    return doc;
  }
}
