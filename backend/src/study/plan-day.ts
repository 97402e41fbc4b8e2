import { STUDY_TIMER, type ScheduleItem } from '@studyloop/events';
import { clockTime } from '../common/local-time.js';

export interface PlanNotes {
  id: string;
  title: string;
  createdAt: Date;
  lastStudiedAt: Date | null;
  lastReviewedAt: Date | null;
  lastQuizzedAt: Date | null;
}

export interface PlanInput {
  /** First instant of the learner's today. */
  startOfToday: Date;
  /** Cards of the learner's notes due now. */
  dueCount: number;
  reviewsToday: number;
  notes: PlanNotes[];
  /** Study sessions by local starting hour (24 counters); the plan starts at the usual hour. */
  sessionHours: number[];
  /** Items the learner marked complete today. */
  completedIds: ReadonlySet<string>;
}

export const DEFAULT_START_HOUR = 9;
/** Notes quizzed within this many days are not offered a quiz again. */
export const QUIZ_AGAIN_AFTER_DAYS = 7;
const MINUTES_PER_DUE_CARD = 0.5;
const QUIZ_MINUTES = 10;

export const REVIEW_ITEM_ID = 'review';
export const pomodoroItemId = (notesId: string) => `pomodoro-${notesId}`;
export const quizItemId = (notesId: string) => `quiz-${notesId}`;

const lastActivity = (n: PlanNotes) => Math.max(n.createdAt.getTime(), n.lastStudiedAt?.getTime() ?? 0, n.lastReviewedAt?.getTime() ?? 0, n.lastQuizzedAt?.getTime() ?? 0);
const byRecentActivity = (a: PlanNotes, b: PlanNotes) => lastActivity(b) - lastActivity(a) || a.id.localeCompare(b.id);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The learner's most frequent starting hour, else 9:00. */
export function usualStartHour(sessionHours: number[]): number {
  let best = -1;
  let bestCount = 0;
  sessionHours.forEach((count, hour) => {
    if (count > bestCount) { best = hour; bestCount = count; }
  });
  return best >= 0 ? best : DEFAULT_START_HOUR;
}

/**
 * Today's plan: the due reviews, a pomodoro on the notes the learner worked on most recently, and a
 * quiz on notes not quizzed lately. An item whose activity already happened today shows completed,
 * whichever notes it was on, so the plan follows what the learner actually did.
 */
export function planDay(input: PlanInput): ScheduleItem[] {
  const today = input.startOfToday.getTime();
  const items: Omit<ScheduleItem, 'time'>[] = [];

  if (input.dueCount > 0 || input.reviewsToday > 0) {
    items.push({
      id: REVIEW_ITEM_ID,
      kind: 'review',
      notesId: null,
      activity: input.dueCount > 0 ? `Review ${plural(input.dueCount, 'due flashcard')}` : 'Review due flashcards',
      duration: Math.min(45, Math.max(5, Math.ceil(input.dueCount * MINUTES_PER_DUE_CARD / 5) * 5)),
      completed: input.completedIds.has(REVIEW_ITEM_ID) || (input.dueCount === 0 && input.reviewsToday > 0),
    });
  }

  const recent = [...input.notes].sort(byRecentActivity);
  const studiedToday = recent.find((n) => (n.lastStudiedAt?.getTime() ?? 0) >= today);
  const pomodoroNotes = studiedToday ?? recent[0];
  if (pomodoroNotes) {
    const id = pomodoroItemId(pomodoroNotes.id);
    items.push({
      id, kind: 'pomodoro', notesId: pomodoroNotes.id, activity: `Pomodoro: ${pomodoroNotes.title}`,
      duration: STUDY_TIMER.pomodoroMinutes, completed: Boolean(studiedToday) || input.completedIds.has(id),
    });
  }

  const quizzedToday = recent.find((n) => (n.lastQuizzedAt?.getTime() ?? 0) >= today);
  const staleBefore = today - QUIZ_AGAIN_AFTER_DAYS * 86_400_000;
  const notQuizzedLately = recent.filter((n) => (n.lastQuizzedAt?.getTime() ?? 0) < staleBefore);
  const quizNotes = quizzedToday ?? notQuizzedLately.find((n) => n.id !== pomodoroNotes?.id) ?? notQuizzedLately[0];
  if (quizNotes) {
    const id = quizItemId(quizNotes.id);
    items.push({
      id, kind: 'quiz', notesId: quizNotes.id, activity: `Quiz: ${quizNotes.title}`,
      duration: QUIZ_MINUTES, completed: Boolean(quizzedToday) || input.completedIds.has(id),
    });
  }

  // Back to back from the usual hour, a short break between items, all within the day.
  const breaks = STUDY_TIMER.shortBreakMinutes * Math.max(0, items.length - 1);
  const total = items.reduce((sum, item) => sum + item.duration, 0) + breaks;
  const latestStart = Math.floor((24 * 60 - 1 - total) / 5) * 5;
  let at = Math.max(0, Math.min(usualStartHour(input.sessionHours) * 60, latestStart));
  return items.map((item) => {
    const time = clockTime(at);
    at += item.duration + STUDY_TIMER.shortBreakMinutes;
    return { ...item, time };
  });
}
