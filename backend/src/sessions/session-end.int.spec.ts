import { randomBytes } from 'node:crypto';
import type { GroupJoinReply } from '@studyloop/events';
import { ChatTestClient } from '../test-support/chat-test-client.js';
import { createStudyNotes } from '../test-support/study-notes-fixture.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { connectYjs, type YjsTestClient } from '../test-support/yjs-client.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 1000;

/** When (and with what) the server closed the socket; starts watching at once. */
function serverDisconnect(chat: ChatTestClient): Promise<{ at: number; reason: string }> {
  return new Promise((resolve) => chat.socket.once('disconnect', (reason) => resolve({ at: Date.now(), reason })));
}

function collabClose(client: YjsTestClient): Promise<{ at: number; code: number }> {
  return new Promise((resolve) => client.provider.once('connection-close', (event: { code: number } | null) => resolve({ at: Date.now(), code: event?.code ?? 0 })));
}

/**
 * The close must come at most WITHIN_MS after the server answered the request that ended the session
 * (under load the request itself may take longer; the close may even come before the answer).
 */
async function closedWithin<T extends { at: number }>(closed: Promise<T>, answeredAt: number): Promise<T> {
  const deadline = answeredAt + WITHIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`still open ${WITHIN_MS} ms after the answer`)), Math.max(0, deadline - Date.now())); });
  try {
    const result = await Promise.race([closed, late]);
    expect(result.at).toBeLessThanOrEqual(deadline);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

const joinedOk = (reply: GroupJoinReply) => expect(reply).toMatchObject({ ok: true });

describe('sessions end everywhere', () => {
  let t: TestApp;
  const sockets: ChatTestClient[] = [];
  const collab: YjsTestClient[] = [];
  beforeAll(async () => { t = await startTestApp(); });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
    for (const c of collab.splice(0)) c.close();
  });
  afterAll(async () => { await t.close(); });

  it('logout closes that session\'s Socket.IO connection within 1 s; the same user\'s other session stays', async () => {
    const laptop = new TestClient(t.baseUrl);
    const { email, password } = await laptop.signUp();
    const phone = new TestClient(t.baseUrl);
    await phone.post('/api/auth/login', { email, password });
    const group = (await laptop.post('/api/study-groups', { name: 'Sessions' })).body;

    const onLaptop = await ChatTestClient.connect(t.baseUrl, laptop.cookieHeader());
    const onPhone = await ChatTestClient.connect(t.baseUrl, phone.cookieHeader());
    sockets.push(onLaptop, onPhone);
    joinedOk(await onLaptop.join(group.id));
    joinedOk(await onPhone.join(group.id));

    const cookie = laptop.cookieHeader();
    const closed = serverDisconnect(onLaptop);
    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    expect((await closedWithin(closed, Date.now())).reason).toBe('io server disconnect');
    // The phone's session is another one: still connected and able to post.
    expect(await onPhone.post(group.id, 'still here')).toMatchObject({ ok: true });
    // The ended session cannot open a new socket either.
    await expect(ChatTestClient.connect(t.baseUrl, cookie)).rejects.toThrow('Not authenticated');
  });

  it('logout closes that session\'s collab (Yjs) connection within 1 s and it cannot come back', async () => {
    const owner = new TestClient(t.baseUrl);
    await owner.signUp();
    const { id: notesId } = await createStudyNotes(owner);
    const client = connectYjs(t.baseUrl, notesId, owner.cookieHeader());
    collab.push(client);
    await client.synced;
    const closed = collabClose(client);
    expect((await owner.post('/api/auth/logout')).status).toBe(200);
    expect((await closedWithin(closed, Date.now())).code).toBe(4401);
  });

  it('removal from the group closes the member\'s collab connection within 1 s (not at the next minute\'s re-check)', async () => {
    const owner = new TestClient(t.baseUrl);
    await owner.signUp();
    const member = new TestClient(t.baseUrl);
    const { id: memberId } = await member.signUp();
    const { id: notesId } = await createStudyNotes(owner);
    const group = (await owner.post('/api/study-groups', { name: 'Removal' })).body;
    await member.post('/api/study-groups/join', { inviteCode: group.inviteCode });
    await owner.post(`/api/study-groups/${group.id}/notes`, { notesId });
    const client = connectYjs(t.baseUrl, notesId, member.cookieHeader());
    collab.push(client);
    await client.synced;
    const closed = collabClose(client);
    expect((await owner.delete(`/api/study-groups/${group.id}/members/${memberId}`)).status).toBe(200);
    expect((await closedWithin(closed, Date.now())).code).toBe(4403);
  });
});

describe('sessions end on every node (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: ChatTestClient[] = [];
  const collab: YjsTestClient[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:` };
    a = await startTestApp(env);
    b = await startTestApp(env, { db: a.db });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const c of collab) c.close();
    await b.stop();
    await a.close();
  });

  it('logout on node A closes the session\'s socket and collab connection on node B within 1 s', async () => {
    const user = new TestClient(a.baseUrl);
    await user.signUp();
    const { id: notesId } = await createStudyNotes(user);
    const onB = await ChatTestClient.connect(b.baseUrl, user.cookieHeader());
    const mapOnB = connectYjs(b.baseUrl, notesId, user.cookieHeader());
    sockets.push(onB);
    collab.push(mapOnB);
    await mapOnB.synced;
    const socketClosed = serverDisconnect(onB);
    const mapClosed = collabClose(mapOnB);
    expect((await user.post('/api/auth/logout')).status).toBe(200);
    const answeredAt = Date.now();
    expect((await closedWithin(socketClosed, answeredAt)).reason).toBe('io server disconnect');
    expect((await closedWithin(mapClosed, answeredAt)).code).toBe(4401);
  });
});
