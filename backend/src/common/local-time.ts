/**
 * Calendar arithmetic in a learner's time zone. Days are 'YYYY-MM-DD' strings: they compare and sort
 * as text, and day arithmetic on them never meets a DST gap.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export interface LocalParts { year: number; month: number; day: number; hour: number; minute: number; second: number }

export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Zone offsets only change at DST and rule changes, which fall on quarter hours of UTC; caching the
 * offset per zone and quarter hour keeps projections from formatting a date for every event.
 */
const QUARTER_HOUR_MS = 900_000;
const offsets = new Map<string, number>();

function offsetAt(instantMs: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const bucket = Math.floor(instantMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone}|${bucket}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = localParts(new Date(bucket), timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - bucket;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The calendar day of `instant` in `timeZone`. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function localHour(instant: Date, timeZone: string): number {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone)).getUTCHours();
}

function dayToUtcMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function utcMsToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcMsToDay(dayToUtcMs(day) + days * 86_400_000);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / 86_400_000);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(dayToUtcMs(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week (Mon–Sun) containing `day`. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetMs(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the local wall-clock time `day` `hh:mm` happens in `timeZone` (the later one in a DST gap). */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const [h, m] = time.split(':').map(Number);
  const wall = dayToUtcMs(day) + (h * 60 + m) * 60_000;
  let guess = wall - offsetMs(wall, timeZone);
  guess = wall - offsetMs(guess, timeZone);
  return new Date(guess);
}

/** The first instant of `day` in `timeZone`. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  return zonedTime(day, '00:00', timeZone);
}

/** 'HH:MM' from minutes after local midnight. */
export function clockTime(minutesOfDay: number): string {
  const clamped = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutesOfDay)));
  return `${pad(Math.floor(clamped / 60))}:${pad(clamped % 60)}`;
}
