import type { DashboardResponse, ScheduleItem } from '@studyloop/events';

/**
 * Spec section 2: a learner with no activity yet sees sample figures, clearly labelled as a
 * sample (daily goal 60 minutes, Mon–Sun, four schedule items). Never mixed with real data.
 */
export const SAMPLE_DASHBOARD: DashboardResponse = {
  stats: {
    totalStudyTime: 1250,
    currentStreak: 5,
    longestStreak: 12,
    completedGoals: 3,
    totalGoals: 7,
    weeklyProgress: 65,
    todayStudyTime: 45,
    dailyGoal: 60,
    flashcardAccuracy: 87,
    improvements: { studyTime: 12, accuracy: 5, streaks: 2 },
  },
  weeklyData: [
    { name: 'Mon', studyTime: 45, accuracy: 82 },
    { name: 'Tue', studyTime: 60, accuracy: 85 },
    { name: 'Wed', studyTime: 30, accuracy: 78 },
    { name: 'Thu', studyTime: 75, accuracy: 90 },
    { name: 'Fri', studyTime: 50, accuracy: 88 },
    { name: 'Sat', studyTime: 90, accuracy: 92 },
    { name: 'Sun', studyTime: 40, accuracy: 86 },
  ],
};

export const SAMPLE_SCHEDULE: ScheduleItem[] = [
  { id: 'sample-1', time: '09:00', activity: 'Review due flashcards', duration: 15, completed: true, kind: 'review', notesId: null },
  { id: 'sample-2', time: '09:20', activity: 'Pomodoro: your latest notes', duration: 25, completed: false, kind: 'pomodoro', notesId: null },
  { id: 'sample-3', time: '09:50', activity: 'Quiz: notes you have not quizzed lately', duration: 10, completed: false, kind: 'quiz', notesId: null },
  { id: 'sample-4', time: '10:05', activity: 'Pomodoro: a second session', duration: 25, completed: false, kind: 'pomodoro', notesId: null },
];

/** No study session, review or quiz ever: every activity starts a streak of at least one day. */
export const hasNoActivity = (dashboard: DashboardResponse) => dashboard.stats.longestStreak === 0;
