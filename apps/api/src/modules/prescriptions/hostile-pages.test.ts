import { mkdtempSync } from 'node:fs';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { tempUploadsDir } from '../uploads/uploads.test-helpers.js';
import { checkPage } from '../../core/files/page-checks.js';
import { PDF_LIMITS } from '../../core/files/pdf-limits.js';
import { prescriptionUpload, type PageFile } from './prescriptions.test-helpers.js';

let t: TestApp;
let base: string;
let owner: SignedIn;
beforeAll(async () => {
  const privateDir = mkdtempSync(path.join(tmpdir(), 'mb-private-'));
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir(), privateDir } });
  owner = await signUp(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => t.close());

const MB = 1024 * 1024;

/** `megabytes` of spaces, deflated: about a thousandth of that on disk. */
async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const spaces = Buffer.alloc(MB, 0x20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A one-page PDF with one object stream, whose deflated body unpacks to `megabytes`. */
async function inflatingPdf(megabytes: number): Promise<Buffer> {
  const packed = await deflatedSpaces(megabytes);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n' +
        '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n' +
        `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A one-page PDF holding `count` objects beside its page. */
function manyObjectsPdf(count: number): Buffer {
  let body =
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n';
  for (let n = 4; n < count + 4; n++) body += `${n} 0 obj\n[${n}]\nendobj\n`;
  return Buffer.from(`${body}trailer\n<< /Root 1 0 R /Size ${count + 4} >>\n%%EOF\n`, 'latin1');
}

const pdfFile = (bytes: Buffer): PageFile => ({ name: 'rx.pdf', type: 'application/pdf', bytes });

/** Uploads through the listening server, asking for /api/health one request after another until it answers. */
async function uploadWhileAskingHealth(files: PageFile[]) {
  const options = await prescriptionUpload(owner.headers, files);
  const upload = fetch(`${base}/api/prescriptions`, {
    method: 'POST',
    headers: options.headers as Record<string, string>,
    body: new Uint8Array(options.payload as Buffer),
  });
  let answered = false;
  const settled = upload.finally(() => (answered = true));
  const healthMs: number[] = [];
  while (!answered) {
    const started = performance.now();
    const health = await fetch(`${base}/api/health`);
    await health.arrayBuffer();
    expect(health.status).toBe(200);
    if (!answered) healthMs.push(performance.now() - started);
  }
  const res = await settled;
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string }, healthMs };
}

describe('POST /api/prescriptions with hostile files', () => {
  it('refuses a PDF that unpacks to hundreds of megabytes, and keeps answering others meanwhile', async () => {
    const bomb = await inflatingPdf(400);
    expect(bomb.length).toBeLessThan(MB);

    const { status, body, healthMs } = await uploadWhileAskingHealth([pdfFile(bomb), pdfFile(bomb)]);

    expect({ status, code: body.code }).toEqual({ status: 413, code: 'PDF_TOO_COMPLEX' });
    expect(body.message).toContain(`unpack to more than ${PDF_LIMITS.structureBytes / MB} MB`);
    // The health check was asked while the file was being checked, and never waited long: when
    // the check held the main thread, an answer waited 30 s; 5 s leaves room for a busy machine.
    expect(healthMs.length).toBeGreaterThan(0);
    expect(Math.max(...healthMs)).toBeLessThan(5_000);
  });

  it('refuses a PDF holding more objects than a prescription could need', async () => {
    const res = await t.app.inject(
      await prescriptionUpload(owner.headers, [pdfFile(manyObjectsPdf(PDF_LIMITS.objects + 1))]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PDF_TOO_COMPLEX' });
    expect(res.json().message).toContain('more than 50,000 objects');
  });

  it('stops a check that runs past its time, and checks the next file as usual', async () => {
    const slow = manyObjectsPdf(PDF_LIMITS.objects - 10);
    await expect(checkPage(slow, { timeMs: 50 })).rejects.toMatchObject({
      statusCode: 422,
      code: 'PRESCRIPTION_FILE_TOO_COMPLEX',
      message: expect.stringContaining('took longer than 0.05 seconds') as unknown,
    });
    const page = await checkPage(manyObjectsPdf(10));
    expect(page).toMatchObject({ contentType: 'application/pdf', pdfPages: 1 });
  });
});
