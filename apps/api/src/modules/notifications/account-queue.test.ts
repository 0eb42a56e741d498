import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { signUp } from '../../../test/auth.js';
import { createMailingTestApp, startSmtpServer, type Smtp } from '../../../test/smtp.js';

let smtp: Smtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailingTestApp(smtp);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** As many order mails as a busy hour of unpaid orders queues, all committed at once. */
const BACKLOG = 1000;
const isOrderMail = (to: string[]) => to.some((a) => a.startsWith('backlog-buyer-'));

describe('account mail beside a backlog of order mail', { timeout: 240_000 }, () => {
  it('delivers a reset link before a backlog of a thousand order mails queued ahead of it drains', async () => {
    const me = await signUp(t);
    await smtp.waitFor(me.email);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < BACKLOG; i++) {
        await t.app.notifications.mail(
          {
            event: `order-status:backlog-${i}`,
            to: `backlog-buyer-${i}@example.test`,
            language: 'en',
            template: 'order-status',
            values: {
              name: 'Buyer',
              number: `MB-2026-${String(i).padStart(6, '0')}`,
              status: 'placed',
              note: null,
              url: `${t.config.publicUrl}/dashboard/orders`,
            },
          },
          tx,
        );
      }
    });

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: { email: me.email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    await smtp.waitFor(me.email, 2, 60_000);
    const resetAt = smtp.received.findIndex((m) => m.to.includes(me.email) && m.subject.includes('Reset your'));
    const orderMailsBeforeReset = smtp.received.slice(0, resetAt).filter((m) => isOrderMail(m.to)).length;
    expect(orderMailsBeforeReset).toBeLessThan(BACKLOG);

    // The backlog is not dropped: every order mail still goes, once.
    await smtp.waitFor(null, BACKLOG + 2, 180_000);
    const orderMails = smtp.received.filter((m) => isOrderMail(m.to));
    expect(new Set(orderMails.map((m) => m.to[0])).size).toBe(BACKLOG);
  });
});
