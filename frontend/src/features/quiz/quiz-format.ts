import type { QuizBadge } from '@studyloop/events';
import type { BadgeVariant } from '../../components/ui/badge';

/** Seconds as m:ss (spec section 4: the countdown). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const BADGE_VARIANT: Record<QuizBadge, BadgeVariant> = { 'Excellent!': 'success', 'Good Job!': 'default', 'Needs Review': 'warning' };

export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m}m ${s}s` : `${s}s`;
}
