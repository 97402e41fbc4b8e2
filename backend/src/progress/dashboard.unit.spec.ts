import { buildDashboard } from './dashboard.js';
import { emptyDay, type DayTotals } from './learner-totals.js';

const day = (values: Partial<DayTotals>): DayTotals => ({ ...emptyDay(), ...values });
const totals = { studyMinutes: 500, reviews: 20, correctReviews: 15, quizQuestions: 10, quizCorrect: 9, currentRun: 3, longestStreak: 6, lastActiveDay: '2026-03-04' };

describe('dashboard', () => {
  it('a learner with no activity gets zeros, seven goal days and Mon–Sun', () => {
    const dashboard = buildDashboard({ today: '2026-03-04', dailyGoal: 60, totals: null, days: new Map() });
    expect(dashboard.stats).toEqual({
      totalStudyTime: 0, currentStreak: 0, longestStreak: 0, completedGoals: 0, totalGoals: 7, weeklyProgress: 0,
      todayStudyTime: 0, dailyGoal: 60, flashcardAccuracy: 0, improvements: { studyTime: 0, accuracy: 0, streaks: 0 },
    });
    expect(dashboard.weeklyData.map((d) => d.name)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('fills this week by weekday and compares it with the same days of last week', () => {
    const days = new Map([
      // last week: Mon 30 min, Tue 30 min (accuracy 50%), Thu 200 min (after "today" last week: not compared)
      ['2026-02-23', day({ studyMinutes: 30, studySessions: 1 })],
      ['2026-02-24', day({ studyMinutes: 30, studySessions: 1, reviews: 10, correctReviews: 5 })],
      ['2026-02-26', day({ studyMinutes: 200, studySessions: 4 })],
      // this week: Mon 60, Wed (today) 30 + a quiz 9/10 and 10 reviews 6 right
      ['2026-03-02', day({ studyMinutes: 60, studySessions: 2 })],
      ['2026-03-04', day({ studyMinutes: 30, studySessions: 1, reviews: 10, correctReviews: 6, quizzes: 1, quizQuestions: 10, quizCorrect: 9 })],
    ]);
    const { stats, weeklyData } = buildDashboard({ today: '2026-03-04', dailyGoal: 60, totals, days });
    expect(weeklyData).toEqual([
      { name: 'Mon', studyTime: 60, accuracy: 0 },
      { name: 'Tue', studyTime: 0, accuracy: 0 },
      { name: 'Wed', studyTime: 30, accuracy: 75 },
      { name: 'Thu', studyTime: 0, accuracy: 0 },
      { name: 'Fri', studyTime: 0, accuracy: 0 },
      { name: 'Sat', studyTime: 0, accuracy: 0 },
      { name: 'Sun', studyTime: 0, accuracy: 0 },
    ]);
    expect(stats).toMatchObject({
      totalStudyTime: 500,
      currentStreak: 3,
      longestStreak: 6,
      todayStudyTime: 30,
      completedGoals: 1,
      totalGoals: 7,
      weeklyProgress: Math.round((90 / 420) * 100),
      flashcardAccuracy: 80, // (15 + 9) / (20 + 10)
      improvements: { studyTime: 50, accuracy: 25, streaks: 0 }, // 90 vs 60 min; 75% vs 50%; 2 vs 2 active days
    });
  });

  it('rolls over on Monday: last week becomes the comparison and this week starts empty', () => {
    const days = new Map([['2026-03-08', day({ studyMinutes: 45, studySessions: 1 })]]); // Sunday
    const sunday = buildDashboard({ today: '2026-03-08', dailyGoal: 30, totals, days });
    expect(sunday.weeklyData[6]).toEqual({ name: 'Sun', studyTime: 45, accuracy: 0 });
    expect(sunday.stats).toMatchObject({ todayStudyTime: 45, completedGoals: 1 });
    const monday = buildDashboard({ today: '2026-03-09', dailyGoal: 30, totals, days });
    expect(monday.weeklyData.every((d) => d.studyTime === 0)).toBe(true);
    expect(monday.stats).toMatchObject({ todayStudyTime: 0, completedGoals: 0, weeklyProgress: 0, improvements: { studyTime: 0, accuracy: 0, streaks: 0 } });
  });

  it('caps weekly progress at 100% and reports a drop as a negative change', () => {
    const days = new Map([
      ['2026-02-23', day({ studyMinutes: 600, studySessions: 5 })],
      ['2026-03-02', day({ studyMinutes: 150, studySessions: 3 })],
    ]);
    const { stats } = buildDashboard({ today: '2026-03-02', dailyGoal: 5, totals, days });
    expect(stats.weeklyProgress).toBe(100);
    expect(stats.improvements.studyTime).toBe(-75);
  });
});
