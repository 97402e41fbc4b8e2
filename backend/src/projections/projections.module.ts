import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { PG_POOL } from '../database/database.module.js';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { CommandsService } from '../event-store/commands.service.js';
import { ProjectionRunner } from './projection-runner.js';

@Global()
@Module({
  providers: [
    {
      provide: ProjectionRunner,
      inject: [MikroORM, PG_POOL, EVENT_LOG],
      useFactory: (orm: MikroORM, pool: pg.Pool, store: EventLog) => {
        const logger = new Logger('Projections');
        return new ProjectionRunner(orm, pool, store, [], { logger: { error: (m, e) => logger.error(m, e instanceof Error ? e.stack : String(e)) } });
      },
    },
    CommandsService,
  ],
  exports: [ProjectionRunner, CommandsService],
})
export class ProjectionsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(ProjectionRunner) private readonly runner: ProjectionRunner) {}

  /** Feature modules register their projections in onModuleInit, which runs before this. */
  onApplicationBootstrap(): void {
    if (process.env.PROJECTIONS_DISABLED !== 'true') this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}
