import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.engine).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().database.ok).toBe(false);
    } finally {
      // The whole test app, so its PostgreSQL database is dropped and its folder removed too.
      await other.close();
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON naming the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'No route for GET /api/does-not-exist' });
  });
});

describe('security headers', () => {
  it('forbid inline scripts and framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
