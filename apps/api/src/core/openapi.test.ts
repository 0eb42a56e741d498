import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Doc = { openapi: string; paths: Record<string, Record<string, { 'x-access'?: string; responses?: object }>> };

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const result = await new Validator().validate(res.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every registered API route with its access rule and error answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const routes = t.app.accessTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/auth/') &&
        !r.url.startsWith('/api/docs') &&
        r.url !== '/api/openapi.json',
    );
    expect(routes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const r of routes) {
      const op = doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) {
        missing.push(`${r.method} ${r.url}`);
        continue;
      }
      expect(op['x-access'], `${r.method} ${r.url}`).toBe(r.access);
      expect(Object.keys(op.responses ?? {}), `${r.method} ${r.url}`).toContain('500');
    }
    expect(missing).toEqual([]);
  });

  it("includes the sign-in library's endpoints people call", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/sign-up/email']),
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
