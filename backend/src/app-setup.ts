import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import { SESSION_MIDDLEWARE } from './sessions/session.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
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
    if (!index || req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/api' || !existsSync(index)) return false;
    res.sendFile(index);
    return true;
  };
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
  if (existsSync(dist)) app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.useGlobalFilters(new ApiExceptionFilter(clientFallback(existsSync(dist) ? dist : null)));
  app.enableShutdownHooks();
}
