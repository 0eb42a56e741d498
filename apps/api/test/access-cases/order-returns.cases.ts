import { type AccessCase, headersOf, type MatrixWorld } from '../access-matrix.js';
import { usersOrder } from './orders.cases.js';

/** An order `user` bought from `seller`: its buyer, its seller and admins see it. */
const ORDER_PEOPLE = {
  visitor: 401,
  user: 200,
  otherUser: 404,
  pharmacist: 404,
  seller: 200,
  otherSeller: 404,
  admin: 200,
} as const;

/** `user`'s cash order from `seller`, delivered by an admin just now. */
async function deliveredOrder(world: MatrixWorld): Promise<{ number: string; lineId: string }> {
  const number = await usersOrder(world);
  let res;
  for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
    res = await world.t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/transitions`,
      headers: world.people.admin.headers,
      payload: { to },
    });
    if (res.statusCode !== 200) throw new Error(`moving to ${to} failed: ${res.body}`);
  }
  return { number, lineId: res!.json().lines[0].id as string };
}

/** A delivered order of `user` with their return request waiting. */
async function askedReturn(world: MatrixWorld): Promise<{ number: string; id: string }> {
  const { number, lineId } = await deliveredOrder(world);
  const res = await world.t.app.inject({
    method: 'POST',
    url: `/api/orders/${number}/returns`,
    headers: world.people.user.headers,
    payload: { lines: [{ lineId, quantity: 1 }], reason: 'The strip arrived crushed.' },
  });
  if (res.statusCode !== 201) throw new Error(`asking failed: ${res.body}`);
  return { number, id: res.json().items[0].id as string };
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/orders/:number/returns',
    name: "the returns of the user's order from the seller",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/orders/${await usersOrder(world)}/returns`,
      headers: headersOf(world, as),
    }),
    expect: ORDER_PEOPLE,
  },
  {
    route: 'POST /api/orders/:number/returns',
    name: "asking to return an item of the user's delivered order",
    request: async (world, as) => {
      const { number, lineId } = await deliveredOrder(world);
      return {
        method: 'POST',
        url: `/api/orders/${number}/returns`,
        headers: headersOf(world, as),
        payload: { lines: [{ lineId, quantity: 1 }], reason: 'The strip arrived crushed.' },
      };
    },
    // Only its buyer asks; its seller and admins see the order but are refused.
    expect: { ...ORDER_PEOPLE, user: 201, seller: 403, admin: 403 },
  },
  {
    route: 'POST /api/orders/:number/returns/:id/accept',
    name: "accepting the user's return of an item from the seller",
    request: async (world, as) => {
      const { number, id } = await askedReturn(world);
      return { method: 'POST', url: `/api/orders/${number}/returns/${id}/accept`, headers: headersOf(world, as) };
    },
    // Its seller or an admin decides; its buyer sees the order but is refused.
    expect: { ...ORDER_PEOPLE, user: 403 },
  },
  {
    route: 'POST /api/orders/:number/returns/:id/refuse',
    name: "refusing the user's return of an item from the seller",
    request: async (world, as) => {
      const { number, id } = await askedReturn(world);
      return {
        method: 'POST',
        url: `/api/orders/${number}/returns/${id}/refuse`,
        headers: headersOf(world, as),
        payload: { reason: 'The seal is broken.' },
      };
    },
    expect: { ...ORDER_PEOPLE, user: 403 },
  },
];
