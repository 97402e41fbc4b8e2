import { groupStream } from '@studyloop/events';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

/**
 * A class joins its group at the same moment. Before, 7–13 of 50 got 409 "changed by someone else";
 * joins are commutative and must all succeed, each member listed exactly once.
 */
describe('concurrent group joins', () => {
  let t: TestApp;
  let owner: TestClient;
  let learners: { client: TestClient; id: string }[];
  beforeAll(async () => {
    t = await startTestApp({ REGISTER_RATE_LIMIT: '1000/1h' });
    owner = new TestClient(t.baseUrl);
    await owner.signUp();
    learners = [];
    for (let batch = 0; batch < 200; batch += 20) {
      learners.push(...await Promise.all(Array.from({ length: 20 }, async () => {
        const client = new TestClient(t.baseUrl);
        return { client, id: (await client.signUp()).id };
      })));
    }
  }, 120_000);
  afterAll(async () => { await t.close(); });

  async function joinAtOnce(count: number) {
    const group = (await owner.post('/api/study-groups', { name: `Lecture of ${count}`, maxMembers: count + 1 })).body;
    const started = Date.now();
    const replies = await Promise.all(learners.slice(0, count).map(({ client }) => client.post('/api/study-groups/join', { inviteCode: group.inviteCode })));
    const elapsed = Date.now() - started;
    console.log(`${count} concurrent joins: all answered in ${elapsed} ms`);
    return { group, replies };
  }

  /** Every reply was 200 (the joins are recorded); the read model may still be applying them under load. */
  async function membersOnceProjected(groupId: string): Promise<string[]> {
    const started = Date.now();
    await t.projected(groupStream(groupId), ['groups'], 60_000);
    console.log(`read model listed every join ${Date.now() - started} ms after the last reply`);
    return (await owner.get(`/api/study-groups/${groupId}`)).body.members.map((m: { id: string }) => m.id);
  }

  it.each([50, 200])('%i learners joining one group at once all get in, each exactly once', async (count) => {
    const { group, replies } = await joinAtOnce(count);
    expect(replies.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body?.message}`)).toEqual([]);
    const members = await membersOnceProjected(group.id);
    expect(members).toHaveLength(count + 1);
    expect(new Set(members).size).toBe(count + 1);
    expect(members).toEqual(expect.arrayContaining(learners.slice(0, count).map((l) => l.id)));
    // Joining again changes nothing and is no error.
    const again = await learners[0].client.post('/api/study-groups/join', { inviteCode: group.inviteCode });
    expect(again.status).toBe(200);
    expect((await owner.get(`/api/study-groups/${group.id}`)).body.memberCount).toBe(count + 1);
  }, 120_000);
});
