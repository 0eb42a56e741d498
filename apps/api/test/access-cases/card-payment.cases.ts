import { type AccessCase, headersOf, makeRoomForOrders, type MatrixWorld, USERS_OWN } from '../access-matrix.js';
import { createCatalogBasics, createProduct } from '../factories.js';
import type { SignedIn } from '../auth.js';
import { placeCardOrders } from '../../src/modules/payments/payments.test-helpers.js';

const THE_USERS_OWN = USERS_OWN;
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

/** Puts a product into someone's cart and places it by card: the order numbers. */
async function cardOrdersOf(world: MatrixWorld, who: SignedIn): Promise<string[]> {
  await createCatalogBasics(world.t.db);
  await makeRoomForOrders(world, who);
  const product = await createProduct(world.t.db, { stock: 10 });
  await world.t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: who.headers,
    payload: { menuId: product.id },
  });
  return (await placeCardOrders(world.t, who)).map((o) => o.number);
}

/** Someone's card orders, and their payment opened: the checkout's client secret. */
async function pricedCartOf(world: MatrixWorld, who: SignedIn): Promise<string> {
  await cardOrdersOf(world, who);
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: who.headers,
    payload: {},
  });
  return res.json().clientSecret as string;
}

/** A checkout of the `user` persona, paid with the sandbox's test card: its transaction id. */
async function usersPaidIntent(world: MatrixWorld): Promise<string> {
  const clientSecret = await pricedCartOf(world, world.people.user);
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    headers: world.people.user.headers,
    payload: { clientSecret, card: TEST_CARD, billingDetails: { name: 'Matrix', email: world.people.user.email } },
  });
  return res.json().paymentIntent.id as string;
}

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/create-checkout-session',
    name: "the caller's own card orders",
    request: async (world, as) => {
      if (as !== 'visitor') await cardOrdersOf(world, world.people[as]);
      return { method: 'POST', url: '/api/create-checkout-session', headers: headersOf(world, as), payload: {} };
    },
    expect: { visitor: 401, user: 200, otherUser: 200, pharmacist: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'POST /api/create-checkout-session',
    name: "the user's card order, named (only its buyer pays it)",
    request: async (world, as) => ({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: headersOf(world, as),
      payload: { orders: await cardOrdersOf(world, world.people.user) },
    }),
    expect: THE_USERS_OWN,
  },
  {
    route: 'POST /api/sandbox/confirm',
    name: "the user's checkout",
    request: async (world, as) => ({
      method: 'POST',
      url: '/api/sandbox/confirm',
      headers: headersOf(world, as),
      payload: {
        clientSecret: await pricedCartOf(world, world.people.user),
        card: TEST_CARD,
        billingDetails: { name: 'Matrix', email: 'matrix@example.test' },
      },
    }),
    expect: THE_USERS_OWN,
  },
  {
    route: 'POST /api/payments',
    name: "the user's paid intent",
    request: async (world, as) => ({
      method: 'POST',
      url: '/api/payments',
      headers: headersOf(world, as),
      payload: { transactionId: await usersPaidIntent(world) },
    }),
    expect: THE_USERS_OWN,
  },
];
