import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http-errors.js';
import type { CheckedPrescriptionPage } from './pages.js';
import type { PageCheck } from './page-worker.js';

/**
 * Pages are checked and converted in worker threads, never on the thread that answers requests
 * (docs/decisions/048-uploads-checked-off-the-main-thread.md). What one check may take:
 */
const PAGE_CHECK_LIMITS = {
  /** From the moment a page is handed to the pool, waiting included. */
  timeMs: 20_000,
  /** The worker's JavaScript heap (a parsed PDF lives there); pixels and unpacked bytes have their own limits. */
  heapMb: 256,
  /** Pages waiting for a thread; past it an upload is asked to come back (503). */
  queued: 25,
} as const;

/**
 * From source (tsx, vitest) the worker is the TypeScript file beside this one, loaded through
 * tsx; the production build bundles it as dist/page-worker.js beside dist/server.js
 * (apps/api/build-options.ts), which is where this code then runs from.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return { filename: new URL('./page-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
  }
  return { filename: new URL('./page-worker.js', import.meta.url).href, execArgv: ['--enable-source-maps'] };
}

let pool: Piscina<Uint8Array, PageCheck> | undefined;

function pagePool(): Piscina<Uint8Array, PageCheck> {
  pool ??= new Piscina({
    ...workerFile(),
    // A core is left to the thread that answers requests.
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    // Idle threads end, so a quiet server (or a finished test run) holds none.
    idleTimeout: 30_000,
    maxQueue: PAGE_CHECK_LIMITS.queued,
    resourceLimits: { maxOldGenerationSizeMb: PAGE_CHECK_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

const tooComplex = (why: string) =>
  new HttpError(
    422,
    `This file could not be checked: ${why}. Save it again in a simpler form, or upload photos of the paper.`,
    'PRESCRIPTION_FILE_TOO_COMPLEX',
  );

/**
 * Checks one uploaded page by its content and makes what is kept (pages.ts), in the pool. A check
 * that takes longer than the limit is stopped (its thread is ended) and the file refused.
 */
export async function checkPage(input: Buffer, limits: { timeMs?: number } = {}): Promise<CheckedPrescriptionPage> {
  const timeMs = limits.timeMs ?? PAGE_CHECK_LIMITS.timeMs;
  let result: PageCheck;
  try {
    result = await pagePool().run(new Uint8Array(input), { signal: AbortSignal.timeout(timeMs) });
  } catch (err) {
    const { name, code, message } = err as { name?: string; code?: string; message?: string };
    if (name === 'AbortError' || name === 'TimeoutError') {
      throw tooComplex(`checking it took longer than ${timeMs / 1000} seconds`);
    }
    if (code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw tooComplex(`it needs more than ${PAGE_CHECK_LIMITS.heapMb} MB to read`);
    if (message?.includes('queue is at limit')) {
      throw new HttpError(
        503,
        'Many files are being checked just now. Please try again in a moment.',
        'SERVICE_UNAVAILABLE',
      );
    }
    throw err;
  }
  if (!result.ok) throw new HttpError(result.statusCode, result.message, result.code);
  const { body } = result.page;
  return { ...result.page, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
}
