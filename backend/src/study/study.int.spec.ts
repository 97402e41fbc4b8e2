import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { FixedClock } from '../common/clock.js';
import { localDay } from '../common/local-time.js';
import { ScheduleService } from './schedule.service.js';
import { PreferencesService } from './preferences.service.js';
import { CommandsService } from '../event-store/commands.service.js';
import { STUDY_PAGES, STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

describe('study timer, schedule, preferences and dashboard over HTTP', () => {
  let app: TestApp;
  let ada: TestClient;
  let notesId: string;

  beforeAll(async () => {
    app = await startTestApp();
    ada = new TestClient(app.baseUrl);
    await ada.signUp();
    const processed = await ada.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    expect(processed.status).toBe(201);
    notesId = processed.body.studyNotes.id;
  });
  afterAll(() => app.close());

  it('answers 401 to signed-out callers', async () => {
    const anonymous = new TestClient(app.baseUrl);
    for (const [method, path] of [
      ['POST', '/api/study/sessions'], ['GET', '/api/analytics/dashboard'], ['GET', '/api/schedule/today'],
      ['PUT', '/api/schedule/review/complete'], ['GET', '/api/preferences'], ['PUT', '/api/preferences'], ['GET', '/api/progress'],
    ]) {
      const res = await anonymous.request(method, path, method === 'GET' ? undefined : {});
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 401, message: 'Not authenticated' });
    }
  });

  it('a new learner sees a zero dashboard, default preferences and level 1', async () => {
    const fresh = new TestClient(app.baseUrl);
    await fresh.signUp();
    const dashboard = await fresh.get('/api/analytics/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.stats).toMatchObject({ totalStudyTime: 0, currentStreak: 0, longestStreak: 0, dailyGoal: 60, totalGoals: 7, flashcardAccuracy: 0 });
    expect(dashboard.body.weeklyData).toHaveLength(7);
    expect((await fresh.get('/api/preferences')).body).toEqual({ dailyGoal: 60, timeZone: 'UTC', isSet: false });
    expect((await fresh.get('/api/progress')).body).toMatchObject({ level: 1, experiencePoints: 0, achievements: [], nextLevelExperience: 100 });
    expect((await fresh.get('/api/schedule/today')).body.schedule).toEqual([]);
  });

  it('validates study sessions: minutes 1..180, mode, notes the learner may see', async () => {
    const cases: [unknown, number, string][] = [
      [{ minutes: 0, mode: 'pomodoro', notesId }, 400, 'A study session lasts at least 1 minute'],
      [{ minutes: 181, mode: 'pomodoro', notesId }, 400, 'A study session lasts at most 180 minutes'],
      [{ minutes: '25', mode: 'pomodoro', notesId }, 400, 'Minutes must be a number'],
      [{ minutes: 25, mode: 'sprint', notesId }, 400, "Mode must be 'pomodoro' or 'standard'"],
      [{ minutes: 25, mode: 'pomodoro', notesId: 'nope' }, 400, 'Study notes id is not valid'],
      [{ minutes: 25, mode: 'pomodoro', notesId: randomUUID() }, 404, 'Study notes not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await ada.post('/api/study/sessions', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    // Someone else's private notes do not exist for Ada; once public she may study them.
    const bob = new TestClient(app.baseUrl);
    await bob.signUp();
    const bobs = await bob.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[1] });
    const other = { minutes: 5, mode: 'pomodoro', notesId: bobs.body.studyNotes.id };
    expect((await ada.post('/api/study/sessions', other)).status).toBe(404);
    expect((await bob.request('PATCH', `/api/notes/${bobs.body.studyNotes.id}/visibility`, { isPublic: true })).status).toBe(200);
    expect((await ada.post('/api/study/sessions', other)).status).toBe(201);
  });

  it('records a session: dashboard, current user and progress reflect it at once; overlapping time is refused', async () => {
    const learner = new TestClient(app.baseUrl);
    await learner.signUp();
    const processed = await learner.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    const own = processed.body.studyNotes.id;

    const recorded = await learner.post('/api/study/sessions', { minutes: 25, mode: 'pomodoro', notesId: own });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ minutes: 25, mode: 'pomodoro', notesId: own, experiencePoints: 60, experienceGained: 60, level: 1 });

    const dashboard = (await learner.get('/api/analytics/dashboard')).body;
    expect(dashboard.stats).toMatchObject({ totalStudyTime: 25, todayStudyTime: 25, currentStreak: 1, longestStreak: 1 });
    expect(dashboard.weeklyData.reduce((sum: number, d: { studyTime: number }) => sum + d.studyTime, 0)).toBe(25);
    expect((await learner.get('/api/auth/user')).body).toMatchObject({ level: 1, experiencePoints: 60, studyStreak: 1, totalStudyTime: 25 });
    const progress = (await learner.get('/api/progress')).body;
    expect(progress.achievements.map((a: { title: string }) => a.title)).toEqual(['First Focus']);
    expect((await learner.get(`/api/progress/notes/${own}`)).body).toMatchObject({ studyMinutes: 25, studySessions: 1 });

    // Right after a 25-minute session, another 25 minutes cannot have happened yet.
    const overlap = await learner.post('/api/study/sessions', { minutes: 25, mode: 'pomodoro', notesId: own });
    expect(overlap).toMatchObject({ status: 409, body: { message: 'That is more study time than has passed since your last session ended' } });
    expect((await learner.get('/api/analytics/dashboard')).body.stats.totalStudyTime).toBe(25);
  });

  it('validates and saves preferences; the dashboard uses the goal', async () => {
    const learner = new TestClient(app.baseUrl);
    await learner.signUp();
    for (const [body, message] of [
      [{ dailyGoal: 4, timeZone: 'UTC' }, 'Daily goal must be between 5 and 600 minutes'],
      [{ dailyGoal: 601, timeZone: 'UTC' }, 'Daily goal must be between 5 and 600 minutes'],
      [{ dailyGoal: 30, timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be an IANA time zone such as Europe/Paris'],
      [{ dailyGoal: 30, timeZone: '+02:00' }, 'Time zone must be an IANA time zone such as Europe/Paris'],
      [{ dailyGoal: 30 }, 'Time zone is required'],
    ] as const) {
      expect((await learner.put('/api/preferences', body))).toMatchObject({ status: 400, body: { message } });
    }
    const saved = await learner.put('/api/preferences', { dailyGoal: 45, timeZone: 'Asia/Tokyo' });
    expect(saved).toMatchObject({ status: 200, body: { dailyGoal: 45, timeZone: 'Asia/Tokyo', isSet: true } });
    expect((await learner.get('/api/preferences')).body).toEqual({ dailyGoal: 45, timeZone: 'Asia/Tokyo', isSet: true });
    expect((await learner.get('/api/analytics/dashboard')).body.stats.dailyGoal).toBe(45);
    expect((await learner.get('/api/schedule/today')).body).toMatchObject({ timeZone: 'Asia/Tokyo', date: localDay(new Date(), 'Asia/Tokyo') });
  });

  it('plans today from real data and completes items as events', async () => {
    const learner = new TestClient(app.baseUrl);
    await learner.signUp();
    const first = await learner.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[0] });
    const second = await learner.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[2] });
    const cardCount = first.body.flashcards.length + second.body.flashcards.length;

    const plan = await learner.get('/api/schedule/today');
    expect(plan.status).toBe(200);
    const { schedule } = plan.body;
    expect(schedule.map((i: { kind: string }) => i.kind)).toEqual(['review', 'pomodoro', 'quiz']);
    expect(schedule[0]).toMatchObject({ id: 'review', activity: `Review ${cardCount} due flashcards`, completed: false, time: '09:00' });
    for (const item of schedule) expect(item.time).toMatch(/^\d\d:\d\d$/);
    // The pomodoro is on the newest notes and the quiz on the other ones.
    expect(schedule[1]).toMatchObject({ id: `pomodoro-${second.body.studyNotes.id}`, duration: 25 });
    expect(schedule[2]).toMatchObject({ id: `quiz-${first.body.studyNotes.id}`, duration: 10 });

    expect((await learner.put('/api/schedule/nothing-like-this/complete')).status).toBe(404);
    const done = await learner.put('/api/schedule/review/complete');
    expect(done).toMatchObject({ status: 200, body: { success: true, item: { id: 'review', completed: true } } });
    expect((await learner.put('/api/schedule/review/complete')).status).toBe(200); // idempotent
    const after = (await learner.get('/api/schedule/today')).body.schedule;
    expect(after.map((i: { completed: boolean }) => i.completed)).toEqual([true, false, false]);
    expect((await learner.get('/api/progress')).body.experiencePoints).toBe(5); // one completion, counted once

    // Studying the planned notes completes the pomodoro without a click.
    expect((await learner.post('/api/study/sessions', { minutes: 10, mode: 'pomodoro', notesId: second.body.studyNotes.id })).status).toBe(201);
    expect((await learner.get('/api/schedule/today')).body.schedule[1]).toMatchObject({ kind: 'pomodoro', completed: true });
  });

  it('counts the cards due now, not those coming back later today', async () => {
    const learner = new TestClient(app.baseUrl);
    await learner.signUp();
    const processed = await learner.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[1] });
    const cards = processed.body.flashcards as { id: string }[];
    expect((await learner.get('/api/schedule/today')).body.schedule[0].activity).toBe(`Review ${cards.length} due flashcards`);
    // Good on a new card: due again in minutes, still today, but not due now.
    expect((await learner.post(`/api/flashcards/${cards[0]!.id}/review`, { rating: 'good' })).status).toBe(200);
    const plan = (await learner.get('/api/schedule/today')).body.schedule;
    expect(plan[0].activity).toBe(`Review ${cards.length - 1} due flashcard${cards.length - 1 === 1 ? '' : 's'}`);
    // The same figure /flashcards shows as Due Today.
    expect((await learner.get('/api/flashcards/stats')).body.dueToday).toBe(cards.length - 1);
  });

  it('times the plan in the learner\'s zone at their usual hour (injected clock)', async () => {
    const learner = new TestClient(app.baseUrl);
    const { id } = await learner.signUp();
    await learner.post('/api/materials/process', { type: 'text', content: STUDY_PAGES[1] });
    expect((await learner.put('/api/preferences', { dailyGoal: 30, timeZone: 'America/New_York' })).status).toBe(200);
    const service = new ScheduleService(app.app.get(MikroORM), app.app.get(CommandsService), app.app.get(PreferencesService), new FixedClock(new Date('2026-03-04T03:30:00Z')));
    const plan = await service.today(id);
    expect(plan).toMatchObject({ date: '2026-03-03', timeZone: 'America/New_York' }); // still Tuesday evening in New York
    expect(plan.schedule[0].time).toBe('09:00');
  });
});
