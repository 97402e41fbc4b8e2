import { addDays, clockTime, daysBetween, localDay, localHour, startOfLocalDay, weekdayIndex, weekStart, zonedTime } from './local-time.js';

describe('local time', () => {
  it('puts one instant on different calendar days in different zones', () => {
    const instant = new Date('2026-03-02T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-02');
    expect(localDay(instant, 'Europe/Paris')).toBe('2026-03-03');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-02');
    expect(localDay(new Date('2026-03-03T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-02');
    expect(localHour(instant, 'Asia/Kolkata')).toBe(5);
  });

  it('gets hours and days right on both sides of a DST change and in quarter-hour zones', () => {
    // Paris springs forward at 01:00 UTC on 29 March 2026 (02:00 → 03:00) and falls back at 01:00 UTC on 25 October.
    expect(localHour(new Date('2026-03-29T00:59:59Z'), 'Europe/Paris')).toBe(1);
    expect(localHour(new Date('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(3);
    expect(localHour(new Date('2026-10-25T00:59:59Z'), 'Europe/Paris')).toBe(2);
    expect(localHour(new Date('2026-10-25T01:00:00Z'), 'Europe/Paris')).toBe(2);
    expect(localDay(new Date('2026-10-24T22:00:00Z'), 'Europe/Paris')).toBe('2026-10-25');
    expect(localDay(new Date('2026-10-25T22:59:00Z'), 'Europe/Paris')).toBe('2026-10-25');
    expect(localDay(new Date('2026-10-25T23:00:00Z'), 'Europe/Paris')).toBe('2026-10-26');
    // Kathmandu is UTC+5:45: 18:14 UTC is 23:59, 18:15 is the next day.
    expect(localDay(new Date('2026-03-02T18:14:00Z'), 'Asia/Kathmandu')).toBe('2026-03-02');
    expect(localDay(new Date('2026-03-02T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-03-03');
  });

  it('does day arithmetic across month ends and DST changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysBetween('2025-12-31', '2026-01-02')).toBe(2);
    expect(daysBetween('2026-01-02', '2025-12-31')).toBe(-2);
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekdayIndex('2026-03-02')).toBe(0); // Monday
    expect(weekdayIndex('2026-03-08')).toBe(6); // Sunday
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });

  it('finds the instant of a local wall-clock time, also on DST days', () => {
    expect(zonedTime('2026-03-02', '09:00', 'Europe/Paris').toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(zonedTime('2026-07-02', '09:00', 'Europe/Paris').toISOString()).toBe('2026-07-02T07:00:00.000Z');
    // Paris springs forward at 02:00 on 29 March 2026: midnight is still UTC+1, noon is UTC+2.
    expect(startOfLocalDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedTime('2026-03-29', '12:00', 'Europe/Paris').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(startOfLocalDay('2026-03-02', 'America/New_York').toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-02', 'Pacific/Kiritimati').toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('formats minutes of the day as HH:MM', () => {
    expect(clockTime(9 * 60)).toBe('09:00');
    expect(clockTime(13 * 60 + 5)).toBe('13:05');
    expect(clockTime(25 * 60)).toBe('23:59');
  });
});
