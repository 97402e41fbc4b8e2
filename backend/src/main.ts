import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './app-setup.js';
import { prepareDatabase } from './database/prepare-database.js';

const KEEP_ALIVE_MS = 65_000;

async function bootstrap(): Promise<void> {
  const logger = new Logger('StudyLoop');
  const database = await prepareDatabase(logger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, rawBody: true, bufferLogs: false });
  configureApp(app);
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, process.env.HOST ?? '0.0.0.0');
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that moment gets ECONNRESET
  // (seen from a browser's request context in e2e). Idle sockets stay longer than clients and proxies keep them.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
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
