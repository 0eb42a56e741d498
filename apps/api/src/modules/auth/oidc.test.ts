import { eq } from 'drizzle-orm';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../test/tables.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { popupSignIn as walkPopup, startIdentityProvider } from '../../../test/oidc.js';

/**
 * The pop-up sign-in against a real OpenID Connect server on 127.0.0.1: discovery,
 * authorization code with PKCE, ID token checked against the issuer's keys.
 */
let idp: OAuth2Server;
let t: TestApp;
let profile: Record<string, unknown>;

beforeAll(async () => {
  const started = await startIdentityProvider(() => profile);
  idp = started.server;
  t = await createTestApp({ signInProvider: started.provider });
});
afterAll(async () => {
  await t.close();
  await idp.stop();
});

/** Runs the pop-up: start at the shop, through the provider, back to the shop's callback. */
async function popupSignIn(nonce = 'n-123') {
  const { start, authorize, callback, cookies } = await walkPopup(t, nonce);
  expect(start.statusCode).toBe(302);
  expect(authorize.origin).toBe(idp.issuer.url);
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const data = JSON.parse(/<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(callback.body)?.[1] ?? '{}');
  return { callback, data, cookies };
}

describe('pop-up sign-in through an OpenID Connect provider', () => {
  it('creates a user account with the provider’s name and signs the browser in', async () => {
    profile = {
      sub: 'oidc-person-1',
      email: 'popup.person@example.test',
      email_verified: true,
      name: 'Popup Person',
      picture: 'https://photos.example.test/popup.png',
    };
    const { callback, data, cookies } = await popupSignIn('nonce-1');
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['content-type']).toMatch(/text\/html/);
    // The completion page runs the library's one pinned script and nothing else…
    expect(String(callback.headers['content-security-policy'])).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    // …and keeps its link to the window that opened it.
    expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(data).toMatchObject({ type: 'better-auth:oauth-popup', nonce: 'nonce-1', targetOrigin: t.config.publicUrl });
    expect(data.error).toBeUndefined();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookies.header() },
    });
    // The provider's photo cannot be loaded from here, so the account has none (profile-photos.test.ts).
    expect(session.json().user).toMatchObject({
      email: 'popup.person@example.test',
      name: 'Popup Person',
      image: null,
      role: 'user',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'popup.person@example.test'));
    expect(row?.role).toBe('user');
  });

  it('signs the same person in again without a second account', async () => {
    profile = { sub: 'oidc-person-2', email: 'again@example.test', email_verified: true, name: 'Again' };
    await popupSignIn('a1');
    const { cookies } = await popupSignIn('a2');
    expect(cookies.get('session_token')).toBeTruthy();
    expect(await t.db.select().from(users).where(eq(users.email, 'again@example.test'))).toHaveLength(1);
  });

  it('reports the failure to the opener when the provider refuses', async () => {
    profile = { sub: 'oidc-person-3', email: 'refused@example.test', email_verified: true, name: 'Refused' };
    idp.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const { callback, data, cookies } = await popupSignIn('n-refused');
    expect(callback.statusCode).toBe(200);
    expect(data).toMatchObject({ nonce: 'n-refused', error: { code: 'access_denied' } });
    expect(data.token).toBeUndefined();
    expect(cookies.get('session_token')).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'refused@example.test'))).toHaveLength(0);
  });

  it('refuses an ID token whose signature does not verify', async () => {
    profile = { sub: 'oidc-person-4', email: 'forged@example.test', email_verified: true, name: 'Forged' };
    idp.service.once('beforeResponse', (response) => {
      const body = response.body as { id_token: string };
      const [h, p, s] = body.id_token.split('.');
      body.id_token = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
    });
    const { data, cookies } = await popupSignIn('n-forged');
    expect(data.error).toBeDefined();
    expect(cookies.get('session_token')).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'forged@example.test'))).toHaveLength(0);
  });

  it('will not post the result to a site other than the shop', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth-popup/start?provider=oidc&popupNonce=x&popupOrigin=${encodeURIComponent('https://evil.example')}`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('tells the browser which provider to offer', async () => {
    const { publicClientConfig } = await import('../../core/client-config.js');
    expect(publicClientConfig(t.config).signInProvider).toEqual({ id: 'oidc', name: 'Google' });
  });
});
