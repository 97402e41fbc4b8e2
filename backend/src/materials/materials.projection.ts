import type { EntityManager } from '@mikro-orm/postgresql';
import { eventsOfTypes, type MaterialEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { MaterialEntity, SourceSegmentEntity } from './material.entity.js';

const SEGMENT_INSERT_BATCH = 1000;

/** Materials and their extracted segments (videos/ keeps the video rows). Native statements: each event lands in order. */
export class MaterialsProjection implements Projection {
  readonly name = 'materials';
  readonly tables = ['materials', 'source_segments'];
  readonly eventTypes: ReadonlySet<MaterialEvent['type']> = new Set<MaterialEvent['type']>([
    'MaterialSubmitted', 'VideoSubmitted', 'VideoResubmitted', 'VideoMetadataResolved', 'SourceTextExtracted', 'ProcessingFailed', 'ProcessingCompleted',
  ]);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const event of eventsOfTypes(events, this.eventTypes)) await this.applyOne(event, event.createdAt, em);
  }

  private async applyOne(event: MaterialEvent, at: Date, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'MaterialSubmitted': {
        const d = event.data;
        const when = new Date(d.submittedAt);
        await em.insert(MaterialEntity, {
          id: d.materialId, userId: d.userId, kind: d.kind, filename: d.filename, status: 'processing', createdAt: when, updatedAt: when,
        });
        return;
      }
      case 'VideoSubmitted': {
        const d = event.data;
        const when = new Date(d.submittedAt);
        await em.insert(MaterialEntity, { id: d.materialId, userId: d.userId, kind: 'video', url: d.url, status: 'processing', createdAt: when, updatedAt: when });
        return;
      }
      case 'VideoResubmitted': {
        const d = event.data;
        await em.nativeUpdate(MaterialEntity, { id: d.materialId }, { status: 'processing', url: d.url, failureReason: null, failedStage: null, updatedAt: at });
        return;
      }
      case 'VideoMetadataResolved': {
        const d = event.data;
        await em.nativeUpdate(MaterialEntity, { id: d.materialId }, { title: d.title, durationSeconds: d.durationSeconds, updatedAt: at });
        return;
      }
      case 'SourceTextExtracted': {
        const d = event.data;
        const material = await em.findOne(MaterialEntity, { id: d.materialId }, { disableIdentityMap: true });
        if (!material) return;
        await em.nativeUpdate(MaterialEntity, { id: d.materialId }, {
          title: material.title ?? d.title, wordCount: d.wordCount, pageCount: d.pageCount,
          durationSeconds: material.durationSeconds ?? d.durationSeconds, captionOrigin: d.captionOrigin, language: d.language,
          status: 'processing', failureReason: null, failedStage: null, updatedAt: at,
        });
        // A caption upload after a failed generation replaces what was extracted before.
        await em.nativeDelete(SourceSegmentEntity, { materialId: d.materialId });
        const rows = d.segments.map((s, position) => ({
          materialId: d.materialId, position, userId: material.userId, text: s.text,
          page: s.page ?? null, startSeconds: s.start ?? null, endSeconds: s.end ?? null,
        }));
        for (let i = 0; i < rows.length; i += SEGMENT_INSERT_BATCH) await em.insertMany(SourceSegmentEntity, rows.slice(i, i + SEGMENT_INSERT_BATCH));
        return;
      }
      case 'ProcessingFailed': {
        const d = event.data;
        await em.nativeUpdate(MaterialEntity, { id: d.materialId }, { status: 'failed', failureReason: d.reason, failedStage: d.stage, updatedAt: at });
        return;
      }
      case 'ProcessingCompleted': {
        const d = event.data;
        await em.nativeUpdate(MaterialEntity, { id: d.materialId }, { status: 'completed', notesId: d.notesId, failureReason: null, failedStage: null, updatedAt: at });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
