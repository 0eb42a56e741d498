import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text message as the test gateway received it. */
export interface ReceivedSms {
  to: string;
  message: string;
  reference: string;
  authorization: string | null;
}

/**
 * A real HTTP SMS gateway in the test process, on a free port of 127.0.0.1: it takes the
 * shop's `POST { to, message, reference }` with `Authorization: Bearer <token>`, answers 401
 * to any other token, 503 to everything while `failing` is set, and keeps what arrived.
 */
export async function startSmsGateway(token = 'test-sms-token') {
  const received: ReceivedSms[] = [];
  const state = { failing: false, refused: 0 };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  const server = createServer((req, res) => {
    void body(req).then((text) => {
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== '/send') return answer(404, { error: 'not found' });
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { error: 'bad token' });
      if (state.failing) {
        state.refused += 1;
        return answer(503, { error: 'gateway busy (test gateway refusing)' });
      }
      let sms: Partial<ReceivedSms>;
      try {
        sms = JSON.parse(text) as Partial<ReceivedSms>;
      } catch {
        return answer(400, { error: 'not JSON' });
      }
      if (req.headers['content-type'] !== 'application/json' || !sms.to || !sms.message) {
        return answer(400, { error: 'to and message are required' });
      }
      received.push({
        to: sms.to,
        message: sms.message,
        reference: String(sms.reference ?? ''),
        authorization: req.headers.authorization ?? null,
      });
      answer(200, { status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/send`,
    token,
    received,
    state,
    /** Waits until `count` messages to `to` (+8801…) have arrived. */
    async waitFor(to: string, count = 1, timeoutMs = 15_000): Promise<ReceivedSms[]> {
      const deadline = Date.now() + timeoutMs;
      const mine = () => received.filter((m) => m.to === to);
      while (mine().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} text message(s) to ${to}, got ${mine().length}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return mine();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The code in a text message that carries one. */
export const codeIn = (sms: ReceivedSms) => /\b(\d{6})\b/.exec(sms.message)?.[1] ?? null;
