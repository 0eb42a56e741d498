import { isPhoneAccountEmail, type Language, type NoticeState } from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../core/config.js';
import { rowsOf, type Database } from '../../db/client.js';
import { jobIdFor, txDb, type PgBoss, type SqlRunner } from '../../core/job-queue.js';
import { ensureQueue, type Jobs } from '../../core/jobs.js';
import {
  renderMail,
  renderSms,
  type MailTemplate,
  type MailValues,
  type SmsTemplate,
  type SmsValues,
} from './templates.js';
import { createMailTransport, createSmsProvider, type MailTransport, type SmsProvider } from './transports.js';

const MAIL_QUEUE = 'mail';
const SMS_QUEUE = 'sms';
/**
 * The messages that let a person into their account (confirmation, reset, password changed,
 * phone codes) wait in queues of their own with workers of their own, so a backlog of order
 * mail never delays them (decision 049).
 */
const ACCOUNT_MAIL_QUEUE = 'account-mail';
const ACCOUNT_SMS_QUEUE = 'account-sms';
const QUEUES = [MAIL_QUEUE, SMS_QUEUE, ACCOUNT_MAIL_QUEUE, ACCOUNT_SMS_QUEUE] as const;
type QueueName = (typeof QUEUES)[number];
type Channel = 'mail' | 'sms';
const CHANNEL_OF: Record<QueueName, Channel> = {
  [MAIL_QUEUE]: 'mail',
  [SMS_QUEUE]: 'sms',
  [ACCOUNT_MAIL_QUEUE]: 'mail',
  [ACCOUNT_SMS_QUEUE]: 'sms',
};
const ACCOUNT_MAIL_TEMPLATES: ReadonlySet<MailTemplate> = new Set([
  'verify-email',
  'reset-password',
  'password-changed',
]);
const ACCOUNT_SMS_TEMPLATES: ReadonlySet<SmsTemplate> = new Set(['phone-code']);

/**
 * Messages a worker takes from its queue at once and sends side by side; after a batch it looks
 * again at once, and only an empty queue makes it wait for the polling interval. SMTP
 * connections per transport: order mail and account mail each have their own pool, so a busy
 * order pool never holds a reset back.
 */
const WORKER_BATCH: Record<QueueName, number> = {
  [MAIL_QUEUE]: 10,
  [SMS_QUEUE]: 10,
  [ACCOUNT_MAIL_QUEUE]: 5,
  [ACCOUNT_SMS_QUEUE]: 5,
};
const SMTP_CONNECTIONS = { order: 4, account: 2 };

/** One mail to queue. */
interface MailRequest<T extends MailTemplate = MailTemplate> {
  /**
   * What happened, unique per event (`reset-password:<token id>`); with the recipient it
   * is the message's idempotency key: queued twice, it is sent once.
   */
  event: string;
  to: string;
  language: Language;
  template: T;
  values: Omit<MailValues[T], 'shopName'>;
}

interface MailJob {
  to: string;
  language: Language;
  template: MailTemplate;
  values: Record<string, unknown>;
}

/** One text message to queue: only ever to a number its owner proved and opted into (callers check). */
interface SmsRequest<T extends SmsTemplate = SmsTemplate> {
  /** What happened, unique per event; with the number it is the message's idempotency key. */
  event: string;
  /** A verified Bangladeshi mobile number, in national form (01XXXXXXXXX). */
  to: string;
  language: Language;
  template: T;
  values: Omit<SmsValues[T], 'shopName'>;
}

interface SmsJob {
  to: string;
  language: Language;
  template: SmsTemplate;
  values: Record<string, unknown>;
}

/** A message as it was queued: its channel, event and recipient (its idempotency key). */
export interface MessageKey {
  channel: Channel;
  event: string;
  to: string;
}

/** The job id a message was queued under. */
const jobIdOf = (m: MessageKey) =>
  jobIdFor(`${m.event}|${m.channel}|${m.channel === 'mail' ? m.to.trim().toLowerCase() : m.to}`);

/** A message that failed every try, as an admin sees it (no message body: it may hold a link to an account). */
interface DeadLetter {
  id: string;
  channel: Channel;
  to: string;
  template: string | null;
  tries: number;
  error: string | null;
  createdAt: string;
  failedAt: string | null;
}

export interface Notifications {
  /**
   * Queues a mail. Given the transaction of the change that causes it, the mail is
   * written with that change: both are kept or neither.
   */
  mail<T extends MailTemplate>(request: MailRequest<T>, tx?: SqlRunner): Promise<void>;
  /** Queues a text message (only ever to a number its owner verified and opted into; callers check). */
  sms<T extends SmsTemplate>(request: SmsRequest<T>, tx?: SqlRunner): Promise<void>;
  /**
   * Where each message is, named as it was queued (its event and recipient): `queued` (waiting or
   * being tried again), `sent`, `failed` (every try failed).
   */
  states(messages: readonly MessageKey[]): Promise<NoticeState[]>;
  /** Messages that failed every try, newest first. */
  deadLetters(limit?: number): Promise<DeadLetter[]>;
  /** Tries a dead letter again from the start; false when there is no such dead letter. */
  retry(id: string): Promise<boolean>;
  readonly mailTransport: MailTransport;
  readonly smsProvider: SmsProvider;
  stop(): Promise<void>;
}

/**
 * The shop's messages on pg-boss (decision 041): jobs in the database, a worker in this
 * process sending them, each failure tried again after a growing wait (30 s, about 1,
 * 2, 4, 8 min), and after the last try the job stays `failed`: a dead letter an admin
 * sees and may send again.
 */
export async function startNotifications(
  jobs: Jobs,
  database: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<Notifications> {
  const settings = config.notifications;
  const { boss, db } = jobs;
  // Instances sharing one database take turns (the start-up lock): the queues' tables are made
  // by one at a time, never by two racing each other.
  await database.exclusive(async () => {
    for (const name of QUEUES) {
      await ensureQueue(boss, {
        name,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: settings.sendTimeoutSeconds,
      });
    }
  });

  // One process owns an embedded database (decision 033): a send it finds unfinished was left
  // by its own previous run, killed mid-way. It goes back to be sent now, not after its timeout.
  if (database.engine === 'pglite') {
    await db.executeSql(
      `update pgboss.job set state = 'retry', start_after = now() where state = 'active' and name = any($1::text[])`,
      [QUEUES],
    );
  }

  const mailTransport = createMailTransport(settings, log, SMTP_CONNECTIONS.order);
  const accountMailTransport = createMailTransport(settings, log, SMTP_CONNECTIONS.account);
  const smsProvider = createSmsProvider(settings, log);

  const sendMail = (transport: MailTransport) => async (job: PgBoss.Job<MailJob>) => {
    const { to, language, template, values } = job.data;
    const rendered = renderMail(template, language, { ...values, shopName: config.shopName } as never);
    await transport.send({ id: job.id, to, ...rendered });
  };
  const sendSms = async (job: PgBoss.Job<SmsJob>) => {
    const { to, language, template, values } = job.data;
    const text = renderSms(template, language, { ...values, shopName: config.shopName } as never);
    await smsProvider.send({ id: job.id, to, text });
  };
  const worker = <T extends object>(name: QueueName, send: (job: PgBoss.Job<T>) => Promise<void>) =>
    startWorker(boss, name, { batchSize: WORKER_BATCH[name], pollingIntervalSeconds: settings.pollSeconds }, send);
  const workers: Record<QueueName, string> = {
    [ACCOUNT_MAIL_QUEUE]: await worker(ACCOUNT_MAIL_QUEUE, sendMail(accountMailTransport)),
    [ACCOUNT_SMS_QUEUE]: await worker(ACCOUNT_SMS_QUEUE, sendSms),
    [MAIL_QUEUE]: await worker(MAIL_QUEUE, sendMail(mailTransport)),
    [SMS_QUEUE]: await worker(SMS_QUEUE, sendSms),
  };

  const queue = async (name: QueueName, key: string, data: object, tx?: SqlRunner) => {
    await boss.send(name, data, { id: jobIdFor(key), ...(tx ? { db: txDb(tx) } : {}) });
    // Sent outside a transaction it is there now; in one, the next look finds it once committed.
    if (!tx) boss.notifyWorker(workers[name]);
  };

  return {
    mailTransport,
    smsProvider,
    async mail(request, tx) {
      const to = request.to.trim().toLowerCase();
      // An account made with a mobile number has a stand-in address that can receive nothing.
      if (isPhoneAccountEmail(to)) return;
      const data: MailJob = { to, language: request.language, template: request.template, values: request.values };
      const name = ACCOUNT_MAIL_TEMPLATES.has(request.template) ? ACCOUNT_MAIL_QUEUE : MAIL_QUEUE;
      await queue(name, `${request.event}|mail|${to}`, data, tx);
    },
    async sms(request, tx) {
      const data: SmsJob = {
        to: request.to,
        language: request.language,
        template: request.template,
        values: request.values,
      };
      const name = ACCOUNT_SMS_TEMPLATES.has(request.template) ? ACCOUNT_SMS_QUEUE : SMS_QUEUE;
      await queue(name, `${request.event}|sms|${request.to}`, data, tx);
    },
    states: (messages) => messageStates(db, messages),
    async deadLetters(limit = 100) {
      const { rows } = await db.executeSql(
        `select id, name, data->>'to' as "to", data->>'template' as template, retry_count as tries,
                output->>'message' as error, created_on as "createdAt", completed_on as "failedAt"
           from pgboss.job where name = any($1::text[]) and state = 'failed'
          order by completed_on desc nulls last limit $2`,
        [QUEUES, limit],
      );
      return rowsOf<Record<string, unknown>>({ rows }).map((r) => ({
        id: String(r.id),
        channel: CHANNEL_OF[r.name as QueueName],
        to: String(r.to ?? ''),
        template: (r.template as string | null) ?? null,
        tries: Number(r.tries) + 1,
        error: (r.error as string | null) ?? null,
        createdAt: new Date(r.createdAt as string).toISOString(),
        failedAt: r.failedAt ? new Date(r.failedAt as string).toISOString() : null,
      }));
    },
    async retry(id) {
      const { rows } = await db.executeSql(
        `update pgboss.job set state = 'retry', retry_count = 0, start_after = now(), completed_on = null, output = null
          where id = $1::uuid and name = any($2::text[]) and state = 'failed' returning name`,
        [id, QUEUES],
      );
      const name = (rows[0] as { name?: QueueName } | undefined)?.name;
      if (name) boss.notifyWorker(workers[name]);
      return Boolean(name);
    },
    async stop() {
      // The queue stops first, letting a message being sent finish on its transport.
      await jobs.stop();
      mailTransport.close();
      accountMailTransport.close();
    },
  };
}

/**
 * Where each message is, by the job its idempotency key names. Done jobs move to the archive
 * after a day and leave it after a week: a message queued and gone from both was sent (failed
 * ones stay a year).
 */
async function messageStates(db: PgBoss.Db, messages: readonly MessageKey[]): Promise<NoticeState[]> {
  if (!messages.length) return [];
  const ids = messages.map(jobIdOf);
  const { rows } = await db.executeSql(
    `select id::text, state::text from pgboss.job where id = any($1::uuid[]) and name = any($2::text[])
     union all
     select id::text, state::text from pgboss.archive where id = any($1::uuid[]) and name = any($2::text[])`,
    [ids, QUEUES],
  );
  const found = new Map(rowsOf<{ id: string; state: string }>({ rows }).map((r) => [r.id, r.state]));
  return ids.map((id): NoticeState => {
    const state = found.get(id);
    if (state === undefined || state === 'completed') return 'sent';
    return state === 'failed' || state === 'cancelled' ? 'failed' : 'queued';
  });
}

/**
 * A worker on `name` that takes up to `batchSize` jobs at a time and sends them side by side.
 * Each job that fails is failed on its own (tried again later, or a dead letter); pg-boss then
 * completes the others. After a batch it looks again at once: pg-boss would otherwise wait the
 * polling interval after every batch, even with a backlog waiting.
 */
async function startWorker<T extends object>(
  boss: PgBoss,
  name: QueueName,
  options: { batchSize: number; pollingIntervalSeconds: number },
  send: (job: PgBoss.Job<T>) => Promise<void>,
): Promise<string> {
  let id = '';
  id = await boss.work<T>(name, options, async (jobs) => {
    const results = await Promise.allSettled(jobs.map((job) => send(job)));
    await Promise.all(
      results.map((result, i) => (result.status === 'rejected' ? boss.fail(name, jobs[i]!.id, result.reason) : null)),
    );
    if (jobs.length > 0 && id) boss.notifyWorker(id);
  });
  return id;
}
