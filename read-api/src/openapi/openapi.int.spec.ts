import { type System, startSystem } from '@pm/system/system';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIFICATION_ROUTES } from './specification-routes';

interface Operation {
  readonly responses?: Record<string, unknown>;
  readonly security?: unknown[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/projects/:id` as OpenAPI writes it: `/api/projects/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let system: System;
  let document: Document;

  beforeAll(async () => {
    system = await startSystem();
    const response = await (await system.login('admin')).get<Document>('/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(async () => {
    await system.stop();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route both services register, with its success answer and its errors', () => {
    const routes = [...system.commandApp.apiRoutes, ...system.readApp.apiRoutes].filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/command-health',
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {});
      expect(
        statuses.some((s) => s.startsWith('2')),
        `${route.method} ${route.url} success`,
      ).toBe(true);
      expect(statuses, `${route.method} ${route.url} errors`).toContain('400');
      if (operation?.security) expect(statuses, `${route.method} ${route.url} 401`).toContain('401');
    }
  });

  it('holds every built route of the specification, and no pending one is built unnoticed', () => {
    for (const [method, path, pending] of SPECIFICATION_ROUTES) {
      const present = document.paths[path]?.[method.toLowerCase()] !== undefined;
      expect(present, `${method} ${path}${pending ? ` (issue ${pending})` : ''}`).toBe(pending === undefined);
    }
  });

  it('describes response rows with typed fields, money as numbers', () => {
    const loans = document.paths['/api/group-loans']?.get?.responses?.['200'] as {
      content: { 'application/json': { schema: unknown } };
    };
    const text = JSON.stringify(document);
    expect(JSON.stringify(loans.content['application/json'].schema)).toContain('GroupLoan');
    expect(text).toContain('"totalAmount":{"type":"number"');
  });

  it('has a readable reference page at /api/docs', async () => {
    const response = await system.readApp.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
