import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync } from 'node:fs';
import {
  startFakeVideoSite, YOUTUBE_AGE_RESTRICTED, YOUTUBE_AUTO_ONLY, YOUTUBE_GATED, YOUTUBE_NO_CAPTIONS, YOUTUBE_PRIVATE, YOUTUBE_UNAVAILABLE, YOUTUBE_VIDEO,
  type FakeVideoSite,
} from '../test-support/fake-video-site.js';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { UsersService } from '../users/users.service.js';
import { ProcessingService } from '../materials/processing.service.js';
import { materialStream } from '@studyloop/events';

const cueStarts = readFileSync(new URL('./sources/fixtures/lecture-transcript.txt', import.meta.url), 'utf8')
  .trim().split('\n').map((line) => Number(line.split('|')[0]));

describe('videos: links → captions → notes with timestamps', () => {
  let site: FakeVideoSite;
  let app: TestApp;

  beforeAll(async () => {
    site = await startFakeVideoSite();
    app = await startTestApp({ YOUTUBE_BASE_URL: site.origin });
  });
  afterAll(async () => {
    await app.close();
    await site.close();
  });

  async function user(): Promise<TestClient & { id: string }> {
    const client = new TestClient(app.baseUrl);
    const { id } = await client.signUp();
    return Object.assign(client, { id });
  }

  async function captionOrigin(id: string): Promise<string | null> {
    const rows = await app.app.get(MikroORM).em.getConnection().execute('SELECT caption_origin FROM materials WHERE id = ?', [id]);
    return rows[0]?.caption_origin ?? null;
  }

  it('processes a course page declaring <track kind="captions">: notes with timestamps at cue starts', async () => {
    const client = await user();
    const res = await client.post('/api/videos/process', { url: `${site.origin}/courses/lecture-7` });
    expect(res.status).toBe(201);
    expect(res.body.flashcards.length).toBeGreaterThan(0);
    const id = res.body.studyNotes.id;

    const notes = (await client.get(`/api/notes/${id}`)).body;
    expect(notes.source.kind).toBe('video');
    expect(notes.video).toMatchObject({ id, title: 'Biology 101, Lecture 7: Photosynthesis', duration: 230 });
    expect(notes.timestamps.length).toBeGreaterThan(1);
    for (const t of notes.timestamps) expect(cueStarts).toContain(t.time);
    for (const c of notes.citations.keyIdeas) expect(cueStarts).toContain(c.time);
    expect(res.body.flashcards.every((c: { citation: { time?: number } }) => typeof c.citation.time === 'number')).toBe(true);

    const [video] = (await client.get('/api/videos/my-videos')).body;
    expect(video).toMatchObject({
      id, url: `${site.origin}/courses/lecture-7`, watchUrl: `${site.origin}/courses/lecture-7`, processingStatus: 'completed', isProcessed: true, studyNotesId: id,
      thumbnail: `${site.origin}/media/lecture-07-poster.jpg`, duration: 230, failureReason: null, provider: 'web-page',
    });
    expect(await captionOrigin(id)).toBe('web-page-track');
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(1);
    // Its <track kind="chapters"> gives the video's chapters.
    const metadata = (await materialEvents(id)).find((e) => e.type === 'VideoMetadataResolved')!.data as { chapters?: { title: string; start: number }[] };
    expect(metadata.chapters?.map((c) => [c.title, c.start])).toEqual([
      ['Introduction', 0], ['Two stages of photosynthesis', 41], ['The Calvin cycle', 78], ['Limiting factors', 122], ['Summary and the overall equation', 193],
    ]);
  });

  it('processes direct SRT and WebVTT links', async () => {
    const client = await user();
    for (const file of ['lecture-7.srt', 'lecture-7.vtt']) {
      const res = await client.post('/api/videos/process', { url: `${site.origin}/files/${file}` });
      expect(res.status).toBe(201);
      const notes = (await client.get(`/api/notes/${res.body.studyNotes.id}`)).body;
      expect(notes.timestamps.length).toBeGreaterThan(1);
      expect(notes.video).toMatchObject({ title: 'Lecture 7', duration: 230 });
      expect(await captionOrigin(res.body.studyNotes.id)).toBe('caption-file');
    }
  });

  async function materialEvents(id: string) {
    return app.app.get<EventLog>(EVENT_LOG).readStream(materialStream(id));
  }

  it('reads YouTube through InnerTube (IOS first): details, chapters, manual captions in the video language', async () => {
    const client = await user();
    const calls = site.playerCalls.length;
    const res = await client.post('/api/videos/process', { url: `https://youtu.be/${YOUTUBE_VIDEO}?si=share` });
    expect(res.status).toBe(201);
    const id = res.body.studyNotes.id;
    const [video] = (await client.get('/api/videos/my-videos')).body;
    expect(video).toMatchObject({
      id, provider: 'youtube', title: 'Photosynthesis: Light Reactions and the Calvin Cycle | Biology 101, Lecture 7',
      url: `https://youtu.be/${YOUTUBE_VIDEO}?si=share`, watchUrl: `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO}`,
      channelName: 'Open Biology Lectures', duration: 230, thumbnailUrl: `https://i.ytimg.com/vi_webp/${YOUTUBE_VIDEO}/maxresdefault.webp`,
      processingStatus: 'completed',
    });
    expect(video.description).toContain('Lecture 7 of Biology 101');
    // The first strategy served it: one player call, with the IOS client.
    expect(site.playerCalls.slice(calls)).toEqual([{ videoId: YOUTUBE_VIDEO, client: 'IOS' }]);
    expect(await captionOrigin(id)).toBe('youtube-manual');
    expect(site.requests.some((r) => r.startsWith('/api/timedtext') && r.includes('fmt=json3') && !r.includes('kind=asr') && r.includes('lang=en&'))).toBe(true);
    expect((await client.get(`/api/notes/${id}`)).body.timestamps.length).toBeGreaterThan(1);

    const events = await materialEvents(id);
    const metadata = events.find((e) => e.type === 'VideoMetadataResolved')!.data as { chapters?: { title: string; start: number }[] };
    expect(metadata.chapters).toEqual([
      { title: 'Introduction', start: 0 }, { title: 'Two stages of photosynthesis', start: 41 }, { title: 'The Calvin cycle', start: 78 },
      { title: 'Limiting factors', start: 122 }, { title: 'Summary and the overall equation', start: 193 },
    ]);
    expect(events.find((e) => e.type === 'SourceTextExtracted')!.data).toMatchObject({ language: 'en', captionOrigin: 'youtube-manual' });
  });

  it('switches client when caption URLs are gated (exp=xpe) or answer empty, without waiting', async () => {
    const client = await user();
    let calls = site.playerCalls.length;
    const gated = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_GATED}&t=42s` });
    expect(gated.status).toBe(201);
    expect(site.playerCalls.slice(calls).map((c) => c.client)).toEqual(['IOS', 'ANDROID']);
    // The gated URLs were never fetched: their mark is enough.
    expect(site.requests.filter((r) => r.startsWith('/api/timedtext') && r.includes(`v=${YOUTUBE_GATED}`) && r.includes('exp=xpe'))).toEqual([]);
    expect(await captionOrigin(gated.body.studyNotes.id)).toBe('youtube-manual');

    calls = site.playerCalls.length;
    const auto = await client.post('/api/videos/process', { url: `https://www.youtube.com/shorts/${YOUTUBE_AUTO_ONLY}` });
    expect(auto.status).toBe(201);
    expect(site.playerCalls.slice(calls).map((c) => c.client)).toEqual(['IOS', 'ANDROID']);
    expect(await captionOrigin(auto.body.studyNotes.id)).toBe('youtube-auto');
    const autoEvents = await materialEvents(auto.body.studyNotes.id);
    // Two chapter lines are not chapters (YouTube needs three).
    expect((autoEvents.find((e) => e.type === 'VideoMetadataResolved')!.data as { chapters?: unknown }).chapters).toBeUndefined();

    const viaPage = await client.post('/api/videos/process', { url: `${site.origin}/blog/photosynthesis` });
    expect(viaPage.status).toBe(201);
    expect(await captionOrigin(viaPage.body.studyNotes.id)).toBe('youtube-manual');
  });

  it('says why YouTube refuses: age-restricted (recorded, captions can finish it), private and unavailable (400)', async () => {
    const client = await user();
    const age = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_AGE_RESTRICTED}` });
    expect(age.status).toBe(422);
    expect(age.body.message).toMatch(/age-restricted.*Upload a \.vtt or \.srt/);
    const [failed] = (await client.get('/api/videos/my-videos')).body;
    expect(failed).toMatchObject({ processingStatus: 'failed', title: 'Field surgery techniques, lecture 3 (graphic)', duration: 1820 });
    // A failed video does not count toward the month.
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);

    const privateVideo = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_PRIVATE}` });
    expect(privateVideo.status).toBe(400);
    expect(privateVideo.body.message).toMatch(/private/);
    const gone = await client.post('/api/videos/process', { url: `https://www.youtube.com/embed/${YOUTUBE_UNAVAILABLE}` });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toMatch(/unavailable/);
    expect((await client.get('/api/videos/my-videos')).body).toHaveLength(1);
  });

  it('records a video without captions as failed, then finishes it from an uploaded caption file', async () => {
    const client = await user();
    const res = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_NO_CAPTIONS}` });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/no captions/i);
    const [failed] = (await client.get('/api/videos/my-videos')).body;
    expect(failed).toMatchObject({ processingStatus: 'failed', isProcessed: false, studyNotesId: null, title: expect.stringContaining('Photosynthesis') });
    expect(failed.failureReason).toMatch(/no captions.*Upload a \.vtt or \.srt/i);
    expect((await client.get(`/api/notes/${failed.id}`)).status).toBe(404);
    // A failed video uses no quota.
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);

    const stranger = await user();
    const upload = (who: TestClient, body: string, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'text/plain' }), name);
      return who.request('POST', `/api/videos/${failed.id}/captions`, form);
    };
    expect((await upload(stranger, readFileSync(new URL('./sources/fixtures/lecture.srt', import.meta.url), 'utf8'), 'l.srt')).status).toBe(404);
    expect((await upload(client, 'not captions at all', 'x.srt')).status).toBe(400);

    const done = await upload(client, readFileSync(new URL('./sources/fixtures/lecture.srt', import.meta.url), 'utf8'), 'lecture.srt');
    expect(done.status).toBe(201);
    expect(done.body.studyNotes.id).toBe(failed.id);
    expect(done.body.flashcards.length).toBeGreaterThan(0);
    const [video] = (await client.get('/api/videos/my-videos')).body;
    expect(video).toMatchObject({ id: failed.id, processingStatus: 'completed', studyNotesId: failed.id, failureReason: null });
    expect((await client.get(`/api/notes/${failed.id}`)).body.timestamps.length).toBeGreaterThan(1);
    expect(await captionOrigin(failed.id)).toBe('caption-upload');
    // Finishing it made notes: now it counts, once.
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(1);
    expect((await upload(client, readFileSync(new URL('./sources/fixtures/lecture.srt', import.meta.url), 'utf8'), 'lecture.srt')).status).toBe(409);
  });

  it('a caption file uploaded for a video with chapters keeps the chapters for its notes', async () => {
    const client = await user();
    const res = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_NO_CAPTIONS}` });
    expect(res.status).toBe(422);
    const [failed] = (await client.get('/api/videos/my-videos')).body;
    const chapters = [
      { title: 'Setting up the experiment', start: 0 }, { title: 'In bright light', start: 45 }, { title: 'In the dark', start: 110 },
      { title: 'What the bubbles tell us', start: 160 },
    ];
    const form = new FormData();
    form.append('file', new Blob([readFileSync(new URL('./sources/fixtures/lecture.vtt', import.meta.url), 'utf8')], { type: 'text/vtt' }), 'lecture.vtt');
    const upload = await client.request('POST', `/api/videos/${failed.id}/captions`, form);
    expect(upload.status).toBe(201);
    // What the upload builds its document from: the chapters recorded with the video's details.
    const material = await app.app.get(ProcessingService).material(failed.id);
    expect(material).toMatchObject({ status: 'completed', chapters });
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(1);
  });

  it('a link already processed returns its notes, however it is written, and uses no quota', async () => {
    const client = await user();
    const first = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO}` });
    expect(first.status).toBe(201);
    expect(first.body.alreadyProcessed).toBeUndefined();
    const id = first.body.studyNotes.id;
    const calls = site.playerCalls.length;
    for (const url of [
      `https://youtu.be/${YOUTUBE_VIDEO}?si=AbCdEf`, `https://m.youtube.com/watch?feature=share&v=${YOUTUBE_VIDEO}&t=90s`,
      `https://www.youtube.com/embed/${YOUTUBE_VIDEO}?start=10`, `https://www.youtube.com/shorts/${YOUTUBE_VIDEO}`,
    ]) {
      const again = await client.post('/api/videos/process', { url });
      expect({ url, status: again.status, id: again.body.studyNotes?.id, alreadyProcessed: again.body.alreadyProcessed }).toEqual({ url, status: 201, id, alreadyProcessed: true });
      expect(again.body.flashcards.map((c: { id: string }) => c.id)).toEqual(first.body.flashcards.map((c: { id: string }) => c.id));
    }
    // Decided before any fetch: YouTube was not asked again.
    expect(site.playerCalls.length).toBe(calls);
    expect((await client.get('/api/videos/my-videos')).body).toHaveLength(1);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(1);

    // Other links: the same page with a fragment, tracking parameters and a trailing slash.
    const page = await client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt` });
    const samePage = await client.post('/api/videos/process', { url: `${site.origin.replace('127.0.0.1', '127.0.0.1')}/files/lecture-7.vtt/?utm_source=newsletter#t=20` });
    expect(samePage.status).toBe(201);
    expect(samePage.body.studyNotes.id).toBe(page.body.studyNotes.id);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(2);

    // Another learner's submission of the same video is theirs.
    const other = await user();
    const theirs = await other.post('/api/videos/process', { url: `https://youtu.be/${YOUTUBE_VIDEO}` });
    expect(theirs.status).toBe(201);
    expect(theirs.body.studyNotes.id).not.toBe(id);
  });

  it('two quick submissions of one link make one video and count once', async () => {
    const client = await user();
    const calls = site.playerCalls.length;
    site.holdPlayerAnswers(YOUTUBE_GATED, 3);
    const [a, b, c] = await Promise.all([
      client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_GATED}` }),
      client.post('/api/videos/process', { url: `https://youtu.be/${YOUTUBE_GATED}` }),
      client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_GATED}&t=1` }),
    ]);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.studyNotes.id, b.body.studyNotes.id, c.body.studyNotes.id]).size).toBe(1);
    // All three were in flight together (each asked YouTube), and only one was recorded.
    expect(site.playerCalls.slice(calls).filter((call) => call.client === 'IOS')).toHaveLength(3);
    expect((await client.get('/api/videos/my-videos')).body).toHaveLength(1);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(1);

    // A link that fails: both answers give the reason, and there is still one video.
    const failing = await Promise.all([1, 2].map(() => client.post('/api/videos/process', { url: `https://youtu.be/${YOUTUBE_NO_CAPTIONS}` })));
    expect(failing.map((r) => [r.status, r.body.message])).toEqual([[422, expect.stringMatching(/no captions/)], [422, expect.stringMatching(/no captions/)]]);
    expect((await client.get('/api/videos/my-videos')).body).toHaveLength(2);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(1);
  });

  it('a failed link is tried again when sent again, and failures never use quota', async () => {
    const client = await user();
    for (let i = 0; i < 4; i++) {
      const res = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_NO_CAPTIONS}` });
      expect(res.status).toBe(422);
    }
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
    // Notes that cannot be generated (too little to read) do not count either.
    const short = await client.post('/api/videos/process', { url: `${site.origin}/files/too-short.vtt` });
    expect(short.status).toBe(422);
    expect(short.body.message).toMatch(/too short/);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
    // One video for the YouTube link, tried again each time.
    const videos = (await client.get('/api/videos/my-videos')).body;
    expect(videos.filter((v: { provider: string }) => v.provider === 'youtube')).toHaveLength(1);
    expect(videos.find((v: { provider: string }) => v.provider === 'youtube')).toMatchObject({ processingStatus: 'failed', failureReason: expect.stringMatching(/no captions/) });
    // Still room for three: failures took none of it.
    for (const url of [`${site.origin}/files/lecture-7.vtt`, `${site.origin}/files/lecture-7.srt`, `https://youtu.be/${YOUTUBE_VIDEO}`]) {
      expect((await client.post('/api/videos/process', { url })).status).toBe(201);
    }
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(3);
    const fourth = await client.post('/api/videos/process', { url: `https://youtu.be/${YOUTUBE_GATED}` });
    expect(fourth.status).toBe(403);
    // …and a duplicate is still answered at the limit.
    expect((await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO}` })).status).toBe(201);
  });

  it('refuses bad links with 400 and records and counts nothing', async () => {
    const client = await user();
    for (const url of [
      'not a url', 'ftp://example.com/video', 'https://www.youtube.com/@someone', `https://www.youtube.com/watch?v=${YOUTUBE_UNAVAILABLE}`,
      `${site.origin}/missing-page`, `${site.origin}/huge`,
    ]) {
      const res = await client.post('/api/videos/process', { url });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.body.message.length).toBeGreaterThan(10);
    }
    expect((await client.get('/api/videos/my-videos')).body).toEqual([]);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
    expect((await new TestClient(app.baseUrl).post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt` })).status).toBe(401);
  });

  it('fails a page whose video declares no captions, with the reason', async () => {
    const client = await user();
    const res = await client.post('/api/videos/process', { url: `${site.origin}/courses/lecture-8` });
    expect(res.status).toBe(422);
    const [video] = (await client.get('/api/videos/my-videos')).body;
    expect(video).toMatchObject({ processingStatus: 'failed', title: 'Biology 101, Lecture 8: Cellular Respiration' });
    expect(video.failureReason).toMatch(/declares no captions/);
  });

  it('lists recent videos: own ones, and others only once their notes are public', async () => {
    const owner = await user();
    const stranger = await user();
    const res = await owner.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt` });
    const id = res.body.studyNotes.id;
    expect((await owner.get('/api/videos/recent')).body.map((v: { id: string }) => v.id)).toContain(id);
    expect((await stranger.get('/api/videos/recent')).body.map((v: { id: string }) => v.id)).not.toContain(id);
    await owner.request('PATCH', `/api/notes/${id}/visibility`, { isPublic: true });
    expect((await new TestClient(app.baseUrl).get('/api/videos/recent')).body.map((v: { id: string }) => v.id)).toContain(id);
    expect((await new TestClient(app.baseUrl).get('/api/videos/my-videos')).status).toBe(401);
  });

  it('limits free users to 3 videos a month: the 4th is refused with "limit reached"; paid tiers are unlimited', async () => {
    const client = await user();
    for (let i = 0; i < 3; i++) expect((await client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt?copy=${i}` })).status).toBe(201);
    const fourth = await client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt?copy=3` });
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toContain('limit reached');
    expect((await client.get('/api/user/usage')).body).toMatchObject({ monthlyVideoCount: 3, maxVideosPerMonth: 3 });
    expect((await client.get('/api/videos/my-videos')).body).toHaveLength(3);

    await app.app.get(UsersService).changeTier(client.id, 'premium', 'test');
    expect((await client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt?copy=4` })).status).toBe(201);
    expect((await client.get('/api/user/usage')).body).toMatchObject({ monthlyVideoCount: 4, maxVideosPerMonth: null });
  });

  it('ten concurrent requests with 2 videos left create exactly 2 videos', async () => {
    const client = await user();
    expect((await client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.srt` })).status).toBe(201);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt?copy=${i}` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.message.includes('limit reached'))).toBe(true);
    expect((await client.get('/api/videos/my-videos')).body).toHaveLength(3);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(3);
  });
});

describe('videos with YOUTUBE_CLIENTS reordered by an operator', () => {
  it('follows the configured order: the watch page first (its caption URLs are gated), then ANDROID', async () => {
    const site = await startFakeVideoSite();
    const app = await startTestApp({ YOUTUBE_BASE_URL: site.origin, YOUTUBE_CLIENTS: 'page,android' });
    try {
      const client = new TestClient(app.baseUrl);
      await client.signUp();
      const res = await client.post('/api/videos/process', { url: `https://www.youtube.com/watch?v=${YOUTUBE_VIDEO}` });
      expect(res.status).toBe(201);
      expect(site.requests[0]).toMatch(new RegExp(`^/watch\\?v=${YOUTUBE_VIDEO}`));
      expect(site.playerCalls).toEqual([{ videoId: YOUTUBE_VIDEO, client: 'ANDROID' }]);
      expect(site.requests.filter((r) => r.startsWith('/api/timedtext') && r.includes('exp=xpe'))).toEqual([]);
    } finally {
      await app.close();
      await site.close();
    }
  });
});

describe('videos with FETCH_ALLOW_PRIVATE unset', () => {
  it('refuses links to private or local addresses with 400', async () => {
    const site = await startFakeVideoSite();
    const app = await startTestApp({ FETCH_ALLOW_PRIVATE: 'false' });
    try {
      const client = new TestClient(app.baseUrl);
      await client.signUp();
      const res = await client.post('/api/videos/process', { url: `${site.origin}/files/lecture-7.vtt` });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/private or local network addresses are refused/);
      expect(site.requests).toEqual([]);
    } finally {
      await app.close();
      await site.close();
    }
  });
});
