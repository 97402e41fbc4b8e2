import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SafeFetcher } from './safe-fetcher.js';

/** The one outbound HTTP client for addresses a learner gives (SSRF-safe); a feature that fetches imports this module. */
@Module({
  providers: [{ provide: SafeFetcher, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SafeFetcher(config.fetchAllowPrivate) }],
  exports: [SafeFetcher],
})
export class FetchModule {}
