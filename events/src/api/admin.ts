import { z } from 'zod';
import { storableString } from './text.js';
import { MAX_EMAIL_CHARS } from './auth.js';

export const EMPTY_EMAIL_MESSAGE = 'Please enter an email address';

/** Body of POST /api/admin/promote. */
export const promotePayload = z.object({
  email: storableString({ error: EMPTY_EMAIL_MESSAGE }).trim().min(1, EMPTY_EMAIL_MESSAGE).max(MAX_EMAIL_CHARS, 'That email address is too long').pipe(z.email('Please enter a valid email address')),
});
export type PromotePayload = z.infer<typeof promotePayload>;

export interface PromoteResponse {
  message: string;
}

export interface AuditPerson {
  id: string;
  username: string | null;
  email: string | null;
}

/** One admin action from the audit read model (GET /api/admin/audit, newest first). */
export interface AdminAuditEntry {
  id: string;
  action: string;
  at: string;
  /** null when the system acted (ADMIN_EMAILS at sign-up or the CLI). */
  actor: AuditPerson | null;
  target: AuditPerson | null;
  details: Record<string, unknown>;
}

export interface AdminAuditResponse {
  entries: AdminAuditEntry[];
}

/** An event a projection could not apply, set aside so the projection went on (GET /api/admin/parked-events). */
export interface ParkedEventView {
  projection: string;
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

export interface ParkedEventsResponse {
  /** Newest first. Replay them after a fix with `npm run projections:replay-parked -- <projection>`. */
  events: ParkedEventView[];
}
