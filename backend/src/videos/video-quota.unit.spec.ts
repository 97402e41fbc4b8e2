import { FREE_VIDEOS_PER_MONTH, type VideoQuotaEvent } from '@studyloop/events';
import { Forbidden } from '../common/domain-errors.js';
import { quotaDecider, type QuotaCommand } from './video-quota.js';

const consume = (materialId: string, unlimited = false): QuotaCommand => ({ type: 'ConsumeVideoQuota', data: { userId: 'u', materialId, month: '2026-11', unlimited } });
const release = (materialId: string): QuotaCommand => ({ type: 'ReleaseVideoQuota', data: { userId: 'u', materialId, month: '2026-11', now: '2026-11-23T00:00:00.000Z' } });
const run = (commands: QuotaCommand[]) => commands.reduce(
  (state, command) => quotaDecider.decide(command, state).reduce(quotaDecider.evolve, state),
  quotaDecider.initialState,
);

describe('video quota decider', () => {
  it('counts each video once and refuses a free learner past the month\'s limit', () => {
    const full = run(Array.from({ length: FREE_VIDEOS_PER_MONTH }, (_, i) => consume(`v${i}`)));
    expect(full.counted).toHaveLength(FREE_VIDEOS_PER_MONTH);
    expect(quotaDecider.decide(consume('v0'), full)).toEqual([]);
    expect(() => quotaDecider.decide(consume('extra'), full)).toThrow(Forbidden);
    expect(() => quotaDecider.decide(consume('extra'), full)).toThrow(/limit reached/);
    const [counted] = quotaDecider.decide(consume('extra', true), full) as VideoQuotaEvent[];
    expect(counted).toMatchObject({ type: 'VideoQuotaConsumed', data: { materialId: 'extra', limited: false } });
  });

  it('releases a counted video once; a released place can be used again', () => {
    const released = run([consume('a'), release('a')]);
    expect(released.counted).toEqual([]);
    expect(quotaDecider.decide(release('a'), released)).toEqual([]);
    expect(run([consume('a'), release('a'), consume('b')]).counted).toEqual(['b']);
  });
});
