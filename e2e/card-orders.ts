import { expect, type APIRequestContext } from '@playwright/test';
import { shopOrigin } from './fixtures';

export interface PlacedCardOrders {
  numbers: string[];
  /** What paying them charges: the orders' totals, delivery included. */
  total: number;
}

/**
 * Places the signed-in context's cart by card, as checkout does (an address in Dhaka,
 * an Idempotency-Key), for journeys that are not about the checkout page itself.
 */
export async function placeCardOrders(request: APIRequestContext, origin = shopOrigin()): Promise<PlacedCardOrders> {
  const book = (await (await request.get(`${origin}/api/addresses`)).json()) as { id: string }[];
  let addressId = book[0]?.id;
  if (!addressId) {
    const added = await request.post(`${origin}/api/addresses`, {
      data: {
        name: 'Card Shopper',
        phone: '01712345678',
        line1: 'House 7, Road 3',
        area: 'Dhanmondi',
        district: 'dhaka',
      },
      headers: { origin },
    });
    expect(added.status(), await added.text()).toBe(201);
    addressId = ((await added.json()) as { id: string }).id;
  }
  const placed = await request.post(`${origin}/api/orders`, {
    data: { addressId, paymentMethod: 'card' },
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders } = (await placed.json()) as { orders: { number: string; total: number }[] };
  return {
    numbers: orders.map((o) => o.number),
    total: Math.round(orders.reduce((sum, o) => sum + o.total * 100, 0)) / 100,
  };
}

/** The card step of checkout for these orders. */
export const cardStep = (numbers: readonly string[]) => `/dashboard/payments?orders=${numbers.join(',')}`;
