import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { NotificationsConfig } from '../../core/config.js';

/** A mail ready to go: who to, and what it says in HTML and plain text. */
interface OutgoingMail {
  /** The job's id, also the mail's Message-ID, so a receiver can tell a repeat. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Where mails go, for the log: `smtp://host:port` or the folder of .eml files. */
  readonly describe: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * Mail through nodemailer: to the SMTP server `SMTP_URL` names, over up to `connections`
 * connections at once, or, with none, as one .eml file per message under DATA_DIR/mail
 * (named by the job, so a repeat overwrites it) with its subject in the log.
 */
export function createMailTransport(config: NotificationsConfig, log: Log, connections = 1): MailTransport {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    // A pool of open connections: a mail goes on one already greeted and authenticated
    // instead of opening its own (at most 100 mails per connection, then a fresh one).
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: connections,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      describe: `${url.protocol}//${url.host}`,
      async send(mail) {
        await transport.sendMail({ ...message(mail, from), envelope: { from: addressOf(from), to: [mail.to] } });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: config.mailDir,
    async send(mail) {
      const info = (await transport.sendMail(message(mail, from))) as { message: Buffer };
      // Mails hold reset and confirmation links: the folder and each file are the shop's user's only.
      await mkdir(config.mailDir, { recursive: true, mode: 0o700 });
      const file = path.join(config.mailDir, `${mail.id}.eml`);
      // Written whole or not at all: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info({ to: mail.to, file }, `mail written: ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}

function message(mail: OutgoingMail, from: string) {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.id}@${domain}>`,
  };
}

/** The bare address of `"Name" <a@b>` or `a@b`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** A text message to one phone number. */
interface OutgoingSms {
  /** The job's id, sent as `reference` so the gateway (and its logs) can tell a repeat. */
  id: string;
  /** A Bangladeshi mobile number in national form (01XXXXXXXXX). */
  to: string;
  text: string;
}

/** +8801XXXXXXXXX: the international form every gateway takes. */
const internationalBdMobile = (national: string) => `+88${national}`;

/**
 * Who sends text messages. The HTTP gateway adapter posts one message per request:
 *
 *   POST SMS_URL
 *   Authorization: Bearer SMS_TOKEN
 *   Content-Type: application/json
 *   { "to": "+8801712345678", "message": "…", "reference": "<job id>" }
 *
 * the shape Bangladeshi gateways take (or a small relay in front of one); any 2xx answer is
 * "sent", anything else (or no answer within 15 s) a failure the queue tries again. Without a
 * gateway the sandbox only logs what would have been sent.
 */
export interface SmsProvider {
  readonly describe: string;
  send(sms: OutgoingSms): Promise<void>;
}

export function createSmsProvider(config: NotificationsConfig, log: Log): SmsProvider {
  const gateway = config.sms;
  if (!gateway) {
    return {
      describe: 'log only',
      async send(sms) {
        log.info({ to: sms.to, reference: sms.id }, `text message (sandbox, not sent): ${sms.text}`);
      },
    };
  }
  return {
    describe: new URL(gateway.url).origin,
    async send(sms) {
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
        },
        body: JSON.stringify({ to: internationalBdMobile(sms.to), message: sms.text, reference: sms.id }),
        signal: AbortSignal.timeout(15_000),
      });
      // The body is read either way so the connection can be reused.
      const answer = await res.text().catch(() => '');
      if (!res.ok)
        throw new Error(`The SMS gateway answered ${res.status}${answer ? `: ${answer.slice(0, 200)}` : ''}`);
    },
  };
}
