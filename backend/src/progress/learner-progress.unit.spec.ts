import { levelForExperience } from '@studyloop/events';
import { advanceStreak, currentStreak } from '../common/day-streak.js';
import { recordActivity, type LearnerActivity } from './learner-progress.js';
import { emptyDay, emptyTotals, type LearnerTotals } from './learner-totals.js';

/** Applies activities (each on its day) from a new learner, like the projection does. */
function run(activities: [string, LearnerActivity][], dailyGoal = 60) {
  let totals: LearnerTotals = emptyTotals();
  const days = new Map<string, ReturnType<typeof emptyDay>>();
  const unlocked = new Set<string>();
  const gained: number[] = [];
  for (const [day, activity] of activities) {
    const outcome = recordActivity(totals, days.get(day) ?? emptyDay(), activity, { day, dailyGoal, unlocked });
    totals = outcome.totals;
    days.set(day, outcome.day);
    outcome.unlocked.forEach((id) => unlocked.add(id));
    gained.push(outcome.experienceGained);
  }
  return { totals, days, unlocked, gained };
}

const study = (minutes = 25, startHour = 9): LearnerActivity => ({ kind: 'study', minutes, startHour });
const review = (correct = true): LearnerActivity => ({ kind: 'review', correct });

describe('learner progress', () => {
  it('scores a first pomodoro: 2 XP a minute plus the first streak day', () => {
    const { totals, gained, unlocked } = run([['2026-03-02', study(25)]]);
    expect(gained).toEqual([25 * 2 + 10]);
    expect(totals).toMatchObject({ studyMinutes: 25, studySessions: 1, currentRun: 1, longestStreak: 1, lastActiveDay: '2026-03-02' });
    expect(totals.sessionHours[9]).toBe(1);
    expect([...unlocked]).toEqual(['first-session']);
  });

  it('scores reviews (2, +3 when correct) and quizzes (10, +5 a correct answer, score bonus)', () => {
    const { gained, totals } = run([
      ['2026-03-02', review(true)],
      ['2026-03-02', review(false)],
      ['2026-03-02', { kind: 'quiz', correct: 8, total: 10, score: 80 }],
      ['2026-03-02', { kind: 'quiz', correct: 4, total: 4, score: 100 }],
      ['2026-03-02', { kind: 'quiz', correct: 1, total: 4, score: 25 }],
    ]);
    expect(gained).toEqual([5 + 10, 2, 10 + 40 + 25, 10 + 20 + 50, 10 + 5]);
    expect(totals).toMatchObject({ reviews: 2, correctReviews: 1, quizzes: 3, quizQuestions: 18, quizCorrect: 13, perfectQuizzes: 1 });
  });

  it('awards the daily goal once, when the day crosses it', () => {
    const { gained, totals } = run([['2026-03-02', study(25)], ['2026-03-02', study(25)], ['2026-03-02', study(25)], ['2026-03-02', study(25)]], 60);
    expect(gained).toEqual([60, 50, 50 + 20, 50]);
    expect(totals.dailyGoalsMet).toBe(1);
  });

  it('extends the streak on consecutive days, restarts it after a gap and keeps the longest', () => {
    const { totals, gained, unlocked } = run([
      ['2026-03-01', review()], ['2026-03-02', review()], ['2026-03-02', review()], ['2026-03-03', review()],
      ['2026-03-05', review()],
    ]);
    expect(totals).toMatchObject({ currentRun: 1, longestStreak: 3, lastActiveDay: '2026-03-05' });
    // Streak-day bonus grows with the run: 10, 20, (same day: 0), 30, then 10 after the gap.
    expect(gained.map((g) => g - 5)).toEqual([10, 20, 0, 30, 10]);
    expect(unlocked.has('streak-3')).toBe(true);
  });

  it('caps the streak-day bonus at 7 days', () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    const { gained, totals } = run(days.map((d) => [d, review(false)] as [string, LearnerActivity]));
    expect(gained.map((g) => g - 2)).toEqual([10, 20, 30, 40, 50, 60, 70, 70, 70, 70]);
    expect(totals.longestStreak).toBe(10);
  });

  it('an earlier day arriving late counts in its day but leaves the streak alone', () => {
    const step = advanceStreak({ currentRun: 4, longestStreak: 4, lastActiveDay: '2026-03-05' }, '2026-03-04');
    expect(step).toEqual({ currentRun: 4, longestStreak: 4, lastActiveDay: '2026-03-05', newActiveDay: false });
  });

  it('the current streak survives until the end of the day after the last active day', () => {
    const totals = { currentRun: 5, lastActiveDay: '2026-03-05' };
    expect(currentStreak(totals, '2026-03-05')).toBe(5);
    expect(currentStreak(totals, '2026-03-06')).toBe(5);
    expect(currentStreak(totals, '2026-03-07')).toBe(0);
    expect(currentStreak({ currentRun: 0, lastActiveDay: null }, '2026-03-07')).toBe(0);
  });

  it('schedule items earn XP but do not make a day active', () => {
    const { totals, gained } = run([['2026-03-02', { kind: 'schedule' }]]);
    expect(gained).toEqual([5]);
    expect(totals).toMatchObject({ scheduleItems: 1, currentRun: 0, lastActiveDay: null });
  });

  it('levels follow the spec: level L spans (L-1)²×100 to L²×100 XP', () => {
    expect([0, 99, 100, 399, 400, 900, 10_000].map(levelForExperience)).toEqual([1, 1, 2, 2, 3, 4, 11]);
    const { totals, unlocked } = run(Array.from({ length: 14 }, (_, i) => [`2026-04-${String(i + 1).padStart(2, '0')}`, study(120)] as [string, LearnerActivity]));
    expect(levelForExperience(totals.experiencePoints)).toBeGreaterThanOrEqual(5);
    expect(unlocked.has('level-5')).toBe(true);
    expect(unlocked.has('study-10h')).toBe(true);
    expect(unlocked.has('streak-7')).toBe(true);
  });
});
