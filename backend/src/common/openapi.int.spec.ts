import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

interface Route { method: string; path: string; parsesBody: boolean }

/** Every route Nest serves, read from the controllers' own metadata (not from the document under test). */
function controllerRoutes(app: TestApp['app']): Route[] {
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (verb === undefined || sub === undefined) continue;
        for (const part of Array.isArray(sub) ? sub : [sub]) {
          const joined = `/${[base, part].map((p) => p.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`;
          routes.push({
            method: RequestMethod[verb].toLowerCase(),
            // Express ":id" is OpenAPI "{id}".
            path: joined.replace(/:(\w+)/g, '{$1}'),
            parsesBody: handler.toString().includes('parsePayload('),
          });
        }
      }
    }
  }
  return routes;
}

describe('API reference (OpenAPI at /api/docs.json, Swagger UI at /api/docs)', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(async () => { await app.close(); });

  it('documents every route, with the zod schema of every parsed body, the session cookie and the CSRF header', async () => {
    const client = new TestClient(app.baseUrl);
    const res = await client.get('/api/docs.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string; info: { description: string };
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> } }>>;
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    };
    expect(doc.openapi).toMatch(/^3\./);

    const routes = controllerRoutes(app.app);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths[r.path]?.[r.method]).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);

    const withoutSchema = routes
      .filter((r) => r.parsesBody)
      .filter((r) => {
        const schema = doc.paths[r.path]![r.method]!.requestBody?.content['application/json']?.schema;
        return !schema || schema.type !== 'object' || !schema.properties;
      })
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(withoutSchema).toEqual([]);
    // e.g. creating a group: the name rule from the zod schema.
    const createGroup = doc.paths['/api/study-groups']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(createGroup.required).toContain('name');

    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'studyloop.sid' });
    expect(doc.components.securitySchemes.csrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-requested-with' });
    expect(doc.info.description).toContain('x-requested-with: StudyLoop');
  });

  it('serves the Swagger UI page', async () => {
    const page = await fetch(`${app.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('StudyLoop API reference');
  });
});
