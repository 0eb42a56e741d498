/**
 * Whether an error means the database cannot be reached (rather than that a statement was
 * wrong): the caller can only wait and try again, so the API answers 503, not 500.
 */

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01–57P03 (admin or crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const isUnavailableState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300';

/**
 * node-postgres's own messages for a connection lost or never made (they carry no code), and
 * PGlite's once the embedded database is closed.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
];

/**
 * Network failures, of node-postgres reaching its server or of anything else (a mail server, a
 * payment processor): only the database itself can say which (see `DatabaseFailure.network`).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

type Failure = 'unavailable' | 'network' | null;

function failureHere(err: { code?: unknown; message?: unknown; errors?: unknown }): Failure {
  if (typeof err.code === 'string' && isUnavailableState(err.code)) return 'unavailable';
  const message = typeof err.message === 'string' ? err.message : '';
  if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return 'unavailable';
  if (typeof err.code === 'string' && NETWORK_CODES.has(err.code)) return 'network';
  // Node gives an AggregateError when every address of a host refused.
  if (Array.isArray(err.errors) && err.errors.some((e) => databaseFailure(e))) return 'network';
  return null;
}

/**
 * `unavailable`: the database's own signs of being away; `network`: a connection failed, which
 * is the database's only if it does not answer now either; null: neither. Looks through the
 * causes too: Drizzle wraps the driver's error in its own (`Failed query: …`).
 */
export function databaseFailure(error: unknown): Failure {
  let found: Failure = null;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const here = failureHere(current as object);
    if (here === 'unavailable') return here;
    found ??= here;
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** How long a client is told to wait before trying again while the database is away, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
