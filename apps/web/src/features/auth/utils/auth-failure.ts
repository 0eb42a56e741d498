import type { ErrorCode } from '@medibazaar/contract';
import { clientConfig } from '../../../config/env';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { TFunction } from '../../../lib/i18n';

/** Why a sign-in or a registration did not go through. */
export type AuthFailure =
  /** The email and password do not match an account. */
  | { kind: 'invalid' }
  /** The page is open at an address the server does not accept writes from; `address` is the shop's. */
  | { kind: 'wrongAddress'; address: string | null }
  /** The server (or its database) cannot answer now. */
  | { kind: 'unavailable' }
  /** Too many attempts; `minutes` is the wait the server asked for, when it said. */
  | { kind: 'tooMany'; minutes: number | null }
  /** No answer at all: the connection dropped or the shop is unreachable. */
  | { kind: 'unreachable' }
  /** Anything else: the server's reason (a field, an email that has an account) or the error's own. */
  | { kind: 'other'; error: unknown };

export type AuthForm = 'login' | 'register';

/** The server's and the sign-in library's ways of saying the page's origin is not the shop's. */
const WRONG_ADDRESS = new Set<ErrorCode>([
  'CROSS_SITE_REQUEST',
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
]);
const UNAVAILABLE = new Set<ErrorCode>(['SERVICE_UNAVAILABLE', 'INTERNAL_ERROR', 'INTERNAL_SERVER_ERROR']);
const TOO_MANY = new Set<ErrorCode>(['TOO_MANY_ATTEMPTS', 'RATE_LIMITED']);

const is = (codes: Set<ErrorCode>, code: string | undefined) => !!code && codes.has(code as ErrorCode);

const originOf = (address: string | null | undefined) => {
  if (!address) return null;
  try {
    const { origin, protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
};

/**
 * The shop's own address: the one it was configured with, else the one the
 * server's refusal names ("Open the shop at https://… and try again").
 */
function shopAddress(error: ApiRequestError): string | null {
  return (
    originOf(clientConfig.publicUrl) ?? originOf(error.body.message?.match(/https?:\/\/[^\s,;]+?(?=[.,;]?(\s|$))/)?.[0])
  );
}

/** Reads the reason from the error a sign-in or registration call rejected with. */
export function authFailure(error: unknown): AuthFailure {
  if (!(error instanceof ApiRequestError)) {
    // fetch rejects with a TypeError when no answer arrives at all.
    return error instanceof TypeError ? { kind: 'unreachable' } : { kind: 'other', error };
  }
  const { code, status } = error;
  if (is(WRONG_ADDRESS, code)) return { kind: 'wrongAddress', address: shopAddress(error) };
  if (status === 429 || is(TOO_MANY, code)) {
    const seconds = error.retryAfterSeconds;
    return { kind: 'tooMany', minutes: seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (status >= 500 || is(UNAVAILABLE, code)) return { kind: 'unavailable' };
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || (status === 401 && (!code || code === 'UNAUTHORIZED'))) {
    return { kind: 'invalid' };
  }
  return { kind: 'other', error };
}

/**
 * The reason in the reader's language, for the form's alert and the line under it.
 * `here` is the origin the page is open at.
 */
export function authFailureText(
  failure: AuthFailure,
  t: TFunction,
  form: AuthForm,
  here: string = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  switch (failure.kind) {
    case 'invalid':
      return form === 'login' ? t('auth.login.failedText') : t('errors.api.INVALID_EMAIL_OR_PASSWORD');
    case 'wrongAddress':
      return failure.address && failure.address !== here
        ? t('auth.failure.wrongAddress', { current: here, address: failure.address })
        : t('auth.failure.wrongAddressUnknown');
    case 'unavailable':
      return t(`auth.${form}.unavailable`);
    case 'tooMany':
      return failure.minutes === null
        ? t(`auth.${form}.tooMany`)
        : t(`auth.${form}.tooManyWait`, { count: failure.minutes });
    case 'unreachable':
      return t('auth.failure.unreachable');
    case 'other': {
      const fallback = form === 'login' ? t('errors.generic') : t('auth.register.genericError');
      if (failure.error instanceof ApiRequestError) return apiErrorMessage(failure.error, t, fallback);
      return (failure.error instanceof Error && failure.error.message) || fallback;
    }
  }
}
