import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { promotePayload, type AdminAuditResponse, type PromoteResponse } from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { AdminService } from './admin.service.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Post('promote')
  @HttpCode(200)
  @ApiPayload(promotePayload)
  async promote(@CurrentUserId() userId: string, @Body() body: unknown): Promise<PromoteResponse> {
    // Role before payload: a non-admin learns nothing about the input or which e-mails exist.
    await this.admin.assertAdmin(userId);
    return this.admin.promote(userId, parsePayload(promotePayload, body).email);
  }

  @Get('audit')
  async audit(@CurrentUserId() userId: string): Promise<AdminAuditResponse> {
    return { entries: await this.admin.audit(userId) };
  }
}
