import { Global, Module } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PG_POOL } from '../database/database.module.js';
import { createSessionMiddleware } from './session.middleware.js';

export const SESSION_MIDDLEWARE = Symbol('SessionMiddleware');

/** One session middleware for HTTP and the socket handshakes alike. */
@Global()
@Module({
  providers: [{ provide: SESSION_MIDDLEWARE, inject: [PG_POOL, APP_CONFIG], useFactory: (pool: pg.Pool, config: AppConfig) => createSessionMiddleware(pool, config) }],
  exports: [SESSION_MIDDLEWARE],
})
export class SessionModule {}
