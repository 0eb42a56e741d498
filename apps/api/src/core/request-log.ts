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
 * One line per request, written when its answer has gone: "GET /api/products 200 12ms", with the
 * same values as fields (and the request id) for a log collector. It stands in for Fastify's own
 * two lines a request ("incoming request", "request completed"; `disableRequestLogging`).
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const responseTime = Math.round(reply.elapsedTime);
    const url = req.url.length > 300 ? `${req.url.slice(0, 300)}…` : req.url;
    // The reads a page's first paint makes are part of that page's request: its line says enough.
    const ownRead = '_lightMyRequest' in req.raw && req.headers[FIRST_PAINT_READ_HEADER] === '1';
    reply.log[ownRead ? 'debug' : 'info'](
      { method: req.method, url, statusCode: reply.statusCode, responseTime },
      `${req.method} ${url} ${reply.statusCode} ${responseTime}ms`,
    );
    done();
  });
}
