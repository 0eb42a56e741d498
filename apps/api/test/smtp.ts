import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type AppConfig } from '../src/core/config.js';
import { createTestApp, type TestApp } from './app.js';

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * A real SMTP server in the test process, on a free port of 127.0.0.1: it takes every
 * mail (or refuses all of them while `failing` is set) and keeps what arrived.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const state = { failing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failing) {
          state.refused += 1;
          return callback(
            Object.assign(new Error('Mailbox unavailable (test server refusing)'), { responseCode: 451 }),
          );
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
            });
            for (const w of waiters.splice(0)) w();
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A shop killed mid-conversation (the kill -9 tests) resets its connection: that is the test's
  // doing, not a failure of the mail, and an 'error' event with no listener would throw.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Waits until `count` mails to `to` have arrived (or any mails, without `to`). */
    async waitFor(to: string | null, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs;
      const mine = () => received.filter((m) => to === null || m.to.includes(to.toLowerCase()));
      while (mine().length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} mail(s) to ${to ?? 'anyone'}, got ${mine().length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((w) => w.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return found;
}

export type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A test app that mails through `smtp`, with its queue looked at every half second and
 * verification not required unless `notifications` says otherwise; `overrides` on top.
 */
export async function createMailingTestApp(
  smtp: Smtp,
  notifications: Partial<AppConfig['notifications']> = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url });
  return createTestApp({
    ...overrides,
    notifications: { ...base.notifications, requireEmailVerification: false, pollSeconds: 0.5, ...notifications },
  });
}
