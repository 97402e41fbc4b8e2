import session from 'express-session';
import { withThrottledTouch } from './session.middleware.js';

const HOUR = 60 * 60 * 1000;

function sessionExpiring(at: Date): session.SessionData {
  return { cookie: { originalMaxAge: 30 * 24 * HOUR, expires: at, httpOnly: true, path: '/' } } as session.SessionData;
}

function stored(store: session.MemoryStore, sid: string): Promise<string> {
  return new Promise((resolve, reject) => store.get(sid, (error, sess) => (error ? reject(error) : resolve(new Date(sess!.cookie.expires!).toISOString()))));
}

function touch(store: session.Store, sid: string, sess: session.SessionData): Promise<void> {
  return new Promise((resolve) => store.touch!(sid, sess, () => resolve()));
}

describe('throttled session touch', () => {
  it('given a session touched a moment ago, when touched again within the interval, then its expiry stays; after the interval it moves', async () => {
    // MemoryStore drops sessions whose cookie expired by the real clock: keep every expiry ahead of it.
    let now = Date.now();
    const store = withThrottledTouch(new session.MemoryStore(), HOUR, () => now);
    const first = new Date(now + 30 * 24 * HOUR);
    await new Promise<void>((resolve) => store.set('sid-1', sessionExpiring(new Date(now + HOUR)), () => resolve()));

    await touch(store, 'sid-1', sessionExpiring(first));
    expect(await stored(store, 'sid-1')).toBe(first.toISOString());

    now += 10 * 60 * 1000;
    await touch(store, 'sid-1', sessionExpiring(new Date(now + 30 * 24 * HOUR)));
    expect(await stored(store, 'sid-1')).toBe(first.toISOString());

    now += HOUR;
    const later = new Date(now + 30 * 24 * HOUR);
    await touch(store, 'sid-1', sessionExpiring(later));
    expect(await stored(store, 'sid-1')).toBe(later.toISOString());
  });

  it('throttles each session on its own', async () => {
    const now = Date.now();
    const store = withThrottledTouch(new session.MemoryStore(), HOUR, () => now);
    for (const sid of ['a', 'b']) await new Promise<void>((resolve) => store.set(sid, sessionExpiring(new Date(now + HOUR)), () => resolve()));
    const expiry = new Date(now + 30 * 24 * HOUR);
    await touch(store, 'a', sessionExpiring(expiry));
    await touch(store, 'b', sessionExpiring(expiry));
    expect(await stored(store, 'a')).toBe(expiry.toISOString());
    expect(await stored(store, 'b')).toBe(expiry.toISOString());
  });
});
