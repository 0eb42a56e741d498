import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { childServers } from '../../../test/child-server.js';
import { startSmtpServer } from '../../../test/smtp.js';

const servers = childServers();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  await servers.close();
  for (const c of cleanups.reverse()) await c();
});

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

/** The server as `npm start` runs it, retrying a failed send after a second. */
const startServer = (env: Record<string, string>) =>
  servers.start({
    ...env,
    SEED_DEMO_DATA: 'false',
    MESSAGE_RETRY_DELAY_SECONDS: '1',
    MESSAGE_SEND_TIMEOUT_SECONDS: '2',
  });

describe('a message committed before its process dies', () => {
  it('is delivered exactly once after a restart when the process was killed before sending it', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const stall = await stallingSmtp();
    cleanups.push(() => stall.close());
    const database = await servers.sharedDatabase();

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
    await first.kill();
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
