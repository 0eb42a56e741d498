import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A mail server that takes the connection and never says hello: a send hangs in it, unsent. */
async function stallingSmtp() {
  const sockets: Socket[] = [];
  let connected: () => void = () => {};
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    firstConnection,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A database the child processes share: a folder for PGlite, a fresh database on PostgreSQL. */
async function sharedDatabase(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (process.env.TEST_DB !== 'postgres') return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `mb_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
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
}

/** The server as `npm start` runs it, as a process of its own. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      MESSAGE_RETRY_DELAY_SECONDS: '1',
      MESSAGE_SEND_TIMEOUT_SECONDS: '2',
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
  return { child, exited, base: `http://127.0.0.1:${port}` };
}

describe('a message committed before its process dies', () => {
  it('is delivered exactly once after a restart when the process was killed before sending it', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const stall = await stallingSmtp();
    cleanups.push(() => stall.close());
    const database = await sharedDatabase();

    // First run: the mail server it knows never answers, so the mail cannot go out.
    const first = await startServer({ ...database, SMTP_URL: stall.url });
    const email = `crash-${Date.now()}@example.test`;
    const res = await fetch(`${first.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.base.replace('127.0.0.1', 'localhost') },
      body: JSON.stringify({ name: 'Crash Test', email, password: 'Test#pass2025' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The account and its mail are committed, and the worker is in the middle of sending it.
    await stall.firstConnection;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.received).toHaveLength(0);

    // Second run, with a working mail server: the mail arrives, once.
    const second = await startServer({ ...database, SMTP_URL: smtp.url });
    const mails = await smtp.waitFor(email, 1, 30_000);
    expect(mails[0]!.subject).toContain('Confirm your email');
    // Long enough for a second copy to have been sent, had there been one.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
