import { Controller, Get, Inject, Next, NotFoundException, Req, Res, type OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthService } from './auth.service.js';
import { signIn } from '../sessions/session-lifecycle.js';

interface GoogleProfile { googleId: string; email: string; displayName: string }

@Controller('api/auth/google')
export class GoogleAuthController implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly auth: AuthService) {}

  onModuleInit(): void {
    const google = this.config.google;
    if (!google) return;
    passport.use(new GoogleStrategy(
      { clientID: google.clientId, clientSecret: google.clientSecret, callbackURL: google.callbackUrl },
      (_access: string, _refresh: string, profile: Profile, done: (error: unknown, user?: GoogleProfile | false) => void) => {
        const email = profile.emails?.find((e) => e.verified !== false)?.value;
        if (!email) return done(null, false);
        done(null, { googleId: profile.id, email, displayName: profile.displayName });
      },
    ));
  }

  private assertConfigured(): void {
    if (!this.config.google) throw new NotFoundException('Google OAuth is not configured for this application');
  }

  @Get()
  start(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    this.assertConfigured();
    passport.authenticate('google', { scope: ['profile', 'email'], session: false })(req, res, next);
  }

  @Get('callback')
  callback(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    this.assertConfigured();
    passport.authenticate('google', { session: false }, (error: unknown, profile: GoogleProfile | false) => {
      if (error || !profile) return res.redirect('/auth?error=google');
      this.auth.loginWithGoogle(profile)
        .then((userId) => signIn(req, userId))
        .then(() => res.redirect('/'))
        .catch(next);
    })(req, res, next);
  }
}
