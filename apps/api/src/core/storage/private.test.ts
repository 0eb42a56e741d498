import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPrivateStorage, createS3PrivateStorage, newPrivateKey } from './private.js';
import type { S3Config } from './s3.js';

/**
 * An S3-compatible stand-in on 127.0.0.1 that keeps objects in memory and answers PUT, GET
 * and DELETE as the real API does (a missing key is 404 NoSuchKey), recording each request.
 */
const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
const requests: { method: string; path: string; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const where = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      requests.push({ method: req.method ?? '', path: where, headers: req.headers });
      const stored = objects.get(where);
      if (req.method === 'PUT') {
        objects.set(where, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        res.writeHead(200, { etag: '"stand-in"' }).end();
      } else if (req.method === 'GET' && stored) {
        res.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length });
        res.end(stored.body);
      } else if (req.method === 'GET') {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(where);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  objects.clear();
  requests.length = 0;
});

function s3Config(place?: { bucket: string; prefix: string }): S3Config {
  return {
    kind: 's3',
    bucket: 'shop-images',
    region: 'eu-central-1',
    endpoint,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example-key' },
    publicUrl: 'https://images.example.test',
    ...(place ? { private: place } : {}),
  };
}

const PDF = Buffer.from('%PDF-1.7\n% a prescription page\n');

describe('private files on S3', () => {
  it('go under the private/ prefix of the images bucket, kept out of caches, and read back', async () => {
    const storage = createS3PrivateStorage(s3Config());
    const key = newPrivateKey('pdf');
    await storage.put(key, PDF, 'application/pdf');

    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/shop-images/private/${key}`);
    expect(objects.get(put.path)).toMatchObject({ contentType: 'application/pdf', cacheControl: 'private, no-store' });
    // Signed as the shop (never an anonymous, public write).
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(put.headers['x-amz-acl']).toBeUndefined();

    expect(await storage.get(key)).toEqual(PDF);
  });

  it('use a bucket of their own when one is named', async () => {
    const storage = createS3PrivateStorage(s3Config({ bucket: 'shop-prescriptions', prefix: '' }));
    const key = newPrivateKey('jpg');
    await storage.put(key, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect([...objects.keys()]).toEqual([`/shop-prescriptions/${key}`]);
  });

  it('answer null for a file that is not there, and remove one, twice without complaint', async () => {
    const storage = createS3PrivateStorage(s3Config());
    const key = newPrivateKey('png');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    await storage.remove(key);
    await storage.remove(key);
    expect(objects.size).toBe(0);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuse a key the shop did not make, before anything is sent', async () => {
    const storage = createS3PrivateStorage(s3Config());
    for (const key of ['../images/a.webp', 'prescriptions/ab/not-a-uuid.pdf', `uploads/${newPrivateKey('pdf')}`]) {
      await expect(storage.put(key, PDF, 'application/pdf')).rejects.toThrow(/not a private storage key/);
      await expect(storage.get(key)).rejects.toThrow(/not a private storage key/);
    }
    expect(requests).toEqual([]);
  });
});

describe('private files on local disk', () => {
  let root: string;
  beforeAll(() => {
    root = path.join(mkdtempSync(path.join(tmpdir(), 'medibazaar-private-')), 'private');
  });
  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it('are readable by the shop only, with no partial file left, and come back as written', async () => {
    const storage = createLocalPrivateStorage(root);
    const key = newPrivateKey('pdf');
    await storage.put(key, PDF, 'application/pdf');
    const file = path.join(root, ...key.split('/'));
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    expect(await storage.get(key)).toEqual(PDF);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('never write outside their folder', async () => {
    const storage = createLocalPrivateStorage(root);
    await expect(storage.put('../../escape.pdf', PDF, 'application/pdf')).rejects.toThrow(/not a private storage key/);
  });
});
