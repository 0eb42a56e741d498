import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import getPort from 'get-port';
import { inject } from 'vitest';

/**
 * The server as `npm start` runs it, as a process of its own, for tests that kill it
 * (SIGKILL: no shutdown of any kind) and start it again on the same data.
 */

/** Node's arguments that start the server bundled for this run (test/server-bundle.ts). */
export function serverCommand(): string[] {
  const bundle = inject('serverBundle');
  if (!bundle) throw new Error("no server bundle: the API projects' global setup builds it");
  return ['--enable-source-maps', bundle];
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ChildServers {
  /** A database the processes share: a folder for PGlite, a fresh database on PostgreSQL (api-postgres). */
  sharedDatabase(): Promise<Record<string, string>>;
  start(env: Record<string, string>): Promise<ChildServer>;
  /** Kills what is still running and removes the data. */
  close(): Promise<void>;
}

export interface ChildServer {
  child: ChildProcess;
  /** Resolves once the process has ended. */
  exited: Promise<void>;
  base: string;
  /** Ends the process at once, as a crash or `kill -9` would, and waits for it to be gone. */
  kill(): Promise<void>;
  /** What the process has written to stdout and stderr so far. */
  output(): string;
}

export function childServers(): ChildServers {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  return {
    async sharedDatabase() {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-child-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      if (process.env.TEST_DB !== 'postgres') return { DATA_DIR: dataDir, DATABASE_URL: '' };
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `mb_child_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    },

    async start(env) {
      const port = await getPort({ host: '127.0.0.1' });
      const child = spawn(process.execPath, serverCommand(), {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout!.on('data', (d) => (output += String(d)));
      child.stderr!.on('data', (d) => (output += String(d)));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await new Promise<void>((resolve, reject) => {
        const check = () => (output.includes('is running at') ? resolve() : undefined);
        child.stdout!.on('data', check);
        void exited.then(() => reject(new Error(`server exited: ${output}`)));
      });
      return {
        child,
        exited,
        base: `http://127.0.0.1:${port}`,
        async kill() {
          child.kill('SIGKILL');
          await exited;
        },
        output: () => output,
      };
    },

    async close() {
      for (const child of children) child.kill('SIGKILL');
      for (const c of cleanups.reverse()) await c();
    },
  };
}
