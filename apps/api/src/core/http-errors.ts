import type { ErrorCode } from '@medibazaar/contract';

/**
 * Errors a route or service throws on purpose. The error handler turns them into
 * `{ statusCode, error, message, code }` with the status given here. The code is
 * one of the contract's, so the web app has a text for it in every language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly field?: string,
    /** More of the answer's body, e.g. `{ allowed: [...] }`. */
    readonly details?: { allowed?: string[] },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST', field?: string) =>
  new HttpError(400, message, code, field);
export const unauthorized = (message = 'Please sign in to continue.', code: ErrorCode = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do this.', code: ErrorCode = 'FORBIDDEN') =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new HttpError(409, message, code);
