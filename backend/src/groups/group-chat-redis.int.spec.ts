import type { GroupChatItem, GroupJoinReply, PresenceUser, StudyGroup } from '@studyloop/events';
import { randomBytes } from 'node:crypto';
import { ChatTestClient } from '../test-support/chat-test-client.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two separate app servers (own HTTP port, Socket.IO server, subscription) on one Postgres and one Redis. */
describe('group chat across two nodes with Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: ChatTestClient[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:` };
    a = await startTestApp(env);
    b = await startTestApp(env, { db: a.db });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.stop();
    await a?.close();
  });

  it('a message sent on node A reaches a client on node B once; presence and typing span nodes', async () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
    const alice = new TestClient(a.baseUrl); const aliceId = (await alice.signUp()).id;
    const bob = new TestClient(a.baseUrl); const bobId = (await bob.signUp()).id;
    const group: StudyGroup = (await alice.post('/api/study-groups', { name: 'Two nodes' })).body;
    await bob.post('/api/study-groups/join', { inviteCode: group.inviteCode });

    const onA = await ChatTestClient.connect(a.baseUrl, alice.cookieHeader());
    const onB = await ChatTestClient.connect(b.baseUrl, bob.cookieHeader());
    sockets.push(onA, onB);
    expect(await onA.join(group.id)).toMatchObject({ ok: true });
    const bJoin = (await onB.join(group.id)) as Extract<GroupJoinReply, { ok: true }>;
    expect(bJoin.online.map((u) => u.userId).sort()).toEqual([aliceId, bobId].sort());
    await onA.waitFor<{ online: PresenceUser[] }>('group:presence', (p) => p.online.some((u) => u.userId === bobId));

    onA.socket.emit('group:typing', { groupId: group.id, typing: true });
    expect(await onB.waitFor('group:typing')).toMatchObject({ userId: aliceId, typing: true });

    const sent = await onA.post(group.id, 'hello from node A');
    expect(sent).toMatchObject({ ok: true });
    await onB.waitFor<GroupChatItem>('group:chat', (i) => i.kind === 'message' && i.message.content === 'hello from node A');
    const reply = await onB.post(group.id, 'hello back from node B');
    expect(reply).toMatchObject({ ok: true });
    await onA.waitFor<GroupChatItem>('group:chat', (i) => i.kind === 'message' && i.message.content === 'hello back from node B');

    // Later messages from each node are the markers: anything relayed twice would have come before them.
    for (const [from, content] of [[onA, 'marker from node A'], [onB, 'marker from node B']] as const) {
      expect(await from.post(group.id, content)).toMatchObject({ ok: true });
      for (const to of [onA, onB]) await to.waitFor<GroupChatItem>('group:chat', (i) => i.kind === 'message' && i.message.content === content);
    }
    const everyone = ['hello from node A', 'hello back from node B', 'marker from node A', 'marker from node B'];
    expect(onB.messageContents()).toEqual(everyone);
    expect(onA.messageContents()).toEqual(everyone);
  });
});
