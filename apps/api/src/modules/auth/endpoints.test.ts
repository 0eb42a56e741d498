import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, signUp, type SignedIn } from '../../../test/auth.js';
import { OFFERED_ENDPOINTS, offeredEndpoints } from './auth.js';

/**
 * Every endpoint the sign-in library defines, read from the library itself, so an
 * upgrade that adds one is walked too.
 */
function libraryEndpoints(t: TestApp): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(t.app.auth.api as Record<string, unknown>)) {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    if (!path) continue;
    for (const method of [options?.method ?? 'GET'].flat()) {
      if (method === '*') found.push({ method: 'GET', path }, { method: 'POST', path });
      else found.push({ method, path });
    }
  }
  return found;
}

/** One concrete address for a route pattern (`/callback/:id` → `/callback/oidc`). */
const concrete = (path: string, provider: string) =>
  path.replace(/:id\b/, provider).replace(/:[a-zA-Z]+/g, 'sample-value');

/** The same endpoint, spelt the ways a router might read as that endpoint. */
function spellings(path: string): string[] {
  const rest = path.slice(1);
  return [
    `/api/auth${path}`,
    `/api/auth/./${rest}`,
    `/api/auth/x/../${rest}`,
    `/api/auth/%2e/${rest}`,
    `/api/auth/x/%2E%2E/${rest}`,
    `/api/auth/x/.%2e/${rest}`,
    `/api/auth//${rest}`,
    `/api/auth${path}/`,
    `/api/x/../auth${path}`,
  ];
}

/**
 * A request over a real socket, with the path exactly as written: `inject` and
 * `fetch` resolve dot-segments before the server sees them, a client need not.
 */
function send(t: TestApp, method: string, path: string, who?: SignedIn, payload?: unknown) {
  const { port } = t.app.server.address() as AddressInfo;
  const body = method === 'POST' ? JSON.stringify(payload ?? {}) : undefined;
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          origin: t.config.publicUrl,
          ...(who?.headers ?? {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const OIDC = {
  signInProvider: {
    kind: 'oidc' as const,
    id: 'oidc' as const,
    name: 'Shop ID',
    issuer: 'http://127.0.0.1:9/issuer',
    clientId: 'shop',
    clientSecret: 'secret',
  },
};

describe.each([
  { setUp: 'without a pop-up provider', overrides: {}, provider: 'google' },
  { setUp: 'with a pop-up provider', overrides: OIDC, provider: 'oidc' },
])('/api/auth/* $setUp', ({ overrides, provider }) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signUp(t, { role: 'admin' });
  });
  afterAll(async () => t.close());

  it('offers only the endpoints on its list, whatever the library defines', async () => {
    const offered = offeredEndpoints(t.config);
    const all = libraryEndpoints(t);
    // The list names nothing the library does not have.
    for (const entry of offered) {
      const [method, path] = entry.split(' ') as [string, string];
      expect(
        all.some((e) => e.method === method && concrete(e.path, provider) === path),
        `${entry} is on the list but the library has no such endpoint`,
      ).toBe(true);
    }
    const hidden = all.filter((e) => !offered.has(`${e.method} ${concrete(e.path, provider)}`));
    // The admin API among them: it must not be reachable by any spelling.
    expect(hidden.map((e) => e.path)).toContain('/list-sessions');
    const answered: string[] = [];
    for (const { method, path } of hidden) {
      for (const url of spellings(concrete(path, provider))) {
        const res = await send(t, method, url, admin);
        if (res.statusCode !== 404) answered.push(`${method} ${url} → ${res.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('answers every endpoint it offers', async () => {
    for (const entry of offeredEndpoints(t.config)) {
      const [method, path] = entry.split(' ') as [string, string];
      const res = await send(t, method, `/api/auth${path}`);
      expect(res.statusCode, `${entry}: ${res.body}`).not.toBe(404);
    }
  });

  it('keeps the always-offered list to what the shop uses', () => {
    expect([...OFFERED_ENDPOINTS].sort()).toEqual(
      [
        'GET /get-session',
        'POST /change-password',
        'POST /sign-in/email',
        'POST /sign-out',
        'POST /sign-up/email',
        'POST /update-user',
        // Email confirmation and password reset (decision 041).
        'GET /verify-email',
        'POST /send-verification-email',
        'POST /request-password-reset',
        'POST /reset-password',
        // A mobile number and a code by text message (decision 066).
        'POST /phone-number/send-otp',
        'POST /phone-number/verify',
      ].sort(),
    );
  });
});

describe("the sign-in library's admin API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('cannot demote the last admin, impersonate anyone or set a password, by any spelling', async () => {
    const boss = await signUp(t, { role: 'admin' });
    const victim = await signUp(t);
    const attempts: [string, Record<string, unknown>][] = [
      ['admin/set-role', { userId: boss.id, role: 'user' }],
      ['admin/impersonate-user', { userId: victim.id }],
      ['admin/set-user-password', { userId: victim.id, newPassword: 'Taken2025over' }],
    ];
    const answered: string[] = [];
    for (const [path, payload] of attempts) {
      for (const url of spellings(`/${path}`)) {
        const res = await send(t, 'POST', url, boss, payload);
        if (res.statusCode !== 404) answered.push(`${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(answered).toEqual([]);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: boss.headers });
    expect(session.json().user.role).toBe('admin');
    expect((await signIn(t, victim.email)).res.statusCode).toBe(200);
  });

  it('keeps roles readable in the session, and not settable through the profile update', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: seller.headers });
    expect(session.json().user.role).toBe('seller');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...seller.headers, 'content-type': 'application/json' },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: seller.headers });
    expect(again.json().user.role).toBe('seller');
  });

  it('gives a new account role user through the library endpoint, whatever it asks for', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: { name: 'Climber', email: `climber-${Date.now()}@example.test`, password: 'Climb2025x', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
  });
});
