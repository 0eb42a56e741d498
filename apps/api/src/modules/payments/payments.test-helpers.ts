import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import type { SignedIn } from '../../../test/auth.js';
import { seedDeliveryZones } from '../orders/delivery.repository.js';

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

const zonesReady = new WeakMap<TestApp, Promise<unknown>>();
const addresses = new Map<string, Promise<string>>();

/** The shop's delivery zones, written once per test app (the seed's Dhaka city, Chattogram city and the rest). */
export function deliveryZones(t: TestApp) {
  let ready = zonesReady.get(t);
  if (!ready) {
    ready = seedDeliveryZones(t.db, t.config.currency);
    zonesReady.set(t, ready);
  }
  return ready;
}

/** An address in Dhaka in the person's book (one a person), the zones it needs written. Returns its id. */
export function dhakaAddress(t: TestApp, who: SignedIn): Promise<string> {
  let id = addresses.get(who.id);
  if (!id) {
    id = (async () => {
      await deliveryZones(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: who.headers,
        payload: {
          name: 'Test Buyer',
          phone: '01712345678',
          line1: 'House 1, Road 1',
          area: 'Dhanmondi',
          district: 'dhaka',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    })();
    addresses.set(who.id, id);
  }
  return id;
}

export interface PlacedOrder {
  number: string;
  total: number;
  tax: number;
  taxRate: number;
  deliveryFee: number;
  paymentStatus: string;
  status: string;
}

export async function placeOrders(
  t: TestApp,
  who: SignedIn,
  paymentMethod: 'card' | 'cod' = 'card',
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: { addressId: await dhakaAddress(t, who), paymentMethod },
  });
}

/** Places the cart as card orders to an address in Dhaka (fails the test unless it worked). */
export async function placeCardOrders(t: TestApp, who: SignedIn): Promise<PlacedOrder[]> {
  const res = await placeOrders(t, who, 'card');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders as PlacedOrder[];
}

/** `POST /api/create-checkout-session`: opens the card payment of orders already placed. */
export async function checkout(t: TestApp, who: SignedIn, body: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: who.headers, payload: body });
}

interface Session {
  clientSecret: string;
  amount: number;
  items: { menuId: string; quantity: number }[];
  orders: { number: string; total: number; deliveryFee: number }[];
}

/** Opens the card payment of the person's newest card orders (fails the test unless it worked). */
export async function reopenCheckout(t: TestApp, who: SignedIn, body: Record<string, unknown> = {}) {
  const res = await checkout(t, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Session;
}

/** Places the cart as card orders and opens their payment. */
export async function openCheckout(t: TestApp, who: SignedIn) {
  const placed = await placeCardOrders(t, who);
  return reopenCheckout(t, who, { orders: placed.map((o) => o.number) });
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

/** The whole card journey on the sandbox: place by card, open the payment, confirm with 4242…, record. */
export async function buyCart(t: TestApp, who: SignedIn) {
  const session = await openCheckout(t, who);
  const confirmed = await confirm(t, who, session.clientSecret);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const intentId = confirmed.json().paymentIntent.id as string;
  const recorded = await recordPayment(t, who, intentId);
  expect(recorded.statusCode, recorded.body).toBe(200);
  return {
    ...(recorded.json().payment as { _id: string; transactionId: string; price: number }),
    orders: session.orders.map((o) => o.number),
  };
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
