import type { NotesProgressView, ProgressView } from '@studyloop/events';

export type { NotesProgressView, ProgressView };

/** Spec section 9: achievements shown: first 5. */
export const ACHIEVEMENTS_SHOWN = 5;

/** Spec section 9: study time as hours and minutes. */
export function hoursAndMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}
