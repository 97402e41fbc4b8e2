import 'reflect-metadata';
import { Logger, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { prepareDatabase, type PreparedDatabase } from '../database/prepare-database.js';

/** The application's services without HTTP or running projections, for one-off shell commands. */
export async function withCliContext<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  process.env.PROJECTIONS_DISABLED = 'true';
  const database: PreparedDatabase = await prepareDatabase(new Logger('CLI'));
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.stop();
  }
}
