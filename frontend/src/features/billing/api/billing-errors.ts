import { errorStatus, serverMessage } from '../../../lib/api-client';

/**
 * Spec section 8 (Pricing): a non-OK reply is 'API Error: {status}' and the toast reads 'Failed: {message}'.
 * The server's reason follows, so the learner knows what to do (e.g. 'You are already subscribed to Premium').
 */
export function pricingFailure(error: unknown): string {
  const status = errorStatus(error);
  const base = status ? `API Error: ${status}` : error instanceof Error ? error.message : 'Network error';
  const reason = status ? serverMessage(error) : undefined;
  return `Failed: ${base}${reason ? ` — ${reason}` : ''}`;
}
