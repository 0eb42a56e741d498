import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteImage, isPublicAddress, RemoteImageError } from './remote-image.js';
import { makeImage } from './uploads.test-helpers.js';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.0.1', false],
    ['172.31.255.254', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.127.255.254', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['192.0.2.10', false],
    ['198.18.0.1', false],
    ['240.0.0.1', false],
    ['::', false],
    ['::1', false],
    ['fc00::1', false],
    ['fd12:3456:789a::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2002:a9fe:a9fe::1', false],
    ['2001:db8::1', false],
    ['not an address', false],
    ['', false],
    ['8.8.8.8', true],
    ['93.184.215.14', true],
    ['172.32.0.1', true],
    ['100.128.0.1', true],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:82a::200e', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

/** What the test's own server answers, by path; it records every path asked for. */
const hits: string[] = [];
let server: Server;
let origin: string;
let png: Buffer;
const LIMIT = 20_000;

function route(path: string, res: ServerResponse) {
  switch (path) {
    case '/photo.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      return res.end(png);
    case '/notes.txt':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('just some words');
    case '/declared-huge.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': LIMIT + 1 });
      return res.end(Buffer.alloc(LIMIT + 1));
    case '/streamed-huge.png': {
      // No length given: the limit has to hold while the body arrives.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(4096);
      for (let sent = 0; sent <= LIMIT; sent += chunk.length) res.write(chunk);
      return res.end();
    }
    case '/slow.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(png.subarray(0, 10));
      return; // the rest never comes
    case '/missing.png':
      res.writeHead(404);
      return res.end();
    case '/to-photo':
      res.writeHead(302, { location: '/photo.png' });
      return res.end();
    case '/to-metadata':
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    case '/to-private':
      res.writeHead(301, { location: 'http://10.0.0.1/photo.png' });
      return res.end();
    case '/to-ipv6-loopback':
      res.writeHead(307, { location: `http://[::1]:${(server.address() as AddressInfo).port}/photo.png` });
      return res.end();
    case '/loop':
      res.writeHead(302, { location: '/loop' });
      return res.end();
    default:
      res.writeHead(404);
      return res.end();
  }
}

beforeAll(async () => {
  png = await makeImage('png', 40, 30);
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    route(path, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** The test server's address is the only one outside the public internet it may fetch from. */
const options = { allowedPrivateAddresses: ['127.0.0.1'], maxBytes: LIMIT, timeoutMs: 1_000 };

async function failure(address: string, opts: Parameters<typeof fetchRemoteImage>[1] = options) {
  const err = await fetchRemoteImage(address, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RemoteImageError);
  return (err as RemoteImageError).reason;
}

describe('fetchRemoteImage', () => {
  it('answers the bytes of the image at an address', async () => {
    const bytes = await fetchRemoteImage(`${origin}/photo.png`, options);
    expect(bytes.equals(png)).toBe(true);
  });

  it('never connects to loopback or private addresses unless told to, by number or by name', async () => {
    const before = hits.length;
    const port = (server.address() as AddressInfo).port;
    // Allowing some other address opens every port, so only the address rule stands in the way.
    const elsewhere = { allowedPrivateAddresses: ['192.0.2.1'], timeoutMs: 1_000 };
    for (const address of [
      `${origin}/photo.png`,
      `http://localhost:${port}/photo.png`,
      `http://[::1]:${port}/photo.png`,
      `http://[::ffff:127.0.0.1]:${port}/photo.png`,
      `http://[::ffff:7f00:1]:${port}/photo.png`,
      `http://0.0.0.0:${port}/photo.png`,
    ]) {
      expect(await failure(address, elsewhere), address).toBe('refused-address');
    }
    for (const address of [
      'http://127.0.0.1/photo.png',
      'http://localhost/photo.png',
      'https://10.1.2.3/photo.png',
      'http://192.168.0.1/photo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/photo.png',
    ]) {
      expect(await failure(address, { timeoutMs: 1_000 }), address).toBe('refused-address');
    }
    expect(hits.length).toBe(before);
  });

  it('takes only http and https on their usual ports, without credentials', async () => {
    for (const address of [
      'ftp://files.example.test/photo.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'gopher://example.test/',
      'http://example.test:8080/photo.png',
      'https://example.test:22/photo.png',
      'https://user:secret@example.test/photo.png',
      'not a url',
    ]) {
      expect(await failure(address, { timeoutMs: 1_000 }), address).toBe('address');
    }
  });

  it('follows a redirect to an image', async () => {
    const bytes = await fetchRemoteImage(`${origin}/to-photo`, options);
    expect(bytes.equals(png)).toBe(true);
  });

  it('checks every redirect again: one to a private or link-local address is refused before connecting', async () => {
    expect(await failure(`${origin}/to-metadata`)).toBe('refused-address');
    expect(await failure(`${origin}/to-private`)).toBe('refused-address');
    const before = hits.length;
    expect(await failure(`${origin}/to-ipv6-loopback`)).toBe('refused-address');
    expect(hits.slice(before)).toEqual(['/to-ipv6-loopback']);
  });

  it('stops after a few redirects', async () => {
    const before = hits.length;
    expect(await failure(`${origin}/loop`, { ...options, maxRedirects: 3 })).toBe('redirects');
    expect(hits.length - before).toBe(4);
  });

  it('refuses an answer that is not a success', async () => {
    expect(await failure(`${origin}/missing.png`)).toBe('status');
  });

  it('refuses a body over the limit, whether its length is declared or not', async () => {
    expect(await failure(`${origin}/declared-huge.png`)).toBe('too-large');
    expect(await failure(`${origin}/streamed-huge.png`)).toBe('too-large');
  });

  it('gives up on an answer that does not finish in time', async () => {
    const started = Date.now();
    expect(await failure(`${origin}/slow.png`, { ...options, timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports a host that does not resolve as unreachable', async () => {
    expect(await failure('https://photos.invalid/photo.png', { timeoutMs: 2_000 })).toBe('network');
  });

  it('hands back whatever bytes arrive: deciding whether they are an image is the pipeline’s job', async () => {
    const bytes = await fetchRemoteImage(`${origin}/notes.txt`, options);
    expect(bytes.toString()).toBe('just some words');
  });
});
