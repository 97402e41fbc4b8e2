import { randomUUID } from 'node:crypto';
import { materialStream, videoQuotaStream } from '@studyloop/events';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { InterruptedProcessingSweeper } from './interrupted-processing.sweeper.js';

/** `YYYY-MM` of an ISO instant, the UTC month the video quota counts in. */
const monthOf = (iso: string) => iso.slice(0, 7);

describe('interrupted processing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('records a video interrupted by a crash as failed, so captions can finish it, and stops counting it', async () => {
    const client = new TestClient(app.baseUrl);
    const { id: userId } = await client.signUp();
    const id = randomUUID();
    const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    // A node died right after VideoSubmitted (and its quota) an hour ago: recorded straight to the store.
    const month = monthOf(longAgo);
    const appended = await app.rawStore().appendToStreams([
      { streamId: materialStream(id), expectedVersion: 'no-stream', events: [
        { type: 'VideoSubmitted', data: { materialId: id, userId, url: 'https://lectures.example/courses/lecture-8', provider: 'web-page', externalId: null, submittedAt: longAgo } },
      ] },
      { streamId: videoQuotaStream(userId, month), expectedVersion: 'no-stream', events: [{ type: 'VideoQuotaConsumed', data: { userId, materialId: id, month, limited: true } }] },
    ]);
    expect(await app.app.get(ProjectionRunner).waitFor(appended[1].position, ['materials', 'videos'], 5000)).toBe(true);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(month === monthOf(new Date().toISOString()) ? 1 : 0);
    const sweeper = app.app.get(InterruptedProcessingSweeper);
    expect(await sweeper.sweep()).toBe(1);
    expect(await sweeper.sweep()).toBe(0);
    const [video] = (await client.get('/api/videos/my-videos')).body;
    expect(video).toMatchObject({ id, processingStatus: 'failed', failureReason: expect.stringContaining('interrupted') });
    // The failed video no longer counts.
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
  });
});
