import { io, type Socket } from 'socket.io-client';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

function connect(baseUrl: string, headers: Record<string, string>): Socket {
  return io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
}

function outcome(socket: Socket): Promise<{ ok: true; userId: string } | { ok: false; message: string }> {
  return new Promise((resolve) => {
    socket.once('session:ready', (p: { userId: string }) => resolve({ ok: true, userId: p.userId }));
    socket.once('connect_error', (e: Error) => resolve({ ok: false, message: e.message }));
  });
}

describe('socket handshake', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('admits a signed-in session into its user room and pushes to it', async () => {
    const client = new TestClient(t.baseUrl);
    const { id } = await client.signUp();
    const socket = connect(t.baseUrl, { cookie: client.cookieHeader() });
    try {
      expect(await outcome(socket)).toEqual({ ok: true, userId: id });
      const { RealtimeService } = await import('./realtime.service.js');
      const received = new Promise((resolve) => socket.once('session:ready', resolve));
      t.app.get(RealtimeService).emitToUser(id, 'session:ready', { userId: id });
      await expect(received).resolves.toEqual({ userId: id });
    } finally {
      socket.close();
    }
  });

  it('refuses anonymous handshakes', async () => {
    const socket = connect(t.baseUrl, {});
    try {
      expect(await outcome(socket)).toEqual({ ok: false, message: 'Not authenticated' });
    } finally {
      socket.close();
    }
  });

  it('refuses a foreign Origin', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp();
    const socket = connect(t.baseUrl, { cookie: client.cookieHeader(), origin: 'http://evil.example' });
    try {
      expect((await outcome(socket)).ok).toBe(false);
    } finally {
      socket.close();
    }
  });
});
