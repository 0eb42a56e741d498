import type { ErrorCode } from '@medibazaar/contract';
import { HttpError } from '../http-errors.js';
import { processPage, type CheckedPrescriptionPage } from './pages.js';

/** A page's check as it crosses back from the worker: errors lose their class on the way, so they travel as data. */
export type PageCheck =
  { ok: true; page: CheckedPrescriptionPage } | { ok: false; statusCode: number; message: string; code: ErrorCode };

/**
 * Runs in a worker thread of the page pool (page-checks.ts): decoding a photo or parsing a PDF
 * is synchronous work that would otherwise hold the server's only thread.
 */
export default async function checkPageInWorker(input: Uint8Array): Promise<PageCheck> {
  try {
    const page = await processPage(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
    return { ok: true, page };
  } catch (err) {
    if (err instanceof HttpError)
      return { ok: false, statusCode: err.statusCode, message: err.message, code: err.code };
    throw err;
  }
}
