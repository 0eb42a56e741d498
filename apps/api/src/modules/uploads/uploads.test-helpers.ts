import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';

/** A fresh directory for locally stored images of one test file. */
export const tempUploadsDir = () => mkdtempSync(path.join(tmpdir(), 'mb-uploads-'));

/** A real picture in the given format: a gradient, so encoders have something to do. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
  width = 64,
  height = 48,
  options: { exif?: boolean } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (options.exif) {
    image = image.withExif({ IFD0: { Artist: 'Camera Owner', Copyright: 'private' } });
  }
  return image.toFormat(format).toBuffer();
}

/** A multipart request body with one file, as a browser's FormData sends it. */
async function multipartBody(
  file: { name: string; type: string; bytes: Buffer },
  field = 'image',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The inject options of `POST /api/uploads` with one file, as the given person. */
export async function uploadRequest(
  headers: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
): Promise<InjectOptions> {
  const body = await multipartBody(file);
  return { method: 'POST', url: '/api/uploads', headers: { ...headers, ...body.headers }, payload: body.payload };
}
