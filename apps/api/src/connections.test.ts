import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './core/config.js';
import getPort from 'get-port';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Made by the first start: a run that skips this file's tests leaves no folder behind. */
let dataDir: string | undefined;
let server: ChildProcess | undefined;
const flood: net.Socket[] = [];
afterAll(async () => {
  for (const socket of flood) socket.destroy();
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGKILL');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The shop in a process of its own that may hold at most `files` file descriptors. */
async function startWithFileLimit(files: number, port: number) {
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'medibazaar-flood-'));
  const child = spawn('bash', ['-c', `ulimit -n ${files} && exec "$0" --import tsx test/servers/embedded.ts`], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '60000' },
    stdio: ['pipe', 'pipe', 'pipe'],
    argv0: process.execPath,
  });
  // bash's $0 is the first argument after the script: the node binary.
  server = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += String(d);
      if (output.includes('listening')) resolve();
    });
    child.stderr!.on('data', (d) => (output += String(d)));
    child.once('exit', () => reject(new Error(`server exited: ${output}`)));
  });
}

/** Opens a connection from `localAddress` that sends half a request line and then nothing. */
function halfOpen(port: number, localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: flood\r\n');
      resolve();
    });
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    flood.push(socket);
  });
}

// Engine-independent: the PostgreSQL run has nothing to add.
describe.skipIf(process.env.TEST_DB === 'postgres')('a flood of connections', () => {
  it('defaults its caps from the file descriptor limit, and per address', () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) });
    expect(config.connections.max).toBeGreaterThanOrEqual(16);
    expect(config.connections.perAddress).toBe(64);
    expect(config.timeouts.headersMs).toBe(10_000);
    expect(loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), MAX_CONNECTIONS: '500' }).connections.max).toBe(
      500,
    );
  });

  it('is held at the cap while an ordinary client is still served', async () => {
    const port = await getPort({ host: '127.0.0.1' });
    await startWithFileLimit(256, port);
    // Far more half-open connections than the process has descriptors, from another address.
    for (let i = 0; i < 40; i++) {
      await Promise.all(Array.from({ length: 25 }, () => halfOpen(port, '127.0.0.2')));
    }
    await new Promise((r) => setTimeout(r, 500));
    // The server closed the flood's connections past the address's share.
    expect(flood.filter((s) => s.closed).length).toBeGreaterThan(500);
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
      expect(res.status).toBe(200);
    }
  }, 60_000);
});
