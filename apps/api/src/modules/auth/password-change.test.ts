import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../../test/tables.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionCookie, signIn, signUp, TEST_PASSWORD } from '../../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Changed#2026pass';

/** A signed-in route of the shop's own, read through the shop's session reader. */
const ownRoute = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/jwt', headers });

function changePassword(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, ...body },
  });
}

describe('POST /api/auth/change-password', () => {
  it.each([
    { asked: 'without saying', body: {} },
    { asked: 'asking to keep them', body: { revokeOtherSessions: false } },
  ])('signs every other session out at once ($asked)', async ({ body }) => {
    const me = await signUp(t);
    const laptop = me.headers;
    const phone = (await signIn(t, me.email)).headers;
    const { token: phoneToken } = (await ownRoute(phone)).json() as { token: string };
    expect((await ownRoute(phone)).statusCode).toBe(200);

    const res = await changePassword(laptop, body);
    expect(res.statusCode, res.body).toBe(200);

    // The other device, by cookie and by bearer token, on the shop's routes and the library's.
    expect((await ownRoute(phone)).statusCode).toBe(401);
    expect((await ownRoute({ authorization: `Bearer ${phoneToken}` })).statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: phone });
    expect(session.json()).toBeNull();

    // The device that changed it stays signed in, with the session the answer set.
    const renewed = { ...laptop, cookie: sessionCookie(res.headers['set-cookie']) || laptop.cookie };
    expect((await ownRoute(renewed)).statusCode).toBe(200);
    // And only the new password opens the account.
    expect((await signIn(t, me.email)).res.statusCode).toBe(401);
    expect((await signIn(t, me.email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('keeps every session when the current password is wrong', async () => {
    const me = await signUp(t);
    const phone = (await signIn(t, me.email)).headers;
    const res = await changePassword(me.headers, { currentPassword: 'Wrong#2025pass' });
    expect(res.statusCode).toBe(400);
    expect((await ownRoute(phone)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session of the account', async () => {
    const me = await signUp(t);
    const phone = (await signIn(t, me.email)).headers;
    // The token a reset email would carry, as the library stores it.
    const token = `reset-${Date.now()}`;
    await t.db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: `reset-password:${token}`,
      value: me.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.app.auth.api.resetPassword({ body: { token, newPassword: NEW_PASSWORD } });
    expect((await ownRoute(me.headers)).statusCode).toBe(401);
    expect((await ownRoute(phone)).statusCode).toBe(401);
    expect((await signIn(t, me.email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });
});
