import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import { SESSION_MIDDLEWARE } from './sessions/session.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { isApiPath } from './common/api-path.js';
import { csrfProtection } from './common/csrf.middleware.js';
import { countRequestsInFlight } from './common/heap-release.js';
import { requestContext } from './common/request-context.js';
import { setupApiReference } from './common/openapi.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';

function defaultFrontendDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');
}

/** Client routes are answered with the SPA; unknown /api paths stay JSON 404s. */
function clientFallback(dist: string | null) {
  const index = dist ? path.join(dist, 'index.html') : null;
  return (req: Request, res: Response): boolean => {
    if (!index || req.method !== 'GET' || isApiPath(req.path) || !existsSync(index)) return false;
    res.sendFile(index);
    return true;
  };
}

/** The client's built files; an API request skips the file lookup (a stat per request under load). */
function clientFiles(dist: string): RequestHandler {
  const serve = express.static(dist, { index: false, maxAge: '1h' });
  return (req, res, next) => (isApiPath(req.path) ? next() : serve(req, res, next));
}

/** Everything main.ts and the integration tests share: sessions, CSRF, API reference, errors, static client. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(countRequestsInFlight);
  app.use(requestContext);
  app.useBodyParser('json', { limit: '12mb' });
  app.use(app.get<RequestHandler>(SESSION_MIDDLEWARE));
  app.use(csrfProtection);
  setupApiReference(app);
  const dist = config.frontendDist ?? defaultFrontendDist();
  if (existsSync(dist)) app.use(clientFiles(dist));
  app.useGlobalFilters(new ApiExceptionFilter(clientFallback(existsSync(dist) ? dist : null)));
  app.enableShutdownHooks();
}
