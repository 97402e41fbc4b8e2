import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { GroupAccessService } from './group-access.service.js';

/** Study notes come from the processing feature; here a row stands in for notes the owner generated. */
async function seedNotes(t: TestApp, userId: string): Promise<string> {
  const id = randomUUID();
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  await client.query(
    `INSERT INTO study_notes (id, user_id, material_id, source_kind, title, summary, key_ideas, definitions, timestamps, difficulty, duration_minutes, generator, created_at, updated_at)
     VALUES ($1, $2, $1, 'text', 'Cell biology', 'Cells.', '[]', '[]', '[]', 'beginner', 5, 'local', now(), now())`,
    [id, userId],
  );
  await client.end();
  return id;
}

describe('study groups API', () => {
  let t: TestApp;
  let owner: TestClient; let ownerId: string;
  let other: TestClient; let otherId: string;
  let outsider: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    owner = new TestClient(t.baseUrl); ownerId = (await owner.signUp()).id;
    other = new TestClient(t.baseUrl); otherId = (await other.signUp()).id;
    outsider = new TestClient(t.baseUrl); await outsider.signUp();
  });
  afterAll(async () => { await t.close(); });

  it('creates a private group with a trimmed name, the creator as admin, and an invite code', async () => {
    const res = await owner.post('/api/study-groups', { name: '  Biology 101  ', description: 'Cells and more' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Biology 101', description: 'Cells and more', isPublic: false, createdBy: ownerId, maxMembers: 20, myRole: 'admin' });
    expect(res.body.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body.members).toEqual([expect.objectContaining({ id: ownerId, role: 'admin', avatarUrl: null })]);
    expect((await owner.post('/api/study-groups', { name: '   ' })).body).toMatchObject({ statusCode: 400, message: 'Group name is required' });
    expect((await new TestClient(t.baseUrl).post('/api/study-groups', { name: 'x' })).status).toBe(401);
  });

  it('joins by code, shares notes only by their owner, and answers the access questions', async () => {
    const group = (await owner.post('/api/study-groups', { name: 'Chem' })).body;
    expect((await other.post('/api/study-groups/join', { inviteCode: 'NOPE1234' })).body).toMatchObject({ statusCode: 404, message: 'Invalid invite code' });
    const joined = await other.post('/api/study-groups/join', { inviteCode: ` ${group.inviteCode.toLowerCase()} ` });
    expect(joined.status).toBe(200);
    expect(joined.body.members.map((m: { id: string }) => m.id)).toEqual([ownerId, otherId]);

    const access = t.app.get(GroupAccessService);
    expect(await access.isMember(otherId, group.id)).toBe(true);
    expect(await access.isMember(randomUUID(), group.id)).toBe(false);

    const notesId = await seedNotes(t, ownerId);
    expect((await other.post(`/api/study-groups/${group.id}/notes`, { notesId })).status).toBe(403);
    const shared = await owner.post(`/api/study-groups/${group.id}/notes`, { notesId });
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual([expect.objectContaining({ notesId, title: 'Cell biology', sharedBy: ownerId })]);
    expect(await access.groupsSharingNotes(notesId)).toEqual([group.id]);
    expect(await access.canAccessSharedNotes(otherId, notesId)).toBe(true);
    expect((await other.get(`/api/study-groups/shared-with/${notesId}`)).body).toMatchObject({ isOwner: false, groups: [expect.objectContaining({ id: group.id })] });
    expect((await outsider.get(`/api/study-groups/shared-with/${notesId}`)).status).toBe(404);

    expect((await other.post(`/api/study-groups/${group.id}/leave`)).status).toBe(200);
    expect(await access.canAccessSharedNotes(otherId, notesId)).toBe(false);
  });
});
