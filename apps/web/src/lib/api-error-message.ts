import { characterName, type ErrorCode } from '@medibazaar/contract';
import { ApiRequestError } from './api-client';
import { currentLanguage, type TFunction } from './i18n';

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
  'RETURN_QUANTITY_TOO_LARGE',
  'RETURN_PHOTO_TOO_LARGE',
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
  // A code the contract knows has a text (locales/error-texts.test.ts): none found means an
  // unknown code, or the error texts not loaded yet; the server's message stands in for both.
  const text = code ? t(`errors.api.${code}`, { defaultValue: '' }) : '';
  if (text) {
    if (serverMessage && DETAILED.has(code as ErrorCode) && currentLanguage() === 'en') return serverMessage;
    return text;
  }
  return serverMessage || otherwise;
}
