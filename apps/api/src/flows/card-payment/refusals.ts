import { conflict, HttpError, notFound } from '../../core/http-errors.js';

// The card payment's refusals. An UnsellableError is found before anything is written; when the
// processor has taken the money already, it is given back and `refunded()` is the answer.

export const paymentNotFound = () => notFound('This payment was not found.', 'PAYMENT_NOT_FOUND');

/**
 * A checkout the shop will not sell, found before anything is written. When the
 * provider has already taken the money, it is refunded and `refunded()` is the answer.
 */
export abstract class UnsellableError extends HttpError {
  constructor(message: string, code: HttpError['code']) {
    super(409, message, code);
  }
  abstract refunded(): HttpError;
}

/**
 * Products of the orders have fewer units left than were ordered. `orderIds`: the
 * orders that cannot be filled, which the shop cancels.
 */
export class OutOfStockError extends UnsellableError {
  constructor(
    readonly problems: string[],
    readonly orderIds: string[],
  ) {
    super(`Sold out before you paid: ${problems.join(' ')}`, 'OUT_OF_STOCK');
  }
  refunded() {
    return conflict(`${this.message} Your payment has been refunded in full.`, 'OUT_OF_STOCK_REFUNDED');
  }
}

/** An order of the checkout was cancelled (or paid otherwise) after the payment page opened. */
export class OrdersChangedError extends UnsellableError {
  constructor(numbers: string[]) {
    super(
      `${numbers.length ? `Order ${numbers.join(', ')}` : 'An order of this payment'} was paid or cancelled after ` +
        'this payment page was opened. Open the payment page again.',
      'ORDERS_CHANGED',
    );
  }
  refunded() {
    return conflict(
      this.message.replace(
        'after this payment page was opened. Open the payment page again.',
        'while you were paying, so your payment has been refunded in full.',
      ),
      'ORDERS_CHANGED_REFUNDED',
    );
  }
}

/** A newer checkout of the same orders replaced this one: paying both would pay them twice. */
export class CheckoutSupersededError extends UnsellableError {
  constructor() {
    super('This payment page was replaced by a newer one. Pay on the newest page.', 'CHECKOUT_SUPERSEDED');
  }
  refunded() {
    return conflict(
      'This payment page was replaced by a newer one, so this payment has been refunded in full. ' +
        'Pay on the newest page.',
      'CHECKOUT_SUPERSEDED_REFUNDED',
    );
  }
}

/**
 * Money charged (not only authorized) for orders a pharmacist has not approved yet: a
 * prescription medicine is never charged before its review. Given back in full.
 */
export class ReviewPendingError extends UnsellableError {
  constructor(numbers: string[]) {
    super(
      `Order ${numbers.join(', ')} waits for a pharmacist: it can be authorized on a card, not charged, until it is approved.`,
      'ORDER_AWAITING_REVIEW',
    );
  }
  refunded() {
    return conflict(`${this.message} Your payment has been refunded in full.`, 'PAYMENT_REFUNDED');
  }
}

/**
 * A checkout opened before the shop changed its currency (possible only while it had no
 * payments): paying it would book an amount in the old currency, so it is not sold.
 */
export class CurrencyChangedError extends UnsellableError {
  constructor() {
    super(
      "This payment page was opened before the shop changed its currency. Open the payment page again to pay in the shop's currency.",
      'PAYMENT_CLOSED',
    );
  }
  refunded() {
    return conflict(
      'This payment page was opened before the shop changed its currency, so this payment has been refunded in full. ' +
        'Open the payment page again.',
      'PAYMENT_REFUNDED',
    );
  }
}

export const paymentRefunded = () =>
  conflict('This payment was refunded in full: nothing was bought with it.', 'PAYMENT_REFUNDED');
