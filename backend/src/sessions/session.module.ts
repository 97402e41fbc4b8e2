import { Global, Module } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PG_POOL } from '../database/database.module.js';
import { createSessionMiddleware } from './session.middleware.js';
import { SessionRevocations } from './session-revocations.js';

export const SESSION_MIDDLEWARE = Symbol('SessionMiddleware');

/** One session middleware for HTTP and the socket handshakes alike. */
@Global()
@Module({
  providers: [
    { provide: SESSION_MIDDLEWARE, inject: [PG_POOL, APP_CONFIG], useFactory: (pool: pg.Pool, config: AppConfig) => createSessionMiddleware(pool, config) },
    SessionRevocations,
  ],
  exports: [SESSION_MIDDLEWARE, SessionRevocations],
})
export class SessionModule {}
