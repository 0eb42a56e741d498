import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { REQUESTS_PER_CONNECTION } from './app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

interface Answer {
  status: number;
  connection: string | undefined;
}

/**
 * A client that keeps its one connection whatever the server says, as load-testing tools and
 * some proxies do: it sends a request, reads the whole answer, and sends the next. `next()`
 * resolves with the answer to the request it sends, or null when the server closed the
 * connection instead of answering.
 */
function stubbornClient() {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => {});
  let buffered = Buffer.alloc(0);
  let waiting: ((answer: Answer | null) => void) | null = null;
  const readAnswer = () => {
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < end + 4 + length) return;
    buffered = buffered.subarray(end + 4 + length);
    const resolve = waiting;
    waiting = null;
    resolve({
      status: Number(head.slice(9, 12)),
      connection: /\r\nconnection: *([^\r]*)/i.exec(head)?.[1]?.toLowerCase(),
    });
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    readAnswer();
  });
  socket.on('close', () => waiting?.(null));
  return {
    next(path: string): Promise<Answer | null> {
      return new Promise((resolve) => {
        if (socket.destroyed) return resolve(null);
        waiting = resolve;
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
      });
    },
    close: () => socket.destroy(),
  };
}

// Engine-independent: the PostgreSQL run has nothing to add.
describe.skipIf(process.env.TEST_DB === 'postgres')('a keep-alive connection', () => {
  it('is closed by the server after its last allowed answer, never answered 503', async () => {
    const client = stubbornClient();
    try {
      const answers: Answer[] = [];
      for (let i = 0; i < REQUESTS_PER_CONNECTION; i++) {
        const answer = await client.next('/api/not-a-route');
        expect(answer, `answer ${i + 1}`).not.toBeNull();
        answers.push(answer!);
      }
      expect(answers.filter((a) => a.status !== 404)).toEqual([]);
      expect(answers.at(-1)!.connection).toBe('close');
      expect(answers.slice(0, -1).every((a) => a.connection === 'keep-alive')).toBe(true);
      // The client sends one more on the same connection: the server has closed it rather than refuse it.
      expect(await client.next('/api/not-a-route')).toBeNull();
    } finally {
      client.close();
    }
  });

  it('lets the client go on, on a new connection, with ordinary answers', async () => {
    const client = stubbornClient();
    try {
      expect(await client.next('/api/health')).toMatchObject({ status: 200, connection: 'keep-alive' });
    } finally {
      client.close();
    }
  });
});
