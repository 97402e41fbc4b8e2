import { randomUUID } from 'node:crypto';
import { STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { GroupAccessService } from './group-access.service.js';

/** Real notes, generated from pasted text by the processing feature. */
async function createNotes(client: TestClient): Promise<string> {
  const res = await client.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
  if (res.status !== 201) throw new Error(`processing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.studyNotes.id as string;
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

    const notesId = await createNotes(owner);
    const title = (await owner.get(`/api/notes/${notesId}`)).body.title;
    expect((await other.get(`/api/notes/${notesId}`)).status).toBe(404); // private notes, not shared yet
    expect((await other.post(`/api/study-groups/${group.id}/notes`, { notesId })).status).toBe(403);
    const shared = await owner.post(`/api/study-groups/${group.id}/notes`, { notesId });
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual([expect.objectContaining({ notesId, title, sharedBy: ownerId })]);
    expect(await access.groupsSharingNotes(notesId)).toEqual([group.id]);
    expect(await access.canAccessSharedNotes(otherId, notesId)).toBe(true);
    expect((await other.get(`/api/notes/${notesId}`)).body).toMatchObject({ id: notesId, isOwner: false });
    expect((await outsider.get(`/api/notes/${notesId}`)).status).toBe(404);
    expect((await other.get(`/api/study-groups/shared-with/${notesId}`)).body).toMatchObject({ isOwner: false, groups: [expect.objectContaining({ id: group.id })] });
    expect((await outsider.get(`/api/study-groups/shared-with/${notesId}`)).status).toBe(404);

    expect((await other.post(`/api/study-groups/${group.id}/leave`)).status).toBe(200);
    expect(await access.canAccessSharedNotes(otherId, notesId)).toBe(false);
    expect((await other.get(`/api/notes/${notesId}`)).status).toBe(404);
  });

  it('owner publishes; anyone lists and joins public groups; roles have real powers; full groups refuse', async () => {
    const group = (await owner.post('/api/study-groups', { name: 'Physics', maxMembers: 3 })).body;
    expect((await new TestClient(t.baseUrl).get('/api/study-groups/public')).body.map((g: { id: string }) => g.id)).not.toContain(group.id);
    expect((await other.post(`/api/study-groups/${group.id}/join`)).body).toMatchObject({ statusCode: 403 });

    expect((await owner.put(`/api/study-groups/${group.id}/visibility`, { isPublic: true })).body.isPublic).toBe(true);
    const listed = (await new TestClient(t.baseUrl).get('/api/study-groups/public')).body;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: group.id, name: 'Physics', inviteCode: group.inviteCode, myRole: null })]));
    expect((await other.post(`/api/study-groups/${group.id}/join`)).body.myRole).toBe('member');

    // Members cannot manage; a moderator can't either; the owner can.
    expect((await other.post(`/api/study-groups/${group.id}/invite-code`)).body).toMatchObject({ statusCode: 403, message: 'Only the group owner or an admin can regenerate the invite code' });
    expect((await owner.put(`/api/study-groups/${group.id}/members/${otherId}/role`, { role: 'moderator' })).body.members)
      .toEqual(expect.arrayContaining([expect.objectContaining({ id: otherId, role: 'moderator' })]));
    expect((await other.delete(`/api/study-groups/${group.id}/members/${ownerId}`)).status).toBe(403);
    const { inviteCode } = (await owner.post(`/api/study-groups/${group.id}/invite-code`)).body;
    expect(inviteCode).not.toBe(group.inviteCode);

    const third = new TestClient(t.baseUrl); await third.signUp();
    expect((await third.post('/api/study-groups/join', { inviteCode: group.inviteCode })).body.message).toBe('Invalid invite code');
    expect((await third.post('/api/study-groups/join', { inviteCode })).status).toBe(200);
    expect((await outsider.post('/api/study-groups/join', { inviteCode })).body).toMatchObject({ statusCode: 409, message: 'This group is full (3 members)' });

    expect((await owner.delete(`/api/study-groups/${group.id}/members/${otherId}`)).body.members.map((m: { id: string }) => m.id)).not.toContain(otherId);
    expect((await other.get(`/api/study-groups/${group.id}`)).status).toBe(200); // public: still visible
    expect((await owner.post(`/api/study-groups/${group.id}/leave`)).body.message).toBe('The owner cannot leave the group. Delete the group instead.');
    expect((await owner.delete(`/api/study-groups/${group.id}`)).status).toBe(200);
    expect((await owner.get(`/api/study-groups/${group.id}`)).status).toBe(404);
    expect((await owner.get('/api/study-groups/user')).body.map((g: { id: string }) => g.id)).not.toContain(group.id);
  });
});
