import { ForbiddenException } from '@nestjs/common';
import { FREE_VIDEOS_PER_MONTH, type VideoQuotaEvent } from '@studyloop/events';
import type { CommandsService } from '../event-store/commands.service.js';
import type { EventStore, StreamAppend } from '../event-store/event-store.port.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';

const RELEASE_ATTEMPTS = 50;

/** Each video a learner processes is one VideoQuotaConsumed here (and a VideoQuotaReleased if it failed). */
export const videoQuotaStream = (userId: string, month: string) => `video-quota-${userId}-${month}`;

export function utcMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** 403 whose message contains 'limit reached' (the spec's client turns it into 'Monthly Video Limit Reached'). */
export function videoLimitReached(): ForbiddenException {
  return new ForbiddenException(
    `Monthly video limit reached: the free plan includes ${FREE_VIDEOS_PER_MONTH} videos per month. Upgrade to Premium for unlimited video processing.`,
  );
}

/** One learner's video quota for one UTC month, as read at `version`. */
export class VideoQuotaMonth {
  private constructor(
    readonly userId: string,
    readonly month: string,
    readonly version: number,
    /** Videos counted: consumed and not released. */
    private readonly counted: Set<string>,
  ) {}

  static async read(store: Pick<EventStore, 'readStream'>, userId: string, month: string): Promise<VideoQuotaMonth> {
    const events = await store.readStream(videoQuotaStream(userId, month));
    const counted = new Set<string>();
    for (const event of events as unknown as VideoQuotaEvent[]) {
      switch (event.type) {
        case 'VideoQuotaConsumed': counted.add(event.data.materialId); break;
        case 'VideoQuotaReleased': counted.delete(event.data.materialId); break;
        default: { const unknown: never = event; throw new Error(`Unexpected event on a quota stream: ${(unknown as { type: string }).type}`); }
      }
    }
    return new VideoQuotaMonth(userId, month, events.length ? events[events.length - 1].streamVersion : 0, counted);
  }

  get used(): number {
    return this.counted.size;
  }

  counts(materialId: string): boolean {
    return this.counted.has(materialId);
  }

  /**
   * The append that counts `materialId` (none when it already counts), at the version read: of
   * concurrent requests only those that still find room succeed. Throws the 403 when the month is full.
   */
  consume(materialId: string, unlimited: boolean): StreamAppend | null {
    if (this.counts(materialId)) return null;
    if (!unlimited && this.used >= FREE_VIDEOS_PER_MONTH) throw videoLimitReached();
    return {
      streamId: videoQuotaStream(this.userId, this.month),
      events: [{ type: 'VideoQuotaConsumed', data: { userId: this.userId, materialId, month: this.month, limited: !unlimited } }],
      // Unlimited plans need no count, so they never wait on a concurrent submission.
      expectedVersion: unlimited ? 'any' : this.version === 0 ? 'no-stream' : this.version,
    };
  }

  /** The append that stops counting a failed video (none when it does not count). */
  release(materialId: string, now: string): StreamAppend | null {
    if (!this.counts(materialId)) return null;
    return {
      streamId: videoQuotaStream(this.userId, this.month),
      events: [{ type: 'VideoQuotaReleased', data: { userId: this.userId, materialId, month: this.month, releasedAt: now } }],
      expectedVersion: this.version,
    };
  }
}

/**
 * Stops counting a failed video in the months given (the month it was counted in; a sweeper that does
 * not know it passes the candidates). Idempotent: a video that does not count is left alone.
 */
export async function releaseVideoQuota(commands: CommandsService, userId: string, materialId: string, months: string[]): Promise<void> {
  for (const month of new Set(months)) {
    for (let attempt = 1; ; attempt++) {
      const release = (await VideoQuotaMonth.read(commands, userId, month)).release(materialId, new Date().toISOString());
      if (!release) break;
      try {
        await commands.appendMany([release], { metadata: { userId } });
        break;
      } catch (error) {
        if (!(error instanceof ExpectedVersionConflict) || attempt >= RELEASE_ATTEMPTS) throw error;
      }
    }
  }
}
