import type { EntityManager } from '@mikro-orm/postgresql';
import type { MindMapEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { MindMapEntity, MindMapHistoryEntity } from './mind-map.entity.js';

export class MindMapsProjection implements Projection {
  readonly name = 'mind-maps';
  readonly tables = ['mind_maps', 'mind_map_history'];
  readonly eventTypes = new Set<string>(['MindMapCreated', 'MindMapEdited']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne(recorded as RecordedEvent<MindMapEvent>, em);
  }

  private async applyOne(recorded: RecordedEvent<MindMapEvent>, em: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as MindMapEvent;
    switch (event.type) {
      case 'MindMapCreated': {
        const d = event.data;
        if (await em.findOne(MindMapEntity, { id: d.mindMapId })) return;
        em.create(MindMapEntity, { id: d.mindMapId, notesId: d.notesId, title: d.title, createdBy: d.userId, createdAt: new Date(d.createdAt) });
        em.create(MindMapHistoryEntity, { eventId: recorded.eventId, mindMapId: d.mindMapId, kind: 'created', userId: d.userId, at: new Date(d.createdAt), nodesAdded: d.nodeCount });
        return;
      }
      case 'MindMapEdited': {
        const d = event.data;
        const map = await em.findOne(MindMapEntity, { id: d.mindMapId });
        if (map) {
          map.editCount += 1;
          if (!map.lastEditedAt || map.lastEditedAt.getTime() <= new Date(d.lastEditAt).getTime()) {
            map.lastEditedAt = new Date(d.lastEditAt);
            map.lastEditedBy = d.userId;
          }
        }
        em.create(MindMapHistoryEntity, {
          eventId: recorded.eventId, mindMapId: d.mindMapId, kind: 'edited', userId: d.userId, at: new Date(d.lastEditAt),
          nodesAdded: d.nodesAdded, nodesRemoved: d.nodesRemoved, nodesRenamed: d.nodesRenamed, nodesMoved: d.nodesMoved,
          connectionsAdded: d.connectionsAdded, connectionsRemoved: d.connectionsRemoved,
        });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
