import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import type { SignedIn } from '../../../test/auth.js';

/** Test cards of the sandbox processor, in the shape `POST /api/sandbox/confirm` takes. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export function cardBody(
  clientSecret: string,
  number: string = CARDS.succeeds,
  overrides: Record<string, unknown> = {},
) {
  return {
    clientSecret,
    card: { number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', ...overrides },
    billingDetails: { name: 'Test Buyer', email: 'buyer@example.test' },
  };
}

export async function addToCart(t: TestApp, who: SignedIn, menuId: string, quantity = 1) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: who.headers,
    payload: { menuId, quantity },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as { insertedId: string; quantity: number };
}

export async function checkout(t: TestApp, who: SignedIn, body: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: who.headers, payload: body });
}

/** Prices the cart and returns the session (fails the test unless it worked). */
export async function openCheckout(t: TestApp, who: SignedIn) {
  const res = await checkout(t, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; amount: number; items: { menuId: string; quantity: number }[] };
}

export function confirm(t: TestApp, who: SignedIn, clientSecret: string, number: string = CARDS.succeeds) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    headers: who.headers,
    payload: cardBody(clientSecret, number),
  });
}

export function recordPayment(t: TestApp, who: SignedIn, transactionId: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: who.headers,
    payload: { transactionId, ...extra },
  });
}

/** The whole sandbox journey: price, confirm with 4242…, record. Returns the payment. */
export async function buyCart(t: TestApp, who: SignedIn) {
  const session = await openCheckout(t, who);
  const confirmed = await confirm(t, who, session.clientSecret);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const intentId = confirmed.json().paymentIntent.id as string;
  const recorded = await recordPayment(t, who, intentId);
  expect(recorded.statusCode, recorded.body).toBe(200);
  return recorded.json().payment as { _id: string; transactionId: string; price: number };
}

/** Changes the quantity of the cart line holding `menuId`, or removes it with quantity 0. */
export async function changeCartLine(t: TestApp, who: SignedIn, menuId: string, quantity: number) {
  const line = (await getCart(t, who)).find((item) => item.menuId === menuId);
  expect(line, `no cart line for ${menuId}`).toBeDefined();
  const res =
    quantity === 0
      ? await t.app.inject({ method: 'DELETE', url: `/api/carts/${line!._id}`, headers: who.headers })
      : await t.app.inject({
          method: 'PATCH',
          url: `/api/carts/${line!._id}`,
          headers: who.headers,
          payload: { quantity },
        });
  expect(res.statusCode, res.body).toBe(200);
}

export async function getCart(t: TestApp, who: SignedIn) {
  const res = await t.app.inject({ method: 'GET', url: '/api/carts', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; menuId: string; quantity: number; unitPrice: number; lineTotal: number }[];
}
