import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { FIRST_PAINT_READ_HEADER, logDestination } from './request-log.js';

/** A log destination that keeps every line the server writes. */
function captureLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('server logs', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('write one line per request, as JSON, with method, address, status and time', async () => {
    const { lines, stream } = captureLines();
    t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    const written = lines.slice(before);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/health', statusCode: 200 });
    expect(written[0]!.msg).toMatch(/^GET \/api\/health 200 \d+ms$/);
    expect(typeof written[0]!.reqId).toBe('string');
    expect(written[1]).toMatchObject({ url: '/api/no/such/thing?x=1', statusCode: 404 });
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('never write the secrets a query string carries: reset and confirmation tokens, codes, signatures', async () => {
    const { lines, stream } = captureLines();
    t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
    const secret = 'S3cr3tTok3nValue';
    const before = lines.length;
    for (const url of [
      `/reset-password?token=${secret}`,
      `/api/auth/verify-email?token=${secret}&callbackURL=%2Femail-verified`,
      `/api/auth/callback/oidc?code=${secret}&state=${secret}`,
      `/api/prescription-files/x?viewer=someone&expires=1&sig=${secret}`,
      `/api/products?page=2&access_token=${secret}&X-Amz-Signature=${secret}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    const written = lines.slice(before);
    expect(written.filter((l) => l.method)).toHaveLength(5);
    expect(JSON.stringify(written)).not.toContain(secret);
    expect(written[0]).toMatchObject({ url: '/reset-password?token=[redacted]' });
    expect(written[1]).toMatchObject({ url: '/api/auth/verify-email?token=[redacted]&callbackURL=%2Femail-verified' });
    expect(written[4]!.msg).toMatch(
      /^GET \/api\/products\?page=2&access_token=\[redacted\]&X-Amz-Signature=\[redacted\] \d{3} \d+ms$/,
    );
  });

  it("write the reads a page's first paint makes at debug level only, and a client cannot ask for that", async () => {
    const { lines, stream } = captureLines();
    t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { [FIRST_PAINT_READ_HEADER]: '1' } });
    expect(lines.slice(before)).toEqual([]);
    // Over the network the header is only a header.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { [FIRST_PAINT_READ_HEADER]: '1' } });
    expect(
      lines
        .slice(before)
        .filter((l) => l.method)
        .map((l) => l.msg),
    ).toEqual([expect.stringMatching(/^GET \/api\/health 200 \d+ms$/)]);
  });

  it("write the sign-in library's messages through the same logger, marked as its own and without colour codes", async () => {
    const { lines, stream } = captureLines();
    t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
    const context = await t.app.auth.$context;
    context.logger.warn('a warning from the sign-in library', new Error('what went wrong'), { detail: 1 });
    context.logger.info('chatter below a warning');
    const own = lines.filter((l) => l.source === 'better-auth');
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: 40, msg: 'a warning from the sign-in library', details: [{ detail: 1 }] });
    expect((own[0]!.err as { message: string }).message).toBe('what went wrong');
    expect(JSON.stringify(own[0])).not.toContain('\u001b[');
  });

  it('are readable lines in development and JSON everywhere else', async () => {
    expect(await logDestination({ env: 'production', logLevel: 'info' })).toBeUndefined();
    expect(await logDestination({ env: 'test', logLevel: 'info' })).toBeUndefined();
    expect(await logDestination({ env: 'development', logLevel: 'silent' })).toBeUndefined();
    expect(await logDestination({ env: 'development', logLevel: 'info' })).toBeDefined();
  });
});
