import { levelForExperience } from '@studyloop/events';
import type { LearnerTotals } from './learner-totals.js';

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  points: number;
  earned(totals: LearnerTotals): boolean;
}

/** Checked after every activity; each is earned once, at the event that first satisfies it. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-session', title: 'First Focus', description: 'Completed your first study session', points: 10, earned: (t) => t.studySessions >= 1 },
  { id: 'first-review', title: 'First Recall', description: 'Reviewed your first flashcard', points: 10, earned: (t) => t.reviews >= 1 },
  { id: 'first-quiz', title: 'Quiz Taker', description: 'Completed your first quiz', points: 10, earned: (t) => t.quizzes >= 1 },
  { id: 'perfect-quiz', title: 'Perfect Score', description: 'Answered every question of a quiz correctly', points: 50, earned: (t) => t.perfectQuizzes >= 1 },
  { id: 'daily-goal', title: 'Goal Getter', description: 'Reached your daily study goal', points: 20, earned: (t) => t.dailyGoalsMet >= 1 },
  { id: 'streak-3', title: 'On a Roll', description: 'Studied 3 days in a row', points: 20, earned: (t) => t.longestStreak >= 3 },
  { id: 'streak-7', title: 'Week Warrior', description: 'Studied 7 days in a row', points: 50, earned: (t) => t.longestStreak >= 7 },
  { id: 'streak-30', title: 'Unstoppable', description: 'Studied 30 days in a row', points: 200, earned: (t) => t.longestStreak >= 30 },
  { id: 'study-10h', title: 'Dedicated Learner', description: 'Studied for 10 hours in total', points: 50, earned: (t) => t.studyMinutes >= 600 },
  { id: 'study-100h', title: 'Scholar', description: 'Studied for 100 hours in total', points: 200, earned: (t) => t.studyMinutes >= 6000 },
  { id: 'reviews-100', title: 'Card Shark', description: 'Reviewed 100 flashcards', points: 30, earned: (t) => t.reviews >= 100 },
  { id: 'reviews-1000', title: 'Memory Master', description: 'Reviewed 1,000 flashcards', points: 100, earned: (t) => t.reviews >= 1000 },
  { id: 'quizzes-10', title: 'Quiz Regular', description: 'Completed 10 quizzes', points: 30, earned: (t) => t.quizzes >= 10 },
  { id: 'level-5', title: 'Rising Star', description: 'Reached level 5', points: 50, earned: (t) => levelForExperience(t.experiencePoints) >= 5 },
  { id: 'level-10', title: 'Expert', description: 'Reached level 10', points: 100, earned: (t) => levelForExperience(t.experiencePoints) >= 10 },
];

const byId = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));

export function achievementDefinition(id: string): AchievementDefinition | undefined {
  return byId.get(id);
}
