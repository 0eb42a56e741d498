import { OAuth2Server } from 'oauth2-mock-server';
import type { SignInProviderConfig } from '../src/core/config-auth.js';
import type { TestApp } from './app.js';

/**
 * A real OpenID Connect server on 127.0.0.1 for pop-up sign-in tests. Every ID token
 * it signs carries the claims `profile()` answers at that moment.
 */
export async function startIdentityProvider(profile: () => Record<string, unknown>) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, profile()));
  const provider: SignInProviderConfig = {
    kind: 'oidc',
    id: 'oidc',
    name: 'Google',
    issuer: server.issuer.url!,
    clientId: 'medibazaar-test',
    clientSecret: 'medibazaar-test-secret',
  };
  return { server, provider };
}

/** A tiny cookie jar for the pop-up window's requests to the shop. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(setCookie: string | string[] | undefined) {
      for (const c of [setCookie ?? []].flat()) {
        const [pair] = c.split(';');
        const [name, ...value] = pair!.split('=');
        if (/max-age=0/i.test(c) || value.join('=') === '') cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join('='));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name: string) => [...cookies].find(([k]) => k.endsWith(name))?.[1],
  };
}

/**
 * The pop-up sign-in as a browser runs it: start at the shop, through the provider's
 * authorization page, back to the shop's callback. Answers each step and the cookies.
 */
export async function popupSignIn(t: TestApp, nonce: string) {
  const cookies = cookieJar();
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oauth-popup/start?provider=oidc&popupNonce=${nonce}&callbackURL=%2F&popupOrigin=${encodeURIComponent(t.config.publicUrl)}`,
  });
  cookies.take(start.headers['set-cookie']);
  const authorize = new URL(String(start.headers.location));
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookies.header() },
  });
  cookies.take(callback.headers['set-cookie']);
  return { start, authorize, callback, cookies };
}
