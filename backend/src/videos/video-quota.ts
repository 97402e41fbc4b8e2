import { FREE_VIDEOS_PER_MONTH, type VideoQuotaEvent } from '@studyloop/events';
import { foldStream } from '../event-store/command-handler.js';
import type { CommandsService } from '../event-store/commands.service.js';
import type { EventStore, StreamAppend } from '../event-store/event-store.port.js';
import { Forbidden } from '../common/domain-errors.js';

const RELEASE_ATTEMPTS = 50;

/** Each video a learner processes is one VideoQuotaConsumed here (and a VideoQuotaReleased if it failed). */
export const videoQuotaStream = (userId: string, month: string) => `video-quota-${userId}-${month}`;

export function utcMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** 403 whose message contains 'limit reached' (the spec's client turns it into 'Monthly Video Limit Reached'). */
export function videoLimitReached(): Forbidden {
  return new Forbidden(
    `Monthly video limit reached: the free plan includes ${FREE_VIDEOS_PER_MONTH} videos per month. Upgrade to Premium for unlimited video processing.`,
  );
}

/** Videos a month counts (consumed and not released), as the quota stream folds. */
export interface QuotaState {
  counted: readonly string[];
}

export const quotaDecider = {
  initialState: { counted: [] } as QuotaState,
  evolve(state: QuotaState, event: VideoQuotaEvent): QuotaState {
    switch (event.type) {
      case 'VideoQuotaConsumed': return state.counted.includes(event.data.materialId) ? state : { counted: [...state.counted, event.data.materialId] };
      case 'VideoQuotaReleased': return { counted: state.counted.filter((id) => id !== event.data.materialId) };
      default: { const unknown: never = event; return unknown; }
    }
  },
};

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
    const { counted } = foldStream(quotaDecider, events);
    return new VideoQuotaMonth(userId, month, events.length ? events[events.length - 1].streamVersion : 0, new Set(counted));
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
}

/**
 * Stops counting a failed video in the months given (the month it was counted in; a sweeper that does
 * not know it passes the candidates). Idempotent: a video that does not count is left alone.
 */
export async function releaseVideoQuota(commands: CommandsService, userId: string, materialId: string, months: string[]): Promise<void> {
  for (const month of new Set(months)) {
    await commands.decide({ quota: { streamId: videoQuotaStream(userId, month), decider: quotaDecider } }, ({ quota }) => ({
      quota: quota.counted.includes(materialId)
        ? [{ type: 'VideoQuotaReleased' as const, data: { userId, materialId, month, releasedAt: new Date().toISOString() } }]
        : [],
    }), { metadata: { userId }, maxAttempts: RELEASE_ATTEMPTS });
  }
}
