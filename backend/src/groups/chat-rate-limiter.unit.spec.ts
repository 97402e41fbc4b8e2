import { ChatRateLimiter } from './chat-rate-limiter.js';

describe('chat rate limiter', () => {
  it('allows max sends per window per user, then says how long to wait', () => {
    let now = 1_000;
    const limiter = new ChatRateLimiter({ max: 3, windowMs: 10_000 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    now += 4_000;
    expect(limiter.take('a')).toBe(6_000);
    expect(limiter.take('b')).toBe(0);
    now += 6_001;
    expect(limiter.take('a')).toBe(0);
  });
});
