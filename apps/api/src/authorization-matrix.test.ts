/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, type AccessCase, type MatrixWorld, type Persona } from '../test/access-matrix.js';
import { createTestApp } from '../test/app.js';
import { signUp } from '../test/auth.js';

/**
 * Every endpoint × every kind of caller. Each module lists its rows in
 * `<domain>.access.ts`; this file runs them all, and fails when a registered /api
 * route has no row (so a new endpoint cannot ship without saying who may call it).
 */
const modules = import.meta.glob<{ accessCases: AccessCase[] }>('../test/access-cases/*.cases.ts', { eager: true });
const cases = Object.entries(modules).flatMap(([file, mod]) => mod.accessCases.map((c) => ({ file, ...c })));

/** The sign-in library's own endpoints; a few of them have explicit rows in auth.access.ts. */
const LIBRARY_ROUTES = new Set(['GET /api/auth/*', 'POST /api/auth/*']);

let world: MatrixWorld;
beforeAll(async () => {
  const t = await createTestApp();
  const [user, otherUser, pharmacist, seller, otherSeller, admin] = await Promise.all([
    signUp(t, { name: 'Matrix User' }),
    signUp(t, { name: 'Matrix Other User' }),
    signUp(t, { role: 'pharmacist', name: 'Matrix Pharmacist' }),
    signUp(t, { role: 'seller', name: 'Matrix Seller' }),
    signUp(t, { role: 'seller', name: 'Matrix Other Seller' }),
    signUp(t, { role: 'admin', name: 'Matrix Admin' }),
  ]);
  world = { t, people: { user, otherUser, pharmacist, seller, otherSeller, admin } };
});
afterAll(async () => world.t.close());

const registered = () =>
  world.t.app.accessTable
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`);

describe('the authorization matrix', () => {
  it('has at least one row for every registered API route', () => {
    const covered = new Set(cases.map((c) => c.route));
    const missing = registered().filter((r) => !LIBRARY_ROUTES.has(r) && !covered.has(r));
    expect(missing, 'routes without a row in any *.access.ts').toEqual([]);
  });

  it('has no row for a route that does not exist', () => {
    const routes = new Set(registered());
    const stale = cases.filter((c) => !routes.has(c.route)).map((c) => `${c.route} (${c.file})`);
    expect(stale).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.route} — ${c.name}`, c] as const))('%s', async (_title, c) => {
    const wrong: string[] = [];
    for (const as of PERSONAS as readonly Persona[]) {
      const request = await c.request(world, as);
      const res = await world.t.app.inject(request);
      const allowed = [c.expect[as]].flat();
      if (!allowed.includes(res.statusCode)) {
        wrong.push(`${as}: got ${res.statusCode}, expected ${allowed.join(' or ')} — ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
