/**
 * Mail queue benchmark: `npm run bench:mail`.
 *
 * Runs the shop's job queue and its mail workers as shipped (pg-boss on the embedded
 * database in a temporary folder, polling every 2 s) against each transport: `.eml` files
 * (the default without SMTP_URL) and an SMTP server on 127.0.0.1 in this process that takes
 * every mail. For each it measures:
 *
 * - throughput: BENCH_MAIL_COUNT order mails (default 1000) committed in one transaction,
 *   from the commit until the last is delivered;
 * - a reset link under a backlog: as many order mails committed, then at once a reset mail;
 *   the seconds until the reset is delivered, and how many order mails went before it.
 *
 * Targets (decision 049): at least 20 mails a second, and a reset within 10 s behind 1 000
 * waiting order mails (its link lives 30 minutes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type AppConfig } from '../apps/api/src/core/config.js';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { startJobs } from '../apps/api/src/core/jobs.js';
import { startNotifications, type Notifications } from '../apps/api/src/modules/notifications/index.js';

const COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 1000);
const TARGET_PER_SECOND = 20;
const TARGET_RESET_SECONDS = 10;
/** The whole run stops by itself after this long, whatever happens. */
const HARD_LIMIT_MS = 15 * 60_000;

/** Who received a mail, and when: the transport's side of the measurement. */
class Deliveries {
  private readonly seen: { to: string; at: number }[] = [];
  private waiters: (() => void)[] = [];

  add(to: string) {
    this.seen.push({ to, at: performance.now() });
    for (const w of this.waiters.splice(0)) w();
  }

  get count() {
    return this.seen.length;
  }

  /** Resolves with the moment the `n`th mail (counting from `from`) arrived, or `to` did. */
  async until(test: () => { at: number } | undefined): Promise<number> {
    for (;;) {
      const hit = test();
      if (hit) return hit.at;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  nth(n: number) {
    return this.until(() => this.seen[n - 1]);
  }

  to(address: string) {
    return this.until(() => this.seen.find((d) => d.to === address));
  }

  indexOf(address: string) {
    return this.seen.findIndex((d) => d.to === address);
  }
}

/** An SMTP server on a free port of 127.0.0.1 that takes every mail and notes its recipient. */
async function startSmtp(deliveries: Deliveries) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) deliveries.add(r.address);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The queue's logger: the file transport logs each mail it wrote, with its recipient. */
function mailLog(deliveries: Deliveries, fileTransport: boolean) {
  return {
    info(fields: { to?: string }, msg: string) {
      if (fileTransport && msg.startsWith('mail written') && fields.to) deliveries.add(fields.to);
    },
    warn(fields: object, msg: string) {
      console.warn(msg, fields);
    },
  };
}

async function queueOrderMails(notifications: Notifications, database: Database, round: string, count: number) {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await notifications.mail(
        {
          event: `order-status:${round}-${i}`,
          to: `${round}-buyer-${i}@example.test`,
          language: 'en',
          template: 'order-status',
          values: {
            name: 'Buyer',
            number: `MB-2026-${String(i).padStart(6, '0')}`,
            status: 'placed',
            note: null,
            url: 'http://localhost:3000/dashboard/orders',
          },
        },
        tx,
      );
    }
  });
}

interface Figures {
  transport: string;
  perSecond: number;
  drainSeconds: number;
  resetSeconds: number;
  ordersBeforeReset: number;
}

async function measure(transport: 'files' | 'smtp'): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-bench-mail-'));
  const deliveries = new Deliveries();
  const smtp = transport === 'smtp' ? await startSmtp(deliveries) : null;
  const base = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
  });
  const config: AppConfig = { ...base, notifications: { ...base.notifications, scheduledJobs: false } };
  const database = await openDatabase(config.database);
  await database.migrate();
  const log = mailLog(deliveries, !smtp) as never;
  const jobs = await startJobs(database, { scheduled: false, maintenanceIntervalSeconds: 120 }, log);
  const notifications = await startNotifications(jobs, database, config, log);
  try {
    // Throughput: a committed backlog, from the commit to its last mail.
    await queueOrderMails(notifications, database, 'drain', COUNT);
    const committed = performance.now();
    const drained = await deliveries.nth(COUNT);
    const drainSeconds = (drained - committed) / 1000;

    // A reset mail queued just after a backlog as large.
    const before = deliveries.count;
    await queueOrderMails(notifications, database, 'backlog', COUNT);
    const asked = performance.now();
    await notifications.mail({
      event: 'reset-password:bench',
      to: 'owner@example.test',
      language: 'en',
      template: 'reset-password',
      values: { name: 'Owner', url: 'http://localhost:3000/reset-password?token=bench', minutes: 30 },
    });
    const resetAt = await deliveries.to('owner@example.test');
    const ordersBeforeReset = deliveries.indexOf('owner@example.test') - before;
    await deliveries.nth(before + COUNT + 1);
    return {
      transport: transport === 'smtp' ? 'SMTP (127.0.0.1)' : '.eml files',
      perSecond: COUNT / drainSeconds,
      drainSeconds,
      resetSeconds: (resetAt - asked) / 1000,
      ordersBeforeReset,
    };
  } finally {
    await notifications.stop();
    await database.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const hardStop = setTimeout(() => {
    console.error('bench:mail: time limit reached, stopping');
    process.exit(2);
  }, HARD_LIMIT_MS);
  hardStop.unref();
  const rows: Figures[] = [];
  for (const transport of ['files', 'smtp'] as const) {
    const figures = await measure(transport);
    console.log(
      `  ${figures.transport}: ${fmt(figures.perSecond)} mails/s, reset after ${fmt(figures.resetSeconds, 2)} s`,
    );
    rows.push(figures);
  }
  const head = [
    'transport',
    `order mails/s (≥ ${TARGET_PER_SECOND})`,
    `${fmt(COUNT)} mails took`,
    `reset behind ${fmt(COUNT)} (≤ ${TARGET_RESET_SECONDS} s)`,
    'order mails before it',
  ];
  const table = rows.map((r) => [
    r.transport,
    `${fmt(r.perSecond)} ${r.perSecond >= TARGET_PER_SECOND ? 'ok' : 'BELOW TARGET'}`,
    `${fmt(r.drainSeconds, 1)} s`,
    `${fmt(r.resetSeconds, 2)} s ${r.resetSeconds <= TARGET_RESET_SECONDS ? 'ok' : 'ABOVE TARGET'}`,
    fmt(r.ordersBeforeReset),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nMail queue on PGlite (embedded, on disk), workers polling every 2 s, as shipped`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of table) console.log(line(r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
