/** Spec section 9: the folded preview shows 3 cards with answers cut to 50 characters. */
export const PREVIEW_CARD_COUNT = 3;
export const PREVIEW_ANSWER_LENGTH = 50;

export function cutAnswer(answer: string, length = PREVIEW_ANSWER_LENGTH): string {
  return answer.length > length ? `${answer.slice(0, length)}...` : answer;
}

/** '1m', '10m', '5h', '3d', '2mo', '1.5y' — when a grade would bring the card back. */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.round(hours / 24);
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${(days / 365).toFixed(1).replace(/\.0$/, '')}y`;
}

/** 'now', 'in 10m', 'in 3d' — until a card is due. */
export function dueLabel(nextReviewAt: string, now = Date.now()): string {
  const ms = Date.parse(nextReviewAt) - now;
  return ms <= 0 ? 'Due now' : `Due in ${formatInterval(ms)}`;
}

/** Spec section 9: percent correct = correctAnswers / max(1, timesReviewed). */
export function percentCorrect(correctAnswers: number, timesReviewed: number): number {
  return Math.round((correctAnswers / Math.max(1, timesReviewed)) * 100);
}
