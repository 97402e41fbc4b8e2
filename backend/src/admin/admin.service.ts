import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AdminAuditEntry, AuditPerson } from '@studyloop/events';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AdminAuditEntity } from './admin.entities.js';

export const ADMINS_ONLY = 'Only admins can do this';
const AUDIT_PAGE = 100;

/** Admin actions; each checks the acting user's role on the server, whatever the client shows. */
@Injectable()
export class AdminService {
  constructor(private readonly users: UsersService, private readonly orm: MikroORM) {}

  async assertAdmin(actorId: string): Promise<UserEntity> {
    const actor = await this.users.findById(actorId);
    if (!actor?.isAdmin) throw new ForbiddenException(ADMINS_ONLY);
    return actor;
  }

  /** Promotes by e-mail; recorded as UserPromotedToAdmin with the acting admin. Promoting an admin again records nothing. */
  async promote(actorId: string, email: string): Promise<{ message: string }> {
    await this.assertAdmin(actorId);
    const target = await this.users.findByEmail(email);
    if (!target) throw new NotFoundException(`No user with the email ${email}`);
    if (target.isAdmin) return { message: `User ${target.email} is already an admin` };
    await this.users.promoteToAdmin(target.id, actorId, 'admin-action');
    return { message: `User ${target.email} has been promoted to admin` };
  }

  async audit(actorId: string): Promise<AdminAuditEntry[]> {
    await this.assertAdmin(actorId);
    const em = this.orm.em.fork();
    const rows = await em.find(AdminAuditEntity, {}, { orderBy: { at: 'desc' }, limit: AUDIT_PAGE });
    const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.targetId]).filter((id): id is string => id !== null))];
    const people = new Map((ids.length ? await em.find(UserEntity, { id: { $in: ids } }) : []).map((u) => [u.id, u]));
    const person = (id: string | null): AuditPerson | null => {
      if (!id) return null;
      const user = people.get(id);
      return { id, username: user?.username ?? null, email: user?.email ?? null };
    };
    return rows.map((r) => ({ id: r.eventId, action: r.action, at: r.at.toISOString(), actor: person(r.actorId), target: person(r.targetId), details: r.details }));
  }
}
