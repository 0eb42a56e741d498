import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import getPort from 'get-port';
import { serverCommand } from '../../test/child-server.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'medibazaar-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A process id that no process has now: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, naming it, and frees the folder on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, 'http://localhost:3999');
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`pid ${process.pid}`);
    expect((refused as Error).message).toContain('http://localhost:3999');
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock whose process is gone, and one left half-written', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: 'earlier' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(file, '{"pid":');
    lockDataDir(dir)();
  });

  it('leaves a lock that is no longer its own in place on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const other = JSON.stringify({ pid: 1, host: 'elsewhere', startedAt: 'now' });
    writeFileSync(path.join(dir, LOCK_FILE), other);
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(other);
  });
});

/** The server as `npm start` runs it, on the embedded database in `dataDir`. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<void>((resolve, reject) => {
    const check = () => (output.includes('is running at') ? resolve() : undefined);
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  // Awaited only where the test expects it to run.
  running.catch(() => {});
  return { child, running, exited, output: () => output };
}

// The embedded database is what takes the lock: the PostgreSQL run has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('two servers on one data directory', () => {
  it('the second refuses to start, naming the first; after the first dies the folder can be used again', async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir, await getPort({ host: '127.0.0.1' }));
    await first.running;

    const second = startServer(dataDir, await getPort({ host: '127.0.0.1' }));
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by another MediBazaar process (pid ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServer(dataDir, await getPort({ host: '127.0.0.1' }));
    await third.running;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
