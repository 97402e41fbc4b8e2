import { groupChatStream, type GroupChatItem, type GroupJoinReply, type PresenceUser, type StudyGroup } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { ChatTestClient } from '../test-support/chat-test-client.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

type Joined = Extract<GroupJoinReply, { ok: true }>;

function joined(reply: GroupJoinReply): Joined {
  if (!('ok' in reply)) throw new Error(`join refused: ${reply.error}`);
  return reply;
}

describe('group chat over Socket.IO', () => {
  let t: TestApp;
  let owner: TestClient; let ownerId: string;
  let member: TestClient; let memberId: string;
  let outsider: TestClient;
  let group: StudyGroup;
  const sockets: ChatTestClient[] = [];
  const connect = async (client: TestClient) => {
    const socket = await ChatTestClient.connect(t.baseUrl, client.cookieHeader());
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp({ CHAT_RATE_LIMIT: '20/2s' });
    owner = new TestClient(t.baseUrl); ownerId = (await owner.signUp()).id;
    member = new TestClient(t.baseUrl); memberId = (await member.signUp()).id;
    outsider = new TestClient(t.baseUrl); await outsider.signUp();
    group = (await owner.post('/api/study-groups', { name: 'Chat group' })).body;
    await member.post('/api/study-groups/join', { inviteCode: group.inviteCode });
  });
  afterEach(() => { for (const s of sockets.splice(0)) s.close(); });
  afterAll(async () => { await t.close(); });

  it('refuses outsiders on join and on message; delivers members\' messages live with presence and typing', async () => {
    const stranger = await connect(outsider);
    expect(await stranger.join(group.id)).toEqual({ error: 'You are not a member of this group' });
    expect(await stranger.post(group.id, 'let me in')).toEqual({ error: 'You are not a member of this group' });
    expect(await stranger.join(randomUUID())).toEqual({ error: 'Study group not found' });
    expect(await stranger.join('not-a-group')).toEqual({ error: 'Study group not found' });

    const a = await connect(owner);
    const b = await connect(member);
    joined(await a.join(group.id));
    const bJoin = joined(await b.join(group.id));
    expect(bJoin.online.map((u) => u.userId).sort()).toEqual([ownerId, memberId].sort());
    await a.waitFor<{ online: PresenceUser[] }>('group:presence', (p) => p.online.length === 2);

    b.socket.emit('group:typing', { groupId: group.id, typing: true });
    expect(await a.waitFor('group:typing')).toMatchObject({ groupId: group.id, userId: memberId, typing: true });

    const sent = await a.post(group.id, '  Hello group  ');
    expect(sent).toEqual({ ok: true, id: expect.any(String), seq: expect.any(Number) });
    const item = await b.waitFor<GroupChatItem>('group:chat', (i) => i.kind === 'message' && i.message.id === (sent as { id: string }).id);
    expect(item).toMatchObject({ kind: 'message', message: { content: 'Hello group', userId: ownerId, groupId: group.id } });
    expect(stranger.items).toEqual([]);

    expect(await a.post(group.id, '   ')).toEqual({ error: 'Message cannot be empty' });
    expect(await a.post(group.id, 'x'.repeat(2001))).toEqual({ error: 'Message is too long (at most 2,000 characters)' });

    b.close();
    const left = await a.waitFor<{ online: PresenceUser[] }>('group:presence', (p) => p.online.length === 1);
    expect(left.online).toEqual([expect.objectContaining({ userId: ownerId })]);
  });

  it('rate-limits each user with a clear error', async () => {
    const a = await connect(member);
    const replies = [];
    for (let i = 0; i < 21; i++) replies.push(await a.post(group.id, `burst ${i}`));
    expect(replies.slice(0, 20).every((r) => 'ok' in r)).toBe(true);
    expect(replies[20]).toEqual({ error: expect.stringMatching(/^You are sending messages too fast\. Please wait \d seconds?\.$/) });
  });

  it('a reconnecting client gets exactly what it missed, even while messages keep coming', async () => {
    const fresh = new TestClient(t.baseUrl); await fresh.signUp();
    const g: StudyGroup = (await owner.post('/api/study-groups', { name: 'Catch-up' })).body;
    await fresh.post('/api/study-groups/join', { inviteCode: g.inviteCode });
    const writer = await connect(owner);
    const first = await connect(fresh);
    expect(joined(await first.join(g.id))).toMatchObject({ items: [], latestSeq: 0 });
    await writer.post(g.id, 'one');
    await writer.post(g.id, 'two');
    await first.waitFor<GroupChatItem>('group:chat', (i) => i.seq === 2);
    const lastSeen = Math.max(...first.items.map((i) => i.seq));
    first.close();

    for (const text of ['three', 'four', 'five']) expect(await writer.post(g.id, text)).toMatchObject({ ok: true });
    const again = await connect(fresh);
    const resumed = joined(await again.join(g.id, lastSeen));
    expect(resumed.reset).toBe(false);
    expect(resumed.items.map((i) => (i.kind === 'message' ? i.message.content : i.kind))).toEqual(['three', 'four', 'five']);
    expect(resumed.latestSeq).toBe(5);

    // Join while another member keeps posting: catch-up + live, de-duplicated by id, has every seq once.
    const third = await connect(fresh);
    const posting = (async () => { for (let i = 0; i < 6; i++) await writer.post(g.id, `live ${i}`); })();
    const reply = joined(await third.join(g.id, 3));
    await posting;
    await third.waitFor<GroupChatItem>('group:chat', (i) => i.seq === 11);
    const byId = new Map<string, number>();
    for (const item of [...reply.items, ...third.items]) if (item.kind === 'message') byId.set(item.message.id, item.seq);
    expect([...byId.values()].sort((x, y) => x - y)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(reply.items.every((i) => i.seq > 3)).toBe(true);
  });

  it('history over HTTP pages back by seq; moderators delete messages and everyone sees it live', async () => {
    const g: StudyGroup = (await owner.post('/api/study-groups', { name: 'History' })).body;
    await member.post('/api/study-groups/join', { inviteCode: g.inviteCode });
    const a = await connect(owner);
    const b = await connect(member);
    joined(await b.join(g.id));
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push(((await a.post(g.id, `m${i}`)) as { id: string }).id);

    await t.projected(groupChatStream(g.id), ['group-chat']);
    const page = (await member.get(`/api/study-groups/${g.id}/messages`)).body;
    expect(page.messages.map((m: { content: string }) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const older = (await member.get(`/api/study-groups/${g.id}/messages?before=4&limit=2`)).body;
    expect(older).toMatchObject({ hasMore: true, messages: [expect.objectContaining({ content: 'm2' }), expect.objectContaining({ content: 'm3' })] });
    expect((await outsider.get(`/api/study-groups/${g.id}/messages`)).status).toBe(403);
    expect((await member.get(`/api/study-groups/${g.id}/messages?before=abc`)).status).toBe(400);

    expect((await member.delete(`/api/study-groups/${g.id}/messages/${ids[0]}`)).body).toMatchObject({ statusCode: 403 });
    await owner.put(`/api/study-groups/${g.id}/members/${memberId}/role`, { role: 'moderator' });
    expect((await member.delete(`/api/study-groups/${g.id}/messages/${ids[0]}`)).status).toBe(200);
    expect(await b.waitFor<GroupChatItem>('group:chat', (i) => i.kind === 'deleted')).toMatchObject({ kind: 'deleted', messageId: ids[0], seq: 6 });
    expect((await member.get(`/api/study-groups/${g.id}/messages`)).body.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5']);
  });

  it('a removed member is dropped from the room at once and can no longer post', async () => {
    const g: StudyGroup = (await owner.post('/api/study-groups', { name: 'Removal' })).body;
    await member.post('/api/study-groups/join', { inviteCode: g.inviteCode });
    const a = await connect(owner);
    const b = await connect(member);
    joined(await a.join(g.id));
    joined(await b.join(g.id));
    await owner.delete(`/api/study-groups/${g.id}/members/${memberId}`);
    expect(await b.waitFor('group:closed')).toEqual({ groupId: g.id, reason: 'removed' });
    expect(await b.post(g.id, 'still here?')).toEqual({ error: 'You are not a member of this group' });
    await a.post(g.id, 'after removal');
    await a.waitFor<GroupChatItem>('group:chat', (i) => i.kind === 'message' && i.message.content === 'after removal');
    // The message has gone out to the room; a reply on b's socket after that arrives after anything
    // the room sent b (one socket delivers in order), so nothing more can come for b.
    expect(await b.join(g.id)).toEqual({ error: 'You are not a member of this group' });
    expect(b.messageContents()).not.toContain('after removal');
  });

  it('answers a bad message in a batch with its own error and writes the others', async () => {
    const first = new TestClient(t.baseUrl); await first.signUp();
    const second = new TestClient(t.baseUrl); await second.signUp();
    const g = (await first.post('/api/study-groups', { name: 'Batch isolation' })).body;
    await second.post('/api/study-groups/join', { inviteCode: g.inviteCode });
    const a = await connect(first);
    const b = await connect(second);
    joined(await a.join(g.id));
    joined(await b.join(g.id));
    // Sent at once, these land in the same write batches.
    const contents = ['batch one', 'broken \ud800 unicode', 'batch two', 'nul \u0000 byte', 'batch three', 'batch four'];
    const replies = await Promise.all(contents.map((content, i) => (i % 2 ? b : a).post(g.id, content)));
    expect(replies[1]).toEqual({ error: 'Text must not contain NUL characters or broken Unicode (a lone surrogate)' });
    expect(replies[3]).toEqual({ error: 'Text must not contain NUL characters or broken Unicode (a lone surrogate)' });
    for (const i of [0, 2, 4, 5]) expect(replies[i]).toEqual({ ok: true, id: expect.any(String), seq: expect.any(Number) });
    await t.projected(groupChatStream(g.id), ['group-chat']);
    const history = (await first.get(`/api/study-groups/${g.id}/messages`)).body;
    expect(history.messages.map((m: { content: string }) => m.content).sort()).toEqual(['batch four', 'batch one', 'batch three', 'batch two']);
  });
});
