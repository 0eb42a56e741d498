import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

/**
 * A shop of a spec file's own: the built server on a free port of 127.0.0.1 with its own
 * data folder (PGlite), for settings the main test server does not run with (another
 * currency, a real SMTP server). It stops when `stop()` is called or when the test
 * process exits, whichever comes first, and `remove()` deletes its data folder.
 */

export const SERVER = path.resolve('apps/api/dist/server.js');

/** The environment of a shop on `port` keeping its data in `dataDir`, with `extra` on top. */
export function shopEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'test',
    DATABASE_URL: '',
    ...extra,
  };
}

export interface OwnShop {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Sends SIGTERM and resolves when the server has exited. */
  stop(): Promise<void>;
  /** Stops the server if it still runs, then deletes its data folder. */
  remove(): Promise<void>;
}

/**
 * Starts a shop and resolves once `/api/health` answers; `name` is what start-up errors
 * call it. Pass `dataDir` to start again on the data of an earlier shop.
 */
export async function startOwnShop(
  name: string,
  extra: Record<string, string> = {},
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<OwnShop> {
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'medibazaar-e2e-shop-'));
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    env: shopEnv(port, dataDir, extra),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // Whatever happens to this run, the shop it started goes with it.
  process.once('exit', kill);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    kill();
    await exited;
  };

  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start-up:\n${stderr}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    origin,
    dataDir,
    process: child,
    stop,
    async remove() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
