import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { promotePayload, type AdminAuditResponse, type ParkedEventsResponse, type PromoteResponse } from '@studyloop/events';
import type pg from 'pg';
import { CurrentUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { PG_POOL } from '../database/database.module.js';
import { listParkedEvents } from '../projections/parked-events.js';
import { AdminService } from './admin.service.js';

@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService, @Inject(PG_POOL) private readonly pool: pg.Pool) {}

  @Post('promote')
  @HttpCode(200)
  async promote(@CurrentUserId() userId: string, @Body() body: unknown): Promise<PromoteResponse> {
    // Role before payload: a non-admin learns nothing about the input or which e-mails exist.
    await this.admin.assertAdmin(userId);
    return this.admin.promote(userId, parsePayload(promotePayload, body).email);
  }

  @Get('audit')
  async audit(@CurrentUserId() userId: string): Promise<AdminAuditResponse> {
    return { entries: await this.admin.audit(userId) };
  }

  /** Events projections could not apply (GET /api/health says 'degraded' while there are any). */
  @Get('parked-events')
  async parkedEvents(@CurrentUserId() userId: string): Promise<ParkedEventsResponse> {
    await this.admin.assertAdmin(userId);
    return { events: await listParkedEvents(this.pool) };
  }
}
