import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { loginPayload, registerPayload, type CurrentUser } from '@studyloop/events';
import type { Request, Response } from 'express';
import { parsePayload } from '../common/validation.js';
import { sessionUserId } from '../common/session.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';
import { signIn, signOut } from '../sessions/session-lifecycle.js';
import { SessionRevocations } from '../sessions/session-revocations.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly revocations: SessionRevocations,
  ) {}

  @Post('register')
  @ApiPayload(registerPayload)
  async register(@Body() body: unknown, @Req() req: Request): Promise<CurrentUser> {
    const user = await this.auth.register(parsePayload(registerPayload, body), req.ip ?? 'unknown');
    await signIn(req, user.id, this.revocations);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  @ApiPayload(loginPayload)
  async login(@Body() body: unknown, @Req() req: Request): Promise<CurrentUser> {
    const user = await this.auth.login(parsePayload(loginPayload, body), req.ip ?? 'unknown');
    await signIn(req, user.id, this.revocations);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    await signOut(req, res, this.revocations);
    return { message: 'Logged out' };
  }

  @Get('user')
  async user(@Req() req: Request): Promise<CurrentUser> {
    const id = sessionUserId(req);
    const user = id ? await this.users.findById(id) : null;
    if (!user) throw new UnauthorizedException('Not authenticated');
    return this.users.currentUser(user);
  }

  @Get('google/status')
  googleStatus(): { available: boolean } {
    return { available: this.config.google !== null };
  }
}
