import type { DestinationStream } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * Marks a read the server makes of its own API while painting a page (plugins/web.ts). Heeded only
 * for requests made in-process (`app.inject`), so a client cannot hide its requests with it.
 */
export const FIRST_PAINT_READ_HEADER = 'x-medibazaar-first-paint';

/** The fields of the one line each request writes; the readable format shows them in its message instead. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'responseTime'];

/**
 * Where log lines go. Production (and tests) write pino's JSON lines, one object a line, for a log
 * collector. Development writes one short readable line each (pino-pretty): time, level, message.
 * pino-pretty is loaded only for development; if it is missing, JSON it is.
 */
export async function logDestination(
  config: Pick<AppConfig, 'env' | 'logLevel'>,
): Promise<DestinationStream | undefined> {
  if (config.env !== 'development' || config.logLevel === 'silent') return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize: Boolean(process.stdout.isTTY),
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
    });
  } catch {
    return undefined;
  }
}

/**
 * Query parameters that carry a secret: reset and confirmation tokens, sign-in codes and their
 * state, signatures of private links (`sig`), keys and passwords. A named list, plus anything
 * whose name says token, secret, password, signature or credential.
 */
const SECRET_PARAMETER = /token|secret|passw|signature|credential|^(?:code|state|sig|otp|key)$/i;
const REDACTED = '[redacted]';

/**
 * A request's address as it may be written to a log: the path as sent, and its query with the
 * value of every secret-bearing parameter replaced by `[redacted]` (a reset link's
 * `?token=…` must not outlive its mail in a log file). Other parameters stay as sent.
 */
export function logSafeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq === -1 ? part : part.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: matched as sent
      }
      return SECRET_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : part;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/**
 * One line per request, written when its answer has gone: "GET /api/products 200 12ms", with the
 * same values as fields (and the request id) for a log collector. It stands in for Fastify's own
 * two lines a request ("incoming request", "request completed"; `disableRequestLogging`).
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime);
    const safe = logSafeUrl(req.url);
    const url = safe.length > 300 ? `${safe.slice(0, 300)}…` : safe;
    // The reads a page's first paint makes are part of that page's request: its line says enough.
    const ownRead = '_lightMyRequest' in req.raw && req.headers[FIRST_PAINT_READ_HEADER] === '1';
    reply.log[ownRead ? 'debug' : 'info'](
      { method: req.method, url, statusCode: reply.statusCode, responseTime },
      `${req.method} ${url} ${reply.statusCode} ${responseTime}ms`,
    );
    done();
  });
}
