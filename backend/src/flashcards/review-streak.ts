/** 'YYYY-MM-DD' of an instant in an IANA time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive calendar days with a review, counted back from today. A streak is still alive until the
 * end of the day after the last review, so a learner who reviewed yesterday but not yet today keeps it.
 * `reviewDays` are 'YYYY-MM-DD' in the learner's zone, any order, duplicates allowed.
 */
export function reviewStreak(reviewDays: Iterable<string>, today: string): number {
  const days = new Set(reviewDays);
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
