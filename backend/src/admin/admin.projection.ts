import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserPromotedToAdmin, UserRegistered } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { writeRows } from '../projections/read-model-rows.js';
import { AdminAuditEntity, AdminUserEmailEntity } from './admin.entities.js';

type AdminReadEvent = UserRegistered | UserPromotedToAdmin;

/** The admin audit log (who promoted whom, why, to which e-mail) from the accounts' streams (user-<id>). */
export class AdminProjection implements Projection {
  readonly name = 'admin';
  readonly tables = ['admin_audit', 'admin_user_emails'];
  readonly eventTypes = new Set<string>(['UserRegistered', 'UserPromotedToAdmin']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    const registered: AdminUserEmailEntity[] = [];
    const promotions: { recorded: RecordedEvent; event: UserPromotedToAdmin }[] = [];
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as AdminReadEvent;
      switch (event.type) {
        case 'UserRegistered':
          registered.push(Object.assign(new AdminUserEmailEntity(), { userId: event.data.userId, email: event.data.email }));
          break;
        case 'UserPromotedToAdmin':
          promotions.push({ recorded, event });
          break;
        default: { const unknown: never = event; return unknown; }
      }
    }
    const emails = await this.emailsOf(promotions.map((p) => p.event.data.userId), registered, em);
    await writeRows(em, [
      { table: 'admin_user_emails', key: ['user_id'], rows: registered, onConflict: 'ignore' },
      {
        table: 'admin_audit', key: ['event_id'], onConflict: 'ignore',
        rows: promotions.map(({ recorded, event: { data } }) => Object.assign(new AdminAuditEntity(), {
          eventId: recorded.eventId, action: 'promote-to-admin', actorId: data.promotedBy, targetId: data.userId,
          details: { reason: data.reason, email: emails.get(data.userId) ?? null }, at: recorded.createdAt,
        })),
      },
    ]);
  }

  /** E-mails of the promoted accounts: registered in this batch or an earlier one. */
  private async emailsOf(userIds: string[], registered: AdminUserEmailEntity[], em: EntityManager): Promise<Map<string, string>> {
    const emails = new Map(registered.map((r) => [r.userId, r.email]));
    const missing = [...new Set(userIds.filter((id) => !emails.has(id)))];
    if (missing.length) {
      const rows = await em.getConnection().execute<{ user_id: string; email: string }[]>(
        'SELECT user_id, email FROM admin_user_emails WHERE user_id IN (?)', [missing], 'all', em.getTransactionContext(),
      );
      for (const row of rows) emails.set(row.user_id, row.email);
    }
    return emails;
  }
}
