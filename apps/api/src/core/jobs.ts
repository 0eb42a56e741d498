import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { bossDb, PgBoss } from './job-queue.js';

/**
 * The shop's one job queue (pg-boss, in the shop's own database: decision 041). Modules
 * register their recurring jobs here from their plugins; the notifications module keeps its
 * message queues on the same queue.
 */
export interface Jobs {
  /** The queue, for a module that keeps queues of its own. */
  readonly boss: PgBoss;
  /** The queue's handle on the database, for statements on its own tables. */
  readonly db: PgBoss.Db;
  /**
   * Runs `run` on the `cron` schedule (in the shop's time zone, Asia/Dhaka), once across every
   * instance sharing the database; a run that fails is tried again once after a few minutes.
   */
  recurring(name: string, cron: string, run: () => Promise<unknown>): Promise<void>;
  /** Stops the workers, letting a job being run finish; a second call does nothing. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** This instance starts recurring jobs when they are due (off in tests, which call the jobs' functions). */
  scheduled: boolean;
  /** How often the queue looks for jobs a dead process left unfinished. */
  maintenanceIntervalSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Makes a queue if it is not there yet, or brings its options up to date. */
export async function ensureQueue(boss: PgBoss, options: PgBoss.Queue): Promise<void> {
  if (await boss.getQueue(options.name)) await boss.updateQueue(options.name, options);
  else
    await boss.createQueue(options.name, options).catch(async (err: unknown) => {
      // Another instance made it at the same moment.
      if (!(await boss.getQueue(options.name))) throw err;
    });
}

export async function startJobs(database: Database, options: JobsOptions, log: FastifyBaseLogger): Promise<Jobs> {
  const db = bossDb(database);
  const boss = new PgBoss({
    db,
    schedule: options.scheduled,
    supervise: true,
    // A failed job (a message's dead letter) stays until an admin sends it again; done ones a day.
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 365 * 24 * 60 * 60,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', (err) => log.warn({ err }, 'job queue: %s', err.message));
  // Instances sharing one database take turns (the start-up lock): pg-boss's schema is made by
  // one at a time, never by two racing each other.
  await database.exclusive(async () => {
    await boss.start();
  });
  let stopped: Promise<void> | null = null;
  return {
    boss,
    db,
    async recurring(name, cron, run) {
      await database.exclusive(async () => {
        await ensureQueue(boss, { name, retryLimit: 1, retryDelay: 300, expireInSeconds: 15 * 60 });
        await boss.schedule(name, cron, {}, { tz: 'Asia/Dhaka' });
      });
      // Due at most once a minute: looking once a minute is enough.
      await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => {
        await run();
      });
    },
    stop() {
      stopped ??= boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      return stopped;
    },
  };
}

/** Starts the job queue with the app, before any module, and stops it before the database closes. */
export const jobsPlugin = fp(
  async (app) => {
    const settings = app.config.notifications;
    const jobs = await startJobs(
      app.database,
      { scheduled: settings.scheduledJobs, maintenanceIntervalSeconds: Math.min(120, settings.sendTimeoutSeconds) },
      app.log,
    );
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs', decorators: { fastify: ['database', 'config'] } },
);
