import { randomUUID } from 'node:crypto';
import { type AccessCase, adminsOnly, headersOf, type MatrixWorld } from '../access-matrix.js';
import { payments } from '../tables.js';

/**
 * A payment SSLCommerz found risky, straight into the table (recording one through the stand-in
 * has its own tests in flows/card-payment/payment-review.test.ts): its id.
 */
async function riskyPayment(world: MatrixWorld): Promise<string> {
  const [payment] = await world.t.db
    .insert(payments)
    .values({
      userId: world.people.user.id,
      email: world.people.user.email,
      amountCents: 25_000,
      currency: 'bdt',
      provider: 'sslcommerz',
      transactionId: `access-${randomUUID()}`,
      status: 'pending',
    })
    .returning({ id: payments.id });
  return payment!.id;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/sslcommerz/reviews',
    name: 'the payments waiting for an admin',
    request: (world, as) => ({ method: 'GET', url: '/api/sslcommerz/reviews', headers: headersOf(world, as) }),
    expect: adminsOnly(),
  },
  {
    route: 'POST /api/sslcommerz/reviews/:paymentId/accept',
    name: 'a risky payment accepted',
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/sslcommerz/reviews/${await riskyPayment(world)}/accept`,
      headers: headersOf(world, as),
      payload: {},
    }),
    expect: adminsOnly(),
  },
  {
    route: 'POST /api/sslcommerz/reviews/:paymentId/refuse',
    name: 'a risky payment refused',
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/sslcommerz/reviews/${await riskyPayment(world)}/refuse`,
      headers: headersOf(world, as),
      payload: { reason: 'The card was reported stolen.' },
    }),
    expect: adminsOnly(),
  },
];
