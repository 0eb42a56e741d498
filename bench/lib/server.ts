import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningShop {
  url: string;
  port: number;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built server (`npm run build` first) on 127.0.0.1 and waits for its health check. */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const port = Number(env.PORT ?? (await getPort({ host: '127.0.0.1' })));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'medibazaar-bench-')),
      SEED_DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('shop did not become healthy within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
