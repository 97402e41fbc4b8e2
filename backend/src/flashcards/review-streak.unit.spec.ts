import { isValidTimeZone } from '@studyloop/events';
import { localDay } from '../common/local-time.js';
import { reviewStreak } from './review-streak.js';

describe('review streak', () => {
  it('counts consecutive review days ending today', () => {
    expect(reviewStreak(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10')).toBe(3);
  });

  it('keeps a streak alive through the day after the last review', () => {
    expect(reviewStreak(['2026-03-09', '2026-03-08'], '2026-03-10')).toBe(2);
  });

  it('is broken by a missed day', () => {
    expect(reviewStreak(['2026-03-08', '2026-03-07'], '2026-03-10')).toBe(0);
    expect(reviewStreak([], '2026-03-10')).toBe(0);
  });

  it('crosses month and year boundaries', () => {
    expect(reviewStreak(['2026-01-01', '2025-12-31', '2025-12-30', '2026-01-01'], '2026-01-01')).toBe(3);
    expect(reviewStreak(['2024-03-01', '2024-02-29', '2024-02-28'], '2024-03-01')).toBe(3);
  });

  it('buckets an instant by the learner’s calendar day, not UTC', () => {
    const lateEveningInNewYork = new Date('2026-03-11T03:30:00.000Z');
    expect(localDay(lateEveningInNewYork, 'UTC')).toBe('2026-03-11');
    expect(localDay(lateEveningInNewYork, 'America/New_York')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-10T23:30:00.000Z'), 'Asia/Tokyo')).toBe('2026-03-11');
  });

  it('recognises IANA zones and rejects others', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
