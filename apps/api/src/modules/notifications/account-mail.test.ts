import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signIn, signUp, TEST_PASSWORD } from '../../../test/auth.js';
import { createMailingTestApp, linkIn, startSmtpServer, type Smtp } from '../../../test/smtp.js';
import type { AppConfig } from '../../core/config.js';

const json = (t: TestApp, headers: Record<string, string> = {}) => ({
  origin: t.config.publicUrl,
  'content-type': 'application/json',
  ...headers,
});

const appWith = (smtp: Smtp, notifications: Partial<AppConfig['notifications']> = {}) =>
  createMailingTestApp(smtp, { requireEmailVerification: true, retryDelaySeconds: 1, retryLimit: 1, ...notifications });

describe('account mails through a real SMTP server', () => {
  let smtp: Smtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await appWith(smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  afterEach(() => {
    smtp.state.failing = false;
  });

  it('sends a confirmation link on sign-up; until it is followed the account cannot pay', async () => {
    const me = await signUp(t);
    const [mail] = await smtp.waitFor(me.email);
    expect(mail!.subject).toContain('Confirm your email');
    expect(mail!.html).toContain('Confirm my email');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: me.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...me.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { addressId: crypto.randomUUID(), paymentMethod: 'cod' },
    });
    expect(order.statusCode).toBe(403);
    expect(order.json().code).toBe('EMAIL_NOT_VERIFIED');
    // The cart stays open.
    expect((await t.app.inject({ method: 'GET', url: '/api/carts', headers: me.headers })).statusCode).not.toBe(403);

    const link = new URL(linkIn(mail!, `${t.config.publicUrl}/api/auth/verify-email`));
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/email-verified');
    const rows = await t.db.execute(sql`select email_verified from users where id = ${me.id}`);
    expect((rows as unknown as { rows: { email_verified: boolean }[] }).rows[0]!.email_verified).toBe(true);

    const now = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: me.headers,
      payload: {},
    });
    expect(now.json().code).toBe('NO_ORDER_TO_PAY');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...me.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { addressId: crypto.randomUUID(), paymentMethod: 'cod' },
    });
    expect(placed.json().code).toBe('ADDRESS_NOT_FOUND');
  });

  it('resends the confirmation on request, a few times per address only', async () => {
    const me = await signUp(t);
    await smtp.waitFor(me.email);
    // The link is signed with the second it was made: asked again within that second, it is
    // the same link and so the same message, sent once.
    await new Promise((r) => setTimeout(r, 1100));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: json(t, { cookie: me.headers.cookie }),
      payload: { email: me.email, callbackURL: '/email-verified' },
    });
    expect(again.statusCode).toBe(200);
    expect(await smtp.waitFor(me.email, 2)).toHaveLength(2);
  });

  it('a reset link works once, ends every session, and says the password changed', async () => {
    const me = await signUp(t);
    const other = await signIn(t, me.email);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: json(t),
      payload: { email: me.email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const mails = await smtp.waitFor(me.email, 2);
    const reset = mails.find((m) => m.subject.includes('Reset your'))!;
    expect(reset.text).toContain('30 minutes');
    const token = new URL(linkIn(reset, `${t.config.publicUrl}/reset-password?token=`)).searchParams.get('token')!;

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: json(t),
      payload: { token, newPassword: 'Another#pass2026' },
    });
    expect(set.statusCode).toBe(200);
    for (const headers of [me.headers, other.headers]) {
      const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
      expect(session.json()).toBeNull();
    }
    expect((await signIn(t, me.email, 'Another#pass2026')).res.statusCode).toBe(200);
    expect((await signIn(t, me.email, TEST_PASSWORD)).res.statusCode).toBe(401);

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: json(t),
      payload: { token, newPassword: 'Third#pass2027' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('INVALID_TOKEN');
    const changed = await smtp.waitFor(me.email, 3);
    expect(changed.some((m) => m.subject.includes('password was changed'))).toBe(true);
  });

  it('a reset link no longer works after 30 minutes', async () => {
    const me = await signUp(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: json(t),
      payload: { email: me.email },
    });
    const reset = (await smtp.waitFor(me.email, 2)).find((m) => m.subject.includes('Reset your'))!;
    const token = new URL(linkIn(reset, `${t.config.publicUrl}/reset-password?token=`)).searchParams.get('token')!;
    const [row] = (
      (await t.db.execute(
        sql`select expires_at from verifications where identifier = ${`reset-password:${token}`}`,
      )) as unknown as { rows: { expires_at: Date | string }[] }
    ).rows;
    const lasts = new Date(row!.expires_at).getTime() - Date.now();
    expect(lasts).toBeGreaterThan(29 * 60_000);
    expect(lasts).toBeLessThanOrEqual(30 * 60_000);
    // Half an hour later:
    await t.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${`reset-password:${token}`}`,
    );
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: json(t),
      payload: { token, newPassword: 'Another#pass2026' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(t, me.email)).res.statusCode).toBe(200);
  });

  it('a failing SMTP server: tries again, then a dead letter admins see and can send again; the shop keeps working', async () => {
    const admin = await signUp(t, { role: 'admin' });
    smtp.state.failing = true;
    const before = smtp.state.refused;
    const me = await signUp(t);
    // The first try and one more (retryLimit 1), then it is dead.
    let dead: { id: string; to: string; tries: number; error: string | null }[] = [];
    for (let i = 0; i < 60 && !dead.some((d) => d.to === me.email); i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 250));
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/dead-letters',
        headers: admin.headers,
      });
      expect(list.statusCode).toBe(200);
      dead = list.json().items;
    }
    const letter = dead.find((d) => d.to === me.email)!;
    expect(letter).toBeDefined();
    expect(letter.tries).toBe(2);
    expect(letter.error).toContain('451');
    expect(smtp.state.refused - before).toBeGreaterThanOrEqual(2);
    expect(smtp.received.some((m) => m.to.includes(me.email))).toBe(false);

    // Not for anyone else.
    const asUser = await t.app.inject({ method: 'GET', url: '/api/notifications/dead-letters', headers: me.headers });
    expect(asUser.statusCode).toBe(403);

    smtp.state.failing = false;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/dead-letters/${letter.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(202);
    expect(await smtp.waitFor(me.email)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/dead-letters/${letter.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('DEAD_LETTER_NOT_FOUND');
  });
});
