import { mindMapEdgeKey, mindMapStream } from '@studyloop/events';
import pg from 'pg';
import * as Y from 'yjs';
import { startTestApp, TestClient, type TestApp } from '../../test-support/test-app.js';
import { connectYjs, refusedStatus, whenSeen, whenStored, type YjsTestClient } from '../../test-support/yjs-client.js';
import { mindMapTypes, readMindMap } from '../mind-map-doc.js';
import { createStudyNotes } from '../../test-support/study-notes-fixture.js';
import { MindMapDocumentsService } from '../mind-map-documents.service.js';

const FAST = {
  MIND_MAP_EDIT_BATCH_MS: '300', MIND_MAP_SAVE_DEBOUNCE_MS: '100', MIND_MAP_SAVE_MAX_WAIT_MS: '300', MIND_MAP_ACCESS_RECHECK_MS: '300',
};

function addNode(client: YjsTestClient, id: string, text: string, parent: string): void {
  const { nodes, edges } = mindMapTypes(client.doc);
  client.doc.transact(() => {
    const node = new Y.Map<unknown>();
    node.set('text', text);
    node.set('x', 120);
    node.set('y', 480);
    node.set('level', 1);
    node.set('color', '#0891b2');
    nodes.set(id, node);
    edges.set(mindMapEdgeKey(parent, id), { from: parent, to: id });
  });
}

describe('mind-map collaboration over y-websocket', () => {
  let t: TestApp;
  const clients: YjsTestClient[] = [];
  const open = (mindMapId: string, cookie: string | null, headers?: Record<string, string>) => {
    const client = connectYjs(t.baseUrl, mindMapId, cookie, { headers });
    clients.push(client);
    return client;
  };

  beforeAll(async () => { t = await startTestApp(FAST); });
  afterEach(() => { while (clients.length) clients.pop()!.close(); });
  afterAll(async () => { await t.close(); });

  it('refuses the upgrade without a session (401) and for someone the notes are not shared with (403)', async () => {
    const owner = new TestClient(t.baseUrl);
    await owner.signUp();
    const { id: notesId } = await createStudyNotes(owner);

    expect(await refusedStatus(open(notesId, null))).toBe(401);

    const stranger = new TestClient(t.baseUrl);
    await stranger.signUp();
    expect(await refusedStatus(open(notesId, stranger.cookieHeader()))).toBe(403);
    const view = await stranger.get(`/api/mind-maps/${notesId}`);
    expect(view.status).toBe(403);
    expect(view.body.message).toMatch(/Only the owner of these notes/);

    expect(await refusedStatus(open('00000000-0000-4000-8000-000000000000', owner.cookieHeader()))).toBe(404);
    // A page on another site cannot ride the owner's cookie into the map.
    expect(await refusedStatus(open(notesId, owner.cookieHeader(), { origin: 'http://evil.example' }))).toBe(403);
  });

  it('lets members of a group the notes are shared with edit live, and closes them out when they leave', async () => {
    const owner = new TestClient(t.baseUrl);
    await owner.signUp();
    const member = new TestClient(t.baseUrl);
    const { id: memberId } = await member.signUp();
    const { id: notesId } = await createStudyNotes(owner);

    const group = (await owner.post('/api/study-groups', { name: 'Biology crew' })).body;
    // Joined but not yet shared: still refused.
    expect((await member.post('/api/study-groups/join', { inviteCode: group.inviteCode })).status).toBe(200);
    expect(await refusedStatus(open(notesId, member.cookieHeader()))).toBe(403);
    expect((await owner.post(`/api/study-groups/${group.id}/notes`, { notesId })).status).toBe(200);

    const ownerClient = open(notesId, owner.cookieHeader());
    const memberClient = open(notesId, member.cookieHeader());
    await Promise.all([ownerClient.synced, memberClient.synced]);
    const recorded = t.appended('MindMapEdited');
    addNode(memberClient, 'n-member', 'Added by a member', 'main');
    await whenSeen(ownerClient, () => readMindMap(ownerClient.doc).nodes.some((n) => n.id === 'n-member'), "the member's node to reach the owner");
    await recorded;
    await t.projected(mindMapStream(notesId), ['mind-maps']);
    const memberHistory = (await owner.get(`/api/mind-maps/${notesId}/history`)).body as { userId: string; nodesAdded: number }[];
    expect(memberHistory.some((h) => h.userId === memberId && h.nodesAdded === 1)).toBe(true);

    // Leaving the group ends the open connection for good (close code 4403) and later upgrades.
    const closed = new Promise<number>((resolve) => memberClient.provider.once('closed', (event: { code: number }) => resolve(event.code)));
    expect((await member.post(`/api/study-groups/${group.id}/leave`)).status).toBe(200);
    expect(await closed).toBe(4403);
    expect(await refusedStatus(open(notesId, member.cookieHeader()))).toBe(403);
  });

  it('lays out the first version from the notes, keeps the owner\'s edits across a restart and records them with the editor', async () => {
    const owner = new TestClient(t.baseUrl);
    const { id: ownerId } = await owner.signUp();
    const notes = await createStudyNotes(owner);
    const notesId = notes.id;

    const first = open(notesId, owner.cookieHeader());
    await first.synced;
    const initial = readMindMap(first.doc);
    expect(initial.title).toBe(notes.title);
    expect(initial.nodes.find((n) => n.id === 'main')).toMatchObject({ text: notes.title, x: 400, y: 300, level: 0 });
    // Key ideas become short concept labels with the sentence as the node's detail; every defined term is a node.
    const ideas = initial.nodes.filter((n) => n.level === 1);
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.text.split(' ').length).toBeLessThanOrEqual(4);
    const details = [...mindMapTypes(first.doc).nodes.values()].map((n) => String(n.get('detail') ?? ''));
    for (const sentence of notes.keyIdeas) expect(details.some((d) => d.includes(sentence))).toBe(true);
    const texts = initial.nodes.map((n) => n.text.toLowerCase());
    for (const term of Object.keys(notes.definitions)) expect(texts).toContain(term.toLowerCase());

    const recorded = t.appended('MindMapEdited');
    addNode(first, 'n-ribosome', 'Ribosomes', 'main');
    mindMapTypes(first.doc).nodes.get('idea-1')!.set('text', 'Membranes control transport');

    // The edit batch becomes one MindMapEdited event with the editing user.
    await recorded;
    await t.projected(mindMapStream(notesId), ['mind-maps']);
    const history = (await owner.get(`/api/mind-maps/${notesId}/history`)).body;
    expect(history[0]).toMatchObject({ kind: 'edited', userId: ownerId, nodesAdded: 1, nodesRenamed: 1, connectionsAdded: 1 });
    expect(history.at(-1)).toMatchObject({ kind: 'created', userId: ownerId });

    // Restart: stop this app (it stores what it holds) and start a new one on the same database.
    await t.stop();
    t = await startTestApp(FAST, { db: t.db });
    const cookie = owner.cookieHeader();
    const afterRestart = open(notesId, cookie);
    await afterRestart.synced;
    const reloaded = readMindMap(afterRestart.doc);
    expect(reloaded.nodes.find((n) => n.id === 'n-ribosome')).toMatchObject({ text: 'Ribosomes', x: 120, y: 480 });
    expect(reloaded.nodes.find((n) => n.id === 'idea-1')?.text).toBe('Membranes control transport');
    expect(reloaded.nodes.find((n) => n.id === 'main')?.children).toContain('n-ribosome');

    const view = await new TestClient(t.baseUrl).request('GET', `/api/mind-maps/${notesId}`, undefined, { cookie });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: notesId, notesId, title: notes.title, collabPath: `/collab/${notesId}` });
    expect(view.body.nodes.map((n: { id: string }) => n.id)).toContain('n-ribosome');
  });

  it('saves a whole document over HTTP (edits made offline) and merges it into the live map', async () => {
    const owner = new TestClient(t.baseUrl);
    await owner.signUp();
    const { id: notesId } = await createStudyNotes(owner);
    const live = open(notesId, owner.cookieHeader());
    await live.synced;

    // An editor that went offline: its own copy of the map, changed locally.
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(live.doc));
    mindMapTypes(offline).nodes.get('main')!.set('text', 'Saved while offline');
    const update = Buffer.from(Y.encodeStateAsUpdate(offline)).toString('base64');

    expect((await owner.post(`/api/mind-maps/${notesId}/save`, { update: 'aGVsbG8gd29ybGQ=' })).status).toBe(400);
    expect((await owner.post(`/api/mind-maps/${notesId}/save`, {})).body.message).toBe('update is required');
    const stranger = new TestClient(t.baseUrl);
    await stranger.signUp();
    expect((await stranger.post(`/api/mind-maps/${notesId}/save`, { update })).status).toBe(403);

    const saved = await owner.post(`/api/mind-maps/${notesId}/save`, { update });
    expect(saved.status).toBe(200);
    expect(typeof saved.body.savedAt).toBe('string');
    await whenSeen(live, () => readMindMap(live.doc).nodes.find((n) => n.id === 'main')?.text === 'Saved while offline', 'the saved change to reach the live editor');
  });

  it('compacts the update log into the snapshot when the last editor leaves', async () => {
    const owner = new TestClient(t.baseUrl);
    await owner.signUp();
    const { id: notesId } = await createStudyNotes(owner);
    const client = open(notesId, owner.cookieHeader());
    await client.synced;
    const store = t.app.get(MindMapDocumentsService).store;
    const written = whenStored(store, notesId, 'update');
    // Five updates, sent in order on one socket before it closes.
    for (let i = 0; i < 5; i++) mindMapTypes(client.doc).nodes.get('main')!.set('x', 400 + i);
    const pool = new pg.Pool({ connectionString: t.db.url, max: 1 });
    try {
      const count = async () => Number((await pool.query('SELECT count(*) FROM mind_map_updates WHERE mind_map_id = $1', [notesId])).rows[0].count);
      await written;
      expect(await count()).toBeGreaterThan(0);
      const compacted = whenStored(store, notesId, 'compaction');
      clients.pop()!.close();
      await compacted;
      expect(await count()).toBe(0);
      const { rows } = await pool.query('SELECT snapshot FROM mind_map_documents WHERE id = $1', [notesId]);
      const stored = new Y.Doc();
      Y.applyUpdate(stored, new Uint8Array(rows[0].snapshot));
      expect(readMindMap(stored).nodes.find((n) => n.id === 'main')?.x).toBe(404);
    } finally {
      await pool.end();
    }
  });
});
