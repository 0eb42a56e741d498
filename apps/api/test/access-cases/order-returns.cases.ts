import { type AccessCase, headersOf, type MatrixWorld, type Persona } from '../access-matrix.js';
import { photoUpload } from '../../src/modules/orders/returns.test-helpers.js';
import { makeImage } from '../../src/modules/uploads/uploads.test-helpers.js';
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

const photosUrl = (number: string, id: string) => `/api/orders/${number}/returns/${id}/photos`;

/** `user`'s open return request with one photo. */
async function returnWithPhoto(world: MatrixWorld): Promise<{ number: string; id: string; photoId: string }> {
  const { number, id } = await askedReturn(world);
  const bytes = await makeImage('png');
  const res = await world.t.app.inject(
    await photoUpload(world.people.user.headers, photosUrl(number, id), [
      { name: 'seal.png', type: 'image/png', bytes },
    ]),
  );
  if (res.statusCode !== 201) throw new Error(`adding a photo failed: ${res.body}`);
  return { number, id, photoId: res.json().items[0].photos[0].id as string };
}

/** The link `who` gets to the photo (the user persona's when `who` may not have one). */
async function photoLinkOf(world: MatrixWorld, who: Exclude<Persona, 'visitor'>) {
  const { number, id, photoId } = await returnWithPhoto(world);
  const res = await world.t.app.inject({
    method: 'POST',
    url: `${photosUrl(number, id)}/${photoId}/link`,
    headers: world.people[who].headers,
  });
  if (res.statusCode !== 200) throw new Error(`the link failed: ${res.body}`);
  return res.json().url as string;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/order-returns',
    name: 'the return requests to decide',
    request: (world, as) => ({ method: 'GET', url: '/api/order-returns', headers: headersOf(world, as) }),
    // Sellers (their own orders' requests) and admins.
    expect: { visitor: 401, user: 403, otherUser: 403, pharmacist: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'POST /api/orders/:number/returns/:id/photos',
    name: "adding a photo to the user's open return request",
    request: async (world, as) => {
      const { number, id } = await askedReturn(world);
      const bytes = await makeImage('png');
      return photoUpload(headersOf(world, as), photosUrl(number, id), [{ name: 'seal.png', type: 'image/png', bytes }]);
    },
    // Only its buyer adds photos; its seller and admins see the order but are refused.
    expect: { ...ORDER_PEOPLE, user: 201, seller: 403, admin: 403 },
  },
  {
    route: 'POST /api/orders/:number/returns/:id/photos/:photoId/link',
    name: "a link to the photo of the user's return request",
    request: async (world, as) => {
      const { number, id, photoId } = await returnWithPhoto(world);
      return { method: 'POST', url: `${photosUrl(number, id)}/${photoId}/link`, headers: headersOf(world, as) };
    },
    expect: ORDER_PEOPLE,
  },
  {
    route: 'GET /api/orders/:number/returns/:id/photos/:photoId',
    name: 'the photo through the link issued to the user persona (nobody else may use it)',
    request: async (world, as) => ({
      method: 'GET',
      url: await photoLinkOf(world, 'user'),
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 200, otherUser: 404, pharmacist: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    route: 'GET /api/orders/:number/returns/:id/photos/:photoId',
    name: 'the photo through a link issued to the caller (only those the order concerns get one)',
    request: async (world, as) => {
      const allowed = as === 'user' || as === 'seller' || as === 'admin';
      return { method: 'GET', url: await photoLinkOf(world, allowed ? as : 'user'), headers: headersOf(world, as) };
    },
    expect: ORDER_PEOPLE,
  },
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
