import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { sessionCookie, signIn, signUp, TEST_PASSWORD } from '../../../test/auth.js';
import { createMailingTestApp, linkIn, startSmtpServer, type Smtp } from '../../../test/smtp.js';
import { users } from '../../../test/tables.js';

let smtp: Smtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailingTestApp(smtp, { requireEmailVerification: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const json = { 'content-type': 'application/json' };

describe('GET /api/auth/verify-email', () => {
  it("confirms the address without signing in whoever follows the link: the registrant's password stays theirs until the owner resets it", async () => {
    // Someone registers another person's address with a password of their own.
    const squatter = await signUp(t);
    const ownersAddress = squatter.email;
    const [confirmation] = await smtp.waitFor(ownersAddress);

    // The owner follows the link in their own browser (no cookie of that account).
    const link = new URL(linkIn(confirmation!, `${t.config.publicUrl}/api/auth/verify-email`));
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/email-verified');
    expect(sessionCookie(followed.headers['set-cookie'])).not.toContain('session_token');
    const [row] = await t.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, ownersAddress));
    expect(row?.verified).toBe(true);

    // The page invites a reset: it ends every session and the old password.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: t.config.publicUrl, ...json },
      payload: { email: ownersAddress, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const reset = (await smtp.waitFor(ownersAddress, 2)).find((m) => m.subject.includes('Reset your'))!;
    const token = new URL(linkIn(reset, `${t.config.publicUrl}/reset-password?token=`)).searchParams.get('token')!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: t.config.publicUrl, ...json },
      payload: { token, newPassword: 'Owner#pass2026' },
    });
    expect(set.statusCode).toBe(200);

    const squattersSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: squatter.headers,
    });
    expect(squattersSession.json()).toBeNull();
    expect((await signIn(t, ownersAddress, TEST_PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(t, ownersAddress, 'Owner#pass2026')).res.statusCode).toBe(200);
  });

  it('leaves the browser that registered signed in as it was', async () => {
    const me = await signUp(t);
    const [confirmation] = await smtp.waitFor(me.email);
    const link = new URL(linkIn(confirmation!, `${t.config.publicUrl}/api/auth/verify-email`));
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: me.headers });
    expect(followed.statusCode).toBe(302);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: me.headers });
    expect(session.json()).toMatchObject({ user: { email: me.email, emailVerified: true } });
  });
});
