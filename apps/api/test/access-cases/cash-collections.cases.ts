import { randomUUID } from 'node:crypto';
import { type AccessCase, everyone, headersOf } from '../access-matrix.js';
import { cashCollections, payments } from '../tables.js';

const ADMINS = { ...everyone(403), visitor: 401, admin: 200 };

/** A delivered cash order's collection, straight into the tables (delivering one has its own tests). */
async function collected(world: Parameters<AccessCase['request']>[0]) {
  const number = `MB-ACCESS-${randomUUID().slice(0, 8)}`;
  const [payment] = await world.t.db
    .insert(payments)
    .values({
      email: world.people.user.email,
      amountCents: 1250,
      currency: 'usd',
      provider: 'cod',
      transactionId: `cod-${number}`,
      status: 'succeeded',
    })
    .returning({ id: payments.id });
  await world.t.db.insert(cashCollections).values({
    paymentId: payment!.id,
    orderNumber: number,
    collectorId: world.people.seller.id,
    collectorName: 'Seller',
    amountCents: 1250,
    currency: 'usd',
  });
  return payment!.id;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/cash-collections',
    name: 'the cash still to be handed in, per collector',
    request: (world, as) => ({ method: 'GET', url: '/api/cash-collections', headers: headersOf(world, as) }),
    expect: ADMINS,
  },
  {
    route: 'POST /api/cash-collections/hand-in',
    name: 'cash marked handed in',
    request: async (world, as) => ({
      method: 'POST',
      url: '/api/cash-collections/hand-in',
      headers: { ...headersOf(world, as), 'content-type': 'application/json' },
      payload: { paymentIds: [await collected(world)] },
    }),
    expect: ADMINS,
  },
];
