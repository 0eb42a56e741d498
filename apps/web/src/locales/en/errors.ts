import type { ErrorCode } from '@medibazaar/contract';

/**
 * What the server's error codes mean, for people. The server's own English message
 * is shown where it names details (a product, a number); these texts stand in for it
 * in other languages and when it has none.
 */
export const errors = {
  generic: 'Something went wrong. Please try again.',
  api: {
    BAD_REQUEST: 'This request could not be understood. Please check the details and try again.',
    VALIDATION_ERROR: 'Some details are not right. Check the form and try again.',
    REQUEST_ERROR: 'This request could not be handled. Reload the page and try again.',
    NUL_CHARACTER: 'Some text holds a character that cannot be saved. Remove it and try again.',
    UNAUTHORIZED: 'Please sign in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'This could not be found.',
    ROUTE_NOT_FOUND: 'This could not be found.',
    CONFLICT: 'This could not be done because something changed in the meantime. Reload the page and try again.',
    CROSS_SITE_REQUEST:
      'This request came from an address the shop does not accept. Open the shop at its own address and try again.',
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again in a moment.',
    SERVICE_UNAVAILABLE: 'The shop is not available right now. Please try again in a few minutes.',
    TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a few minutes and try again.',
    INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password. Please try again.',
    ALREADY_SIGNED_IN: 'You are already signed in. Log out to create another account.',
    EMAIL_TAKEN: 'An account with this email already exists. Log in instead.',
    REGISTRATION_REFUSED: 'Your account could not be created. Please check your details.',
    USER_NOT_FOUND: 'This user was not found.',
    SELLER_NOT_FOUND: 'This seller was not found.',
    LAST_ADMIN: 'The shop must keep at least one admin.',
    OWN_ROLE: 'You cannot change your own role. Ask another admin.',
    OWN_ACCOUNT: 'You cannot delete your own account. Ask another admin.',
    TOKEN_FOR_OTHER_ACCOUNT: 'A token is issued only for your own account.',
    PRODUCT_NOT_FOUND: 'Product not found.',
    NOT_PRODUCT_OWNER: 'You can change only your own products.',
    IMAGE_NOT_UPLOADED: 'Upload the image first, then save the product.',
    IMAGE_NOT_FOUND: 'The image was not found. Upload it again.',
    MULTIPART_REQUIRED: 'Choose the image with the form’s file button and try again.',
    FILE_REQUIRED: 'Choose an image file to upload.',
    EMPTY_FILE: 'The file is empty.',
    UNSUPPORTED_IMAGE_TYPE: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.',
    IMAGE_TOO_LARGE: 'The image file is too large. Choose a smaller one and try again.',
    IMAGE_TOO_MANY_PIXELS: 'The image is too large: it has more pixels than we accept. Make it smaller and try again.',
    IMAGE_UNREADABLE: 'The image could not be read: the file may be damaged or incomplete.',
    IMAGE_FETCH_FAILED:
      'Your photo could not be loaded from that address. Try another address, or leave the field empty.',
    CART_ITEM_NOT_FOUND: 'This item is not in your cart.',
    CART_OF_OTHER_ACCOUNT: 'You can only see your own cart.',
    CART_FULL: 'Your cart is full. Pay for or remove some products first.',
    QUANTITY_LIMIT: 'You already have the most of this product a cart can hold.',
    NOT_ENOUGH_STOCK: 'Not enough of this product is in stock.',
    OUT_OF_STOCK: 'Some products are out of stock.',
    EMPTY_CART: 'Your cart is empty. Add a product before paying.',
    AMOUNT_TOO_LARGE: 'This payment is too large. Pay for part of your cart first.',
    CHECKOUT_EXPIRED: 'This payment page has expired. Open it again to pay for your cart as it is now.',
    PAYMENT_CLOSED: 'This payment can no longer be made. Open the payment page again.',
    PAYMENT_MISMATCH: 'This payment does not match the checkout it was made for.',
    PAYMENT_NOT_COMPLETED: 'The payment has not gone through: nothing was charged.',
    PAYMENT_NOT_FOUND: 'This payment was not found.',
    PAYMENT_REFUNDED: 'This payment was refunded in full: nothing was bought with it.',
    OUT_OF_STOCK_REFUNDED: 'Some products sold out while you were paying. Your payment has been refunded in full.',
    PRICE_BELOW_ONE_CENT:
      'A product in your cart cannot be sold at the moment: after its discount it would cost less than one cent. Remove it from your cart, then pay.',
    CART_CHANGED:
      'Your cart changed after this payment page was opened. Open the payment page again to pay for your cart as it is now.',
    CART_CHANGED_REFUNDED:
      'Your cart changed while you were paying, so your payment has been refunded in full. Open the payment page again to pay for your cart as it is now.',
    CHECKOUT_SUPERSEDED: 'This payment page was replaced by a newer one. Pay on the newest page.',
    CHECKOUT_SUPERSEDED_REFUNDED:
      'This payment page was replaced by a newer one, so this payment has been refunded in full. Pay on the newest page.',
    PAYMENT_PROVIDER_UNAVAILABLE:
      'The payment service did not answer. Nothing was charged; please try again in a moment.',
    PAYMENTS_OF_OTHER_ACCOUNT: 'You can only see your own payments.',
    INVALID_WEBHOOK_SIGNATURE: 'This notification could not be verified.',
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    test_mode_live_card:
      'Your card was declined: this shop takes test payments only. Use one of the test card numbers shown on this page.',
    FST_ERR_CTP_BODY_TOO_LARGE: 'What you sent is too large. Shorten it and try again.',
    FST_ERR_CTP_INVALID_MEDIA_TYPE:
      'This request was sent in a form the shop does not read. Reload the page and try again.',
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'This request arrived incomplete. Please try again.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'This request arrived empty. Reload the page and try again.',
    FST_ERR_CTP_INVALID_JSON_BODY: 'This request could not be read. Reload the page and try again.',
    INVALID_EMAIL: 'Enter a valid email address.',
    INVALID_PASSWORD: 'The password is not right. Please try again.',
    PASSWORD_TOO_SHORT: 'The password is too short.',
    PASSWORD_TOO_LONG: 'The password is too long.',
    USER_ALREADY_EXISTS: 'An account with this email already exists. Log in instead.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Log in instead.',
    FAILED_TO_CREATE_USER: 'Your account could not be created. Please try again.',
    FAILED_TO_CREATE_SESSION: 'You could not be signed in just now. Please try again.',
    FAILED_TO_GET_SESSION: 'Your sign-in could not be checked. Please try again.',
    CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account has no password: sign in with the provider you created it with.',
    EMAIL_CAN_NOT_BE_UPDATED: 'The email address of an account cannot be changed.',
    BODY_MUST_BE_AN_OBJECT: 'This request could not be read. Reload the page and try again.',
    FIELD_NOT_ALLOWED: 'Some of these details cannot be set here.',
    MISSING_FIELD: 'A required detail is missing. Check the form and try again.',
    INVALID_ORIGIN:
      'This page is open at an address the shop does not accept. Open the shop at its own address and try again.',
    MISSING_OR_NULL_ORIGIN:
      'Your browser did not say which page sent this request. Open the shop at its own address and try again.',
    CROSS_SITE_NAVIGATION_LOGIN_BLOCKED:
      'Signing in from another site is not accepted. Open the shop at its own address and sign in there.',
    INVALID_CALLBACK_URL: 'This sign-in link leads outside the shop and was refused.',
    INVALID_REDIRECT_URL: 'This sign-in link leads outside the shop and was refused.',
    INVALID_ERROR_CALLBACK_URL: 'This sign-in link leads outside the shop and was refused.',
    INVALID_NEW_USER_CALLBACK_URL: 'This sign-in link leads outside the shop and was refused.',
    METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: 'This request could not be handled. Reload the page and try again.',
    INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again in a moment.',
  } satisfies Record<ErrorCode, string>,
} as const;
