/**
 * Every `code` an error answer of the API can carry. The server types its errors
 * with `ErrorCode`, and the web app keeps an English and a Bangla text for each one
 * (`Record<ErrorCode, string>`), so a new code cannot reach a reader untranslated.
 */

/** Codes the shop's own server sends. */
export const SHOP_ERROR_CODES = [
  // Any request
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'REQUEST_ERROR',
  'NUL_CHARACTER',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'CROSS_SITE_REQUEST',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // Accounts and sign-in
  'TOO_MANY_ATTEMPTS',
  'INVALID_EMAIL_OR_PASSWORD',
  'ALREADY_SIGNED_IN',
  'EMAIL_TAKEN',
  'REGISTRATION_REFUSED',
  'USER_NOT_FOUND',
  'SELLER_NOT_FOUND',
  'LAST_ADMIN',
  'OWN_ROLE',
  'OWN_ACCOUNT',
  'TOKEN_FOR_OTHER_ACCOUNT',
  'EMAIL_NOT_VERIFIED',
  // Products and their pictures
  'PRODUCT_NOT_FOUND',
  'NOT_PRODUCT_OWNER',
  'IMAGE_NOT_UPLOADED',
  'IMAGE_NOT_FOUND',
  'MULTIPART_REQUIRED',
  'FILE_REQUIRED',
  'EMPTY_FILE',
  'UNSUPPORTED_IMAGE_TYPE',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_UNREADABLE',
  'IMAGE_FETCH_FAILED',
  // Medicines
  'NOT_SOLD_ONLINE',
  'UNKNOWN_GENERIC',
  'UNKNOWN_MANUFACTURER',
  'GENERIC_NOT_FOUND',
  'MANUFACTURER_NOT_FOUND',
  'GENERIC_EXISTS',
  'MANUFACTURER_EXISTS',
  'REQUESTED_NAMES_FOR_ADMINS',
  // Carts
  'CART_ITEM_NOT_FOUND',
  'CART_OF_OTHER_ACCOUNT',
  'CART_FULL',
  'QUANTITY_LIMIT',
  'NOT_ENOUGH_STOCK',
  'OUT_OF_STOCK',
  // Payments
  'EMPTY_CART',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_TOO_SMALL',
  'CHECKOUT_EXPIRED',
  'PAYMENT_CLOSED',
  'PAYMENT_MISMATCH',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_REFUNDED',
  'OUT_OF_STOCK_REFUNDED',
  'PRICE_BELOW_ONE_CENT',
  'NO_ORDER_TO_PAY',
  'ORDER_NOT_AWAITING_PAYMENT',
  'ORDERS_CHANGED',
  'ORDERS_CHANGED_REFUNDED',
  'CHECKOUT_SUPERSEDED',
  'CHECKOUT_SUPERSEDED_REFUNDED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENTS_OF_OTHER_ACCOUNT',
  'INVALID_WEBHOOK_SIGNATURE',
  // Orders and delivery
  'ADDRESS_NOT_FOUND',
  'ADDRESS_BOOK_FULL',
  'DELIVERY_ZONE_NOT_FOUND',
  'NO_DELIVERY_ZONE',
  'ZONE_DISTRICT_TAKEN',
  'ZONE_EVERYWHERE_ELSE_TAKEN',
  'COD_NOT_AVAILABLE',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_NOT_FOUND',
  'ORDERS_OF_OTHER_ACCOUNTS',
  'ORDER_TRANSITION_NOT_ALLOWED',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_AWAITING_PAYMENT',
  'REFUND_NOT_RETRYABLE',
  // Prescriptions and their review
  'PRESCRIPTION_NOT_FOUND',
  'PRESCRIPTION_PAGES_REQUIRED',
  'TOO_MANY_PRESCRIPTION_PAGES',
  'PRESCRIPTION_FILE_TOO_LARGE',
  'UNSUPPORTED_PRESCRIPTION_FILE',
  'PRESCRIPTION_FILE_UNREADABLE',
  'PDF_ENCRYPTED',
  'PDF_TOO_MANY_PAGES',
  'PRESCRIPTION_IN_USE',
  'PRESCRIPTION_ALREADY_REVIEWED',
  'PRESCRIPTION_CLAIMED',
  'PAGE_LINK_INVALID',
  'PAGE_LINK_EXPIRED',
  // Audit trail
  'AUDIT_EXPORT_TOO_LARGE',
  // Messages
  'DEAD_LETTER_NOT_FOUND',
  'PHONE_NOT_VERIFIED',
  'PHONE_ALREADY_VERIFIED',
  'PHONE_CODE_TOO_SOON',
  'TOO_MANY_PHONE_CODES',
  'NO_PHONE_CODE',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_WRONG',
  'PHONE_CODE_USED_UP',
] as const;

/** Why the sandbox card processor declined a card, in the words card processors use. */
export const CARD_DECLINE_CODES = ['card_declined', 'insufficient_funds', 'test_mode_live_card'] as const;

/**
 * The server framework's own codes for a request it could not read, passed on as
 * they are; any other code of its own goes out as `REQUEST_ERROR`.
 */
export const FRAMEWORK_ERROR_CODES = [
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
] as const;

/**
 * The sign-in library's codes (better-auth answers `/api/auth/*` itself) that the
 * endpoints the shop uses can send: sign-in/email, sign-up/email, sign-out,
 * get-session, update-user and change-password, with the checks the library runs
 * before each (origin, body, fields).
 */
export const SIGN_IN_LIBRARY_ERROR_CODES = [
  'UNAUTHORIZED',
  'VALIDATION_ERROR',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'INVALID_EMAIL_OR_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_CREATE_SESSION',
  'FAILED_TO_GET_SESSION',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'EMAIL_CAN_NOT_BE_UPDATED',
  'BODY_MUST_BE_AN_OBJECT',
  'FIELD_NOT_ALLOWED',
  'MISSING_FIELD',
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
  'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED',
  'INTERNAL_SERVER_ERROR',
  // Email verification and password reset
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'EMAIL_ALREADY_VERIFIED',
  'VERIFICATION_EMAIL_NOT_ENABLED',
] as const;

export type ErrorCode =
  | (typeof SHOP_ERROR_CODES)[number]
  | (typeof CARD_DECLINE_CODES)[number]
  | (typeof FRAMEWORK_ERROR_CODES)[number]
  | (typeof SIGN_IN_LIBRARY_ERROR_CODES)[number];

/** Each code once. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([
    ...SHOP_ERROR_CODES,
    ...CARD_DECLINE_CODES,
    ...FRAMEWORK_ERROR_CODES,
    ...SIGN_IN_LIBRARY_ERROR_CODES,
  ]),
];

const known = new Set<string>(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && known.has(value);
