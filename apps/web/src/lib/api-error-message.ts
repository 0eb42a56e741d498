import { characterName, ERROR_CODES, type ErrorCode } from '@medibazaar/contract';
import { ApiRequestError } from './api-client';
import { currentLanguage, type TFunction } from './i18n';

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const isKnownCode = (code: string | undefined): code is ErrorCode => !!code && KNOWN_CODES.has(code);

/**
 * Codes whose English message from the server names details (a product, how many are
 * left, how long to wait). In English that message is the better one; other languages
 * get the code's own text.
 */
const DETAILED = new Set<ErrorCode>([
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'TOO_MANY_ATTEMPTS',
  'CART_FULL',
  'QUANTITY_LIMIT',
  'NOT_ENOUGH_STOCK',
  'OUT_OF_STOCK',
  'OUT_OF_STOCK_REFUNDED',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_TOO_SMALL',
  'PRICE_BELOW_ONE_CENT',
  'ORDERS_CHANGED',
  'ORDERS_CHANGED_REFUNDED',
  'ORDER_NOT_AWAITING_PAYMENT',
  'TOO_MANY_OPEN_ORDERS',
  'TOO_MANY_UNITS_OPEN',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_FETCH_FAILED',
  'PHONE_CODE_WRONG',
  'PHONE_CODE_TOO_SOON',
  'TOO_MANY_PHONE_CODES',
]);

/**
 * A server error in the reader's language. The server answers `{ message, code }`:
 * a known code gets its translated text; an unknown one falls back to the server's
 * English message, and anything else (a dropped connection) to `fallback`.
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallback?: string): string {
  const otherwise = fallback ?? t('errors.generic');
  if (!(error instanceof ApiRequestError)) return otherwise;
  const serverMessage = error.body.message?.trim();
  const code = error.code;
  if (code === 'UNPRINTABLE_CHARACTERS') {
    const characters = error.body.characters ?? [];
    return t('errors.api.UNPRINTABLE_CHARACTERS', { characters: characters.map(characterName).join(', ') });
  }
  if (isKnownCode(code)) {
    if (serverMessage && DETAILED.has(code) && currentLanguage() === 'en') return serverMessage;
    // The server's own message stands in while the error texts are not loaded yet.
    return t(`errors.api.${code}`, serverMessage ? { defaultValue: serverMessage } : undefined);
  }
  return serverMessage || otherwise;
}
