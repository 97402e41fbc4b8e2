import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type pg from 'pg';
import { PG_POOL } from '../database/database.module.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';

type Check = 'up' | 'down';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'degraded'; database: Check; eventStore: Check }> {
    const database: Check = await this.pool.query('SELECT 1').then(() => 'up' as const, () => 'down' as const);
    const eventStore: Check = await this.store.readAll(null, 1).then(() => 'up' as const, () => 'down' as const);
    const status = database === 'up' && eventStore === 'up' ? 'ok' : 'degraded';
    if (status !== 'ok') res.status(503);
    return { status, database, eventStore };
  }
}
