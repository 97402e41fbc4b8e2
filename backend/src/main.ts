import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app-setup.js';
import { prepareDatabase } from './database/prepare-database.js';

async function bootstrap(): Promise<void> {
  const logger = new Logger('StudyLoop');
  const database = await prepareDatabase(logger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, rawBody: true, bufferLogs: false });
  configureApp(app);
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, process.env.HOST ?? '0.0.0.0');
  logger.log(`StudyLoop is running at http://localhost:${port}`);
  const shutdown = async () => {
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

bootstrap().catch((error) => {
  console.error(error);
  process.exit(1);
});
