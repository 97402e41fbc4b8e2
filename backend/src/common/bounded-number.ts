/**
 * Numbers read from outside (caption cue times, a page's og:video:duration, YouTube's lengthSeconds)
 * end up in integer read-model columns. One absurd value (a cue at 99999999:00:00) must not overflow
 * a column and stop a projection, so they are bounded where they are parsed.
 */

/** Longest media we believe: 7 days (live-stream recordings run for days, nothing real runs longer). */
export const MAX_MEDIA_SECONDS = 7 * 24 * 60 * 60;

/** The value when it is a plausible media time in seconds (0 … MAX_MEDIA_SECONDS), else NaN. */
export function mediaSeconds(value: number): number {
  return Number.isFinite(value) && value >= 0 && value <= MAX_MEDIA_SECONDS ? value : NaN;
}

/** A positive plausible duration, or null. */
export function mediaDuration(value: number): number | null {
  const seconds = mediaSeconds(value);
  return seconds > 0 ? seconds : null;
}
