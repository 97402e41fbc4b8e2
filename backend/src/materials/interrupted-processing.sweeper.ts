import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { materialStream } from '@studyloop/events';
import { CommandsService } from '../event-store/commands.service.js';
import { MaterialEntity } from './material.entity.js';
import { VideoQuotaService } from '../videos/video-quota.service.js';
import * as materialDecider from './material.decider.js';

/** No processing step takes this long (fetches time out after 15 s, generation well within it). */
export const INTERRUPTED_AFTER_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Processing runs inside the request; if the node dies mid-way the material would stay "processing"
 * forever. This records such materials as failed, so the learner sees why and can retry (or, for a
 * video, upload captions to finish it).
 */
@Injectable()
export class InterruptedProcessingSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Processing');
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly orm: MikroORM, private readonly commands: CommandsService, private readonly videoQuota: VideoQuotaService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((e) => this.logger.warn(`Sweep failed: ${(e as Error).message}`)), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Returns how many materials it recorded as failed. */
  async sweep(now = new Date()): Promise<number> {
    const stale = await this.orm.em.fork().find(
      MaterialEntity,
      { status: 'processing', updatedAt: { $lt: new Date(now.getTime() - INTERRUPTED_AFTER_MS) } },
      { fields: ['id', 'kind', 'userId', 'createdAt'], limit: 200 },
    );
    let failed = 0;
    for (const material of stale) {
      const stream = await this.commands.hold(materialStream(material.id), materialDecider);
      const { status } = stream.current;
      if (status !== 'submitted' && status !== 'extracted') continue;
      const reason = material.kind === 'video'
        ? 'Processing was interrupted before it finished. Try again, or upload a .vtt or .srt caption file for this video.'
        : 'Processing was interrupted before it finished. Please process this material again.';
      try {
        await this.commands.run(
          stream,
          { type: 'FailProcessing', data: { materialId: material.id, stage: status === 'submitted' ? 'extract' : 'generate', reason, now: now.toISOString() } },
          { waitFor: ['materials', 'videos'], metadata: { userId: material.userId } },
        );
        failed++;
      } catch (error) {
        // Someone finished or failed it meanwhile: nothing to do.
        this.logger.debug?.(`Not sweeping ${material.id}: ${(error as Error).message}`);
        continue;
      }
      // A failed video does not count toward the month (counted when submitted, or when captions were uploaded).
      if (material.kind === 'video') {
        await this.videoQuota.release(material.userId, material.id, [material.createdAt, now])
          .catch((error) => this.logger.warn(`Could not release the quota of video ${material.id}: ${(error as Error).message}`));
      }
    }
    return failed;
  }
}
