import { isErrorCode, type ErrorCode } from '@medibazaar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
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
 * while the log keeps the details with the request's context.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | Error, req, reply) => {
    if (error instanceof HttpError) {
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
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message,
        code: 'VALIDATION_ERROR',
        ...(field ? { field } : {}),
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
