import { CART_LIMITS } from '@medibazaar/contract';
import { conflict, notFound, type HttpError } from '../../core/http-errors.js';
import type { AddResult } from './carts.repository.js';

/** A product that is not on sale because of its seller's licence. */
const notSoldNow = (name: string) =>
  conflict(
    `${name} is not on sale just now: its seller’s drug licence is not approved or has expired.`,
    'SELLER_NOT_LICENSED',
  );

/**
 * Why a product could not go in the cart, as the answer the caller gets (404 for an unknown
 * product, else 409 naming it): for `POST /api/carts` and for accepting a pharmacist's order.
 */
export function cartRefusal(result: Extract<AddResult, { ok: false }>): HttpError {
  const name = result.name ?? 'This product';
  switch (result.reason) {
    case 'no-product':
      return notFound('Product not found', 'PRODUCT_NOT_FOUND');
    case 'not-sold-online':
      return conflict(`${name} is not sold online.`, 'NOT_SOLD_ONLINE');
    case 'seller-not-licensed':
      return notSoldNow(name);
    case 'out-of-stock':
      return conflict(`${name} is out of stock.`, 'OUT_OF_STOCK');
    case 'cart-full':
      return conflict(
        `Your cart can hold ${CART_LIMITS.maxLines} different products. Pay for or remove some first.`,
        'CART_FULL',
      );
    case 'over-limit':
      return conflict(
        `You can have at most ${CART_LIMITS.maxQuantity} of ${name} in your cart (you have ${result.inCart}).`,
        'QUANTITY_LIMIT',
      );
    case 'over-stock':
      return conflict(
        `Only ${result.stock} of ${name} ${result.stock === 1 ? 'is' : 'are'} in stock` +
          (result.inCart ? ` and ${result.inCart} ${result.inCart === 1 ? 'is' : 'are'} already in your cart.` : '.'),
        'NOT_ENOUGH_STOCK',
      );
  }
}
