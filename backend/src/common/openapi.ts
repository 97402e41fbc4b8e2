import type { INestApplication } from '@nestjs/common';
import { ApiBody, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyloop/events';
import { z } from 'zod';
import { SESSION_COOKIE } from '../sessions/session.middleware.js';

type BodySchema = NonNullable<Extract<Parameters<typeof ApiBody>[0], { schema?: unknown }>['schema']>;

export const API_DOCS_PATH = 'api/docs';
export const API_DOCS_JSON_PATH = 'api/docs.json';

/**
 * The request body of a route, from the same zod schema its controller parses the body with (so the
 * reference cannot drift from what the server accepts).
 */
export function ApiPayload(schema: z.ZodType, description?: string): MethodDecorator {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' });
  return ApiBody({ schema: json as BodySchema, description });
}

const DESCRIPTION = `StudyLoop's HTTP API: the same routes the web client uses.

**Signing in.** \`POST /api/auth/register\` or \`POST /api/auth/login\` sets the session cookie \`${SESSION_COOKIE}\`
(HttpOnly); send it back on every request. Routes marked with the lock need it; without it they answer 401.

**CSRF rule.** Every \`POST\`, \`PUT\`, \`PATCH\` and \`DELETE\` under \`/api/\` must carry the header
\`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (and, when a browser sends \`Origin\`, come from the same origin);
otherwise it is refused with 403 "Request blocked: missing or invalid CSRF header". Stripe's webhook
(\`POST /api/stripe/webhook\`) is exempt: it is verified by its signature instead.

**Errors** are JSON \`{ statusCode, error, message }\`; \`message\` is a sentence meant for the user.`;

export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('StudyLoop API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by login/register' }, 'session')
    .addApiKey({ type: 'apiKey', in: 'header', name: CSRF_HEADER, description: `Must be "${CSRF_HEADER_VALUE}" on POST, PUT, PATCH and DELETE` }, 'csrf')
    .addSecurityRequirements('session')
    .addSecurityRequirements('csrf')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** The reference as a page (Swagger UI) at /api/docs and as OpenAPI JSON at /api/docs.json. */
export function setupApiReference(app: INestApplication): void {
  SwaggerModule.setup(API_DOCS_PATH, app, () => buildApiDocument(app), {
    jsonDocumentUrl: API_DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'StudyLoop API reference',
  });
}
