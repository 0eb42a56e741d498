import { isErrorCode, UNPRINTABLE_ISSUE, type ErrorCode } from '@medibazaar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Database } from '../db/client.js';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailure } from '../db/connection-failure.js';
import { isLockConflict } from '../db/lock-conflicts.js';
import { HttpError } from './http-errors.js';
import { logSafeUrl } from './request-log.js';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * One error handler: below 500 the caller gets the real message (validation
 * errors name the field); at 500 and above a generic message and the request id,
 * while the log keeps the details with the request's context. A database that cannot be
 * reached (either engine) answers 503 SERVICE_UNAVAILABLE with `Retry-After` instead, and a
 * lock conflict that outlived its retries 409 CONFLICT.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError | HttpError | Error, req, reply) => {
    if (error instanceof HttpError) {
      // Unavailable is temporary: say when to come back (sign-in's own 503 among them).
      if (error.statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_CODES[error.statusCode] ?? 'Error',
        message: error.message,
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = CONTEXT_NAMES[(error as { validationContext?: string }).validationContext ?? ''] ?? 'request';
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const issue = first?.message ?? 'is invalid';
      const message = field ? `Invalid ${where} field '${field}': ${issue}` : `Invalid ${where}: ${issue}`;
      const unprintable = unprintableOf(first?.params);
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message,
        code: unprintable ? 'UNPRINTABLE_CHARACTERS' : 'VALIDATION_ERROR',
        ...(field ? { field } : {}),
        ...(unprintable ? { characters: unprintable } : {}),
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const { code } = error as FastifyError;
      return reply.code(status).send({
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        message: error.message,
        // Only codes the web app has texts for; its plugins' own are many and change.
        code: isErrorCode(code) ? code : ('REQUEST_ERROR' satisfies ErrorCode),
      });
    }
    if (await databaseIsAway(app, error)) {
      // Not a defect of this request: one line while the database is away, not a stack per request.
      req.log.warn({ url: logSafeUrl(req.url), method: req.method, reason: error.message }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The shop cannot reach its database just now. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    if (isLockConflict(error)) {
      // Retried already (db/lock-conflicts.ts) and met the other change again: the caller may try once more.
      req.log.warn({ url: logSafeUrl(req.url), method: req.method }, 'lock conflict after retries');
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: 'Another change to the same order or product was being saved at that moment. Please try again.',
        code: 'CONFLICT',
      });
    }
    req.log.error({ err: error, url: logSafeUrl(req.url), method: req.method }, 'request failed');
    return reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: `Something went wrong on our side. Quote request id ${req.id} if you contact us.`,
      code: 'INTERNAL_ERROR',
      requestId: String(req.id),
    });
  });
});

/** How long the database may take to answer when a failed connection leaves it in doubt. */
const PING_WITHIN_MS = 2_000;

/**
 * Whether an error comes from a database that cannot be reached. A failed connection may be
 * another service's (mail, payments), so then the database is asked, briefly, whether it answers.
 */
async function databaseIsAway(app: FastifyInstance, error: unknown): Promise<boolean> {
  const failure = databaseFailure(error);
  if (failure !== 'network') return failure === 'unavailable';
  const database = (app as { database?: Database }).database;
  if (!database) return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PING_WITHIN_MS)));
  try {
    return !(await Promise.race([database.ping().then(() => true), late]));
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/** The characters a text field's check refused for the shop's documents (contract's printable.ts), if that is the issue. */
function unprintableOf(params: unknown): string[] | null {
  const custom = (params as { params?: { reason?: unknown; characters?: unknown } } | undefined)?.params;
  return custom?.reason === UNPRINTABLE_ISSUE && Array.isArray(custom.characters)
    ? (custom.characters as string[])
    : null;
}
