import type { InjectOptions } from 'fastify';
import { makeImage } from '../uploads/uploads.test-helpers.js';

export interface PageFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export const VALID_FIELDS = {
  patientName: 'Rafi Ahmed',
  doctorName: 'Dr. Nasrin Akter',
  bmdcNumber: 'A-12345',
  writtenOn: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
};

/** A small PNG page. */
export const pngPage = async (width = 40, height = 30): Promise<PageFile> => ({
  name: 'page.png',
  type: 'image/png',
  bytes: await makeImage('png', width, height),
});

/** A multipart upload of a prescription as the browser's FormData sends it. */
export async function prescriptionUpload(
  headers: Record<string, string>,
  files: PageFile[],
  fields: Record<string, string> = VALID_FIELDS,
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('pages', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: '/api/prescriptions',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
