import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import { startTestApp, TestClient, type TestApp } from '../../test-support/test-app.js';
import { connectYjs, whenSeen, type YjsTestClient } from '../../test-support/yjs-client.js';
import { mindMapTypes, readMindMap } from '../mind-map-doc.js';
import { createStudyNotes } from '../../test-support/study-notes-fixture.js';
import { CollabServer } from './collab.server.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('mind maps on two app nodes sharing Postgres and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const clients: YjsTestClient[] = [];

  beforeAll(async () => {
    // Same database, same Redis, channels prefixed for this run only. Slow writes, so a node that
    // opens a map late can learn the other node's unsaved changes only from that node.
    const env = {
      REDIS_URL, REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
      MIND_MAP_SAVE_DEBOUNCE_MS: '3000', MIND_MAP_SAVE_MAX_WAIT_MS: '5000',
    };
    a = await startTestApp(env);
    b = await startTestApp(env, { db: a.db });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await b.stop();
    await a.close();
  });

  it('carries an edit made on node A, and A\'s cursors, to a client of node B', async () => {
    const owner = new TestClient(a.baseUrl);
    await owner.signUp();
    const { id: notesId } = await createStudyNotes(owner);

    const onA = connectYjs(a.baseUrl, notesId, owner.cookieHeader());
    const onB = connectYjs(b.baseUrl, notesId, owner.cookieHeader());
    clients.push(onA, onB);
    await Promise.all([onA.synced, onB.synced]);
    // Two processes' worth of state: each node holds its own copy of the document.
    expect(a.app.get(CollabServer).liveDoc(notesId)).toBeDefined();
    expect(a.app.get(CollabServer).liveDoc(notesId)).not.toBe(b.app.get(CollabServer).liveDoc(notesId));

    onA.provider.awareness.setLocalStateField('user', { name: 'Ada', color: '#e11d48' });
    onA.doc.transact(() => {
      const node = new Y.Map<unknown>();
      node.set('text', 'Added on A');
      node.set('x', 50);
      node.set('y', 60);
      node.set('level', 1);
      mindMapTypes(onA.doc).nodes.set('from-a', node);
    });

    await whenSeen(onB, () => readMindMap(onB.doc).nodes.some((n) => n.id === 'from-a' && n.text === 'Added on A'), 'the edit to reach node B');
    await whenSeen(onB, () => [...onB.provider.awareness.getStates().values()].some((s) => s.user?.name === 'Ada'), "A's cursor to reach node B");

    // And back: B's edit reaches A's client, and node B's server document has both.
    mindMapTypes(onB.doc).nodes.get('main')!.set('text', 'Renamed on B');
    await whenSeen(onA, () => readMindMap(onA.doc).nodes.find((n) => n.id === 'main')?.text === 'Renamed on B', 'the edit to reach node A');
    const onServerB = readMindMap(b.app.get(CollabServer).liveDoc(notesId)!);
    expect(onServerB.nodes.find((n) => n.id === 'from-a')?.text).toBe('Added on A');
  });

  it('gives a node that opens a map late the changes another node has not stored yet', async () => {
    const owner = new TestClient(a.baseUrl);
    await owner.signUp();
    const { id: notesId } = await createStudyNotes(owner);
    const onA = connectYjs(a.baseUrl, notesId, owner.cookieHeader());
    clients.push(onA);
    await onA.synced;
    mindMapTypes(onA.doc).nodes.get('main')!.set('x', 333);
    // Node B opens the map at once, before A's debounced write; B asks A over Redis for what it lacks.
    const onB = connectYjs(b.baseUrl, notesId, owner.cookieHeader());
    clients.push(onB);
    await onB.synced;
    await whenSeen(onB, () => readMindMap(onB.doc).nodes.find((n) => n.id === 'main')?.x === 333, 'the unsaved change to reach B');
  });
});
