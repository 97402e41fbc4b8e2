import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { GoogleAuthController } from './google-auth.controller.js';

@Module({
  controllers: [AuthController, GoogleAuthController],
  providers: [AuthService],
  exports: [AuthService],
})
export class AuthModule {}
