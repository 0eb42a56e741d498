import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childServers } from '../../test/child-server.js';
import { createLocalStorage } from './storage/local.js';
import { createMailTransport } from '../modules/notifications/transports.js';
import { loadConfig } from './config.js';

const servers = childServers();
afterAll(() => servers.close());

/** Every file and folder under `dir` (itself included) with group or other users' access bits set. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (full: string) => {
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(dir, full) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(full)) visit(path.join(full, name));
  };
  visit(dir);
  return open;
}

/** Runs `fn` with the umask most systems start processes with, whatever an earlier test set. */
async function withUsualUmask<T>(fn: () => Promise<T>): Promise<T> {
  const before = process.umask(0o022);
  try {
    return await fn();
  } finally {
    process.umask(before);
  }
}

async function waitForFile(dir: string, suffix: string) {
  for (let i = 0; i < 120; i++) {
    if (existsSync(dir) && readdirSync(dir).some((f) => f.endsWith(suffix))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${suffix} file appeared in ${dir}`);
}

describe('the data folder (DATA_DIR)', { timeout: 180_000 }, () => {
  it('is closed to other users at start-up: loose modes are repaired and logged, and what the server writes is its own', async () => {
    const env = await servers.sharedDatabase();
    const dataDir = env.DATA_DIR!;
    // A folder an earlier version left open to everyone.
    mkdirSync(path.join(dataDir, 'mail'));
    writeFileSync(path.join(dataDir, 'mail', 'earlier.eml'), 'Subject: an old reset link\n\n');
    mkdirSync(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'ab', 'photo.webp'), 'image');
    for (const dir of [
      dataDir,
      path.join(dataDir, 'mail'),
      path.join(dataDir, 'uploads'),
      path.join(dataDir, 'uploads', 'ab'),
    ])
      chmodSync(dir, 0o755);
    chmodSync(path.join(dataDir, 'mail', 'earlier.eml'), 0o644);
    chmodSync(path.join(dataDir, 'uploads', 'ab', 'photo.webp'), 0o644);

    const server = await servers.start({ ...env, LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false' });
    // A sign-up writes a session to the database and a confirmation mail to DATA_DIR/mail.
    const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.base, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Modes', email: 'modes@example.test', password: 'Modes2026pass' }),
    });
    expect(signUp.status).toBe(200);
    await waitForFile(path.join(dataDir, 'mail'), '.eml');
    await server.kill();

    expect(openToOthers(dataDir)).toEqual([]);
    const logged = server
      .output()
      .split('\n')
      .filter((l) => l.includes('"repaired"'))
      .map((l) => JSON.parse(l) as { repaired: number; dataDir: string });
    expect(logged).toEqual([expect.objectContaining({ repaired: 6, dataDir })]);
  });

  it('mail files and uploaded images are owner-only whatever the umask', async () => {
    const env = await servers.sharedDatabase();
    const dataDir = env.DATA_DIR!;
    await withUsualUmask(async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) });
      const transport = createMailTransport(config.notifications, { info() {} });
      await transport.send({
        id: crypto.randomUUID(),
        to: 'a@example.test',
        subject: 'S',
        html: '<p>h</p>',
        text: 't',
      });
      transport.close();
      await createLocalStorage(path.join(dataDir, 'uploads')).put(
        '0b/0b6f1c1e-5d4a-4c39-9a51-2f3b6a7c8d9e.webp',
        Buffer.from('image'),
        'image/webp',
      );
    });
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
