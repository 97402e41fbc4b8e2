import { Controller, Get } from '@nestjs/common';
import type { Usage } from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { UsersService } from './users.service.js';

@Controller('api/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('usage')
  usage(@CurrentUserId() userId: string): Promise<Usage> {
    return this.users.usage(userId);
  }
}
