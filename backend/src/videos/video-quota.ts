import { FREE_VIDEOS_PER_MONTH, videoQuotaStream, type VideoQuotaEvent } from '@studyloop/events';
import { foldStream } from '../event-store/command-handler.js';
import type { CommandsService } from '../event-store/commands.service.js';
import type { EventLog } from '../event-store/event-store.port.js';
import { Forbidden } from '../common/domain-errors.js';

const RELEASE_ATTEMPTS = 50;

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

export type QuotaCommand =
  | { type: 'ConsumeVideoQuota'; data: { userId: string; materialId: string; month: string; unlimited: boolean } }
  | { type: 'ReleaseVideoQuota'; data: { userId: string; materialId: string; month: string; now: string } };

export const quotaDecider = {
  initialState: { counted: [] } as QuotaState,
  evolve(state: QuotaState, event: VideoQuotaEvent): QuotaState {
    switch (event.type) {
      case 'VideoQuotaConsumed': return state.counted.includes(event.data.materialId) ? state : { counted: [...state.counted, event.data.materialId] };
      case 'VideoQuotaReleased': return { counted: state.counted.filter((id) => id !== event.data.materialId) };
      default: { const unknown: never = event; return unknown; }
    }
  },
  /**
   * Counting a video the month already counts, or releasing one it does not, records nothing; decided
   * at the month's version, so of concurrent submissions only those that still find room succeed.
   */
  decide(command: QuotaCommand, state: QuotaState): VideoQuotaEvent[] {
    const { userId, materialId, month } = command.data;
    const counts = state.counted.includes(materialId);
    switch (command.type) {
      case 'ConsumeVideoQuota': {
        if (counts) return [];
        if (!command.data.unlimited && state.counted.length >= FREE_VIDEOS_PER_MONTH) throw videoLimitReached();
        return [{ type: 'VideoQuotaConsumed', data: { userId, materialId, month, limited: !command.data.unlimited } }];
      }
      case 'ReleaseVideoQuota':
        return counts ? [{ type: 'VideoQuotaReleased', data: { userId, materialId, month, releasedAt: command.data.now } }] : [];
      default: { const unknown: never = command; return unknown; }
    }
  },
};

/** A learner's quota month as a part of a CommandsService decision. */
export function quotaPart(userId: string, month: string): { streamId: string; decider: typeof quotaDecider } {
  return { streamId: videoQuotaStream(userId, month), decider: quotaDecider };
}

/** Videos counted this month, for the usage page and a fast refusal (the decision is what enforces it). */
export async function videosCounted(log: Pick<EventLog, 'readStream'>, userId: string, month: string): Promise<number> {
  return foldStream(quotaDecider, await log.readStream(videoQuotaStream(userId, month))).counted.length;
}

/**
 * Stops counting a failed video in the months given (the month it was counted in; a sweeper that does
 * not know it passes the candidates). Idempotent: a video that does not count is left alone.
 */
export async function releaseVideoQuota(commands: CommandsService, userId: string, materialId: string, months: string[]): Promise<void> {
  for (const month of new Set(months)) {
    await commands.execute(videoQuotaStream(userId, month), quotaDecider, {
      type: 'ReleaseVideoQuota', data: { userId, materialId, month, now: new Date().toISOString() },
    }, { metadata: { userId }, maxAttempts: RELEASE_ATTEMPTS });
  }
}
