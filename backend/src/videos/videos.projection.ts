import type { EntityManager } from '@mikro-orm/postgresql';
import { eventsOfTypes, type MaterialEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { VideoEntity } from './video.entity.js';

type VideoRowEvent = Extract<MaterialEvent, { type: VideosProjectionEventType }>;
type VideosProjectionEventType =
  | 'VideoSubmitted' | 'VideoResubmitted' | 'VideoMetadataResolved' | 'SourceTextExtracted' | 'ProcessingFailed' | 'ProcessingCompleted';

/**
 * The videos among the materials (table `videos`), from the material streams: a material that is no
 * video has no row here, so its processing events change nothing. Native statements: each event lands in order.
 */
export class VideosProjection implements Projection {
  readonly name = 'videos';
  readonly tables = ['videos'];
  readonly eventTypes: ReadonlySet<VideosProjectionEventType> = new Set<VideosProjectionEventType>([
    'VideoSubmitted', 'VideoResubmitted', 'VideoMetadataResolved', 'SourceTextExtracted', 'ProcessingFailed', 'ProcessingCompleted',
  ]);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const event of eventsOfTypes(events, this.eventTypes)) await this.applyOne(event as VideoRowEvent, event.createdAt, em);
  }

  private async applyOne(event: VideoRowEvent, at: Date, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'VideoSubmitted': {
        const d = event.data;
        const when = new Date(d.submittedAt);
        await em.insert(VideoEntity, {
          id: d.materialId, userId: d.userId, url: d.url, watchUrl: d.url, provider: d.provider, externalId: d.externalId,
          processingStatus: 'processing', createdAt: when, updatedAt: when,
        });
        return;
      }
      case 'VideoResubmitted': {
        const d = event.data;
        await em.nativeUpdate(VideoEntity, { id: d.materialId }, { processingStatus: 'processing', url: d.url, failureReason: null, updatedAt: at });
        return;
      }
      case 'VideoMetadataResolved': {
        const d = event.data;
        await em.nativeUpdate(VideoEntity, { id: d.materialId }, {
          title: d.title, description: d.description, channelName: d.channelName, durationSeconds: d.durationSeconds,
          thumbnailUrl: d.thumbnailUrl, updatedAt: at, ...(d.canonicalUrl ? { watchUrl: d.canonicalUrl } : {}),
        });
        return;
      }
      case 'SourceTextExtracted': {
        const d = event.data;
        if (d.kind !== 'video') return;
        const video = await em.findOne(VideoEntity, { id: d.materialId }, { disableIdentityMap: true });
        await em.nativeUpdate(VideoEntity, { id: d.materialId }, {
          durationSeconds: video?.durationSeconds ?? (d.durationSeconds === null ? null : Math.round(d.durationSeconds)),
          processingStatus: 'processing', failureReason: null, updatedAt: at,
        });
        return;
      }
      case 'ProcessingFailed': {
        const d = event.data;
        await em.nativeUpdate(VideoEntity, { id: d.materialId }, { processingStatus: 'failed', failureReason: d.reason, updatedAt: at });
        return;
      }
      case 'ProcessingCompleted': {
        const d = event.data;
        await em.nativeUpdate(VideoEntity, { id: d.materialId }, { processingStatus: 'completed', notesId: d.notesId, failureReason: null, updatedAt: at });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
