import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type pg from 'pg';
import { PG_POOL } from '../database/database.module.js';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { parkedCounts } from '../projections/parked-events.js';

type Check = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Check;
  eventStore: Check;
  /** 'degraded' while some projection has parked events it could not apply (see /secret-admin-panel). */
  projections: 'ok' | 'degraded';
  /** Parked events per projection (only those with any). */
  parkedEvents: Record<string, number>;
}

@Controller('api/health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, @Inject(EVENT_LOG) private readonly store: EventLog) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const database: Check = await this.pool.query('SELECT 1').then(() => 'up' as const, () => 'down' as const);
    const eventStore: Check = await this.store.readAll(null, 1).then(() => 'up' as const, () => 'down' as const);
    const parkedEvents = database === 'up' ? await parkedCounts(this.pool).catch(() => ({})) : {};
    const projections = Object.keys(parkedEvents).length ? 'degraded' : 'ok';
    const status = database === 'up' && eventStore === 'up' && projections === 'ok' ? 'ok' : 'degraded';
    // A parked event is for an operator to look at; it does not take the node out of a load balancer.
    if (database === 'down' || eventStore === 'down') res.status(503);
    return { status, database, eventStore, projections, parkedEvents };
  }
}
