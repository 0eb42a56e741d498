import type { InjectOptions } from 'fastify';

export const day = (offset: number) =>
  new Date(Date.now() + 6 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** What a seller types for a licence in force for a year. */
export const LICENCE_FIELDS = {
  pharmacyName: 'Nodi Health Store',
  pharmacyAddress: '14 Zindabazar Road, Sylhet 3100',
  licenceNumber: 'DC-12345',
  expiresOn: day(365),
  pharmacistName: 'Nasrin Akter',
  pharmacistRegistration: 'B-4567',
  pharmacistGrade: 'B',
};

/** A multipart application as the browser's FormData sends it. */
export async function licenceApplication(
  headers: Record<string, string>,
  scan: { bytes: Buffer; type: string; name: string } | null,
  fields: Record<string, string> = LICENCE_FIELDS,
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (scan) form.append('scan', new Blob([new Uint8Array(scan.bytes)], { type: scan.type }), scan.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: 'POST',
    url: '/api/seller-licences',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  };
}
