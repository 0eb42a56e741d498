import { randomUUID } from 'node:crypto';
import { zoneForDistrict, type DistrictId, type Order } from '@medibazaar/contract';
import { eq } from 'drizzle-orm';
import {
  type AccessCase,
  adminsOnly,
  everyone,
  headersOf,
  makeRoomForOrders,
  type MatrixWorld,
  type Persona,
  signedIn,
  USERS_OWN,
} from '../access-matrix.js';
import { createCatalogBasics, createMedicine, createPrescription, createProduct } from '../factories.js';
import { orders, payments, refunds } from '../tables.js';
import { createZone, listZones } from '../../src/modules/orders/delivery.repository.js';

const SIGNED_IN = signedIn;
const EVERYONE = everyone(200);
const ADMINS = adminsOnly;
const THE_USERS_OWN = USERS_OWN;
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

/** A district per persona, so the zone cases of different personas never share one. */
const DISTRICT_OF: Record<Persona, DistrictId[]> = {
  visitor: ['sylhet', 'habiganj'],
  user: ['sunamganj', 'moulvibazar'],
  otherUser: ['rangpur', 'dinajpur'],
  pharmacist: ['joypurhat', 'naogaon'],
  seller: ['kurigram', 'nilphamari'],
  otherSeller: ['gaibandha', 'panchagarh'],
  admin: ['thakurgaon', 'lalmonirhat'],
};

const zoneBody = (districts: DistrictId[]) => ({
  nameEn: `Matrix zone ${districts.join(' ')}`,
  nameBn: 'ম্যাট্রিক্স এলাকা',
  districts,
  fee: 1,
  freeAbove: null,
  minDays: 1,
  maxDays: 2,
  codAllowed: true,
});

/** Dhaka has a zone that takes cash on delivery. */
async function ensureDhakaZone(world: MatrixWorld) {
  if (!zoneForDistrict(await listZones(world.t.db), 'dhaka')) {
    await createZone(world.t.db, { ...zoneBody(['dhaka']), freeAbove: null, everywhereElse: false });
  }
}

/** An address of the person in Dhaka: one already in the book unless `fresh` (a book holds 20 at most). */
async function addressOf(world: MatrixWorld, as: Exclude<Persona, 'visitor'>, fresh = false): Promise<string> {
  if (!fresh) {
    const book = await world.t.app.inject({ method: 'GET', url: '/api/addresses', headers: world.people[as].headers });
    const found = (book.json() as { id: string; district: string }[]).find((a) => a.district === 'dhaka');
    if (found) return found.id;
  }
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: world.people[as].headers,
    payload: { name: 'Matrix Person', phone: '01712345678', line1: 'House 1', area: 'Gulshan', district: 'dhaka' },
  });
  return res.json().id as string;
}

/** An address of the caller (a made-up id for a visitor) and one product from `seller` in their cart. */
async function readyToOrder(world: MatrixWorld, as: Persona): Promise<string> {
  await createCatalogBasics(world.t.db);
  await ensureDhakaZone(world);
  if (as === 'visitor') return randomUUID();
  await makeRoomForOrders(world, world.people[as]);
  const product = await createProduct(world.t.db, { stock: 10, sellerId: world.people.seller.id });
  await world.t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: world.people[as].headers,
    payload: { menuId: product.id },
  });
  return addressOf(world, as);
}

/** A fresh cash-on-delivery order `user` placed for a product of `seller`. */
export async function usersOrder(world: MatrixWorld): Promise<string> {
  const addressId = await readyToOrder(world, 'user');
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...world.people.user.headers, 'idempotency-key': randomUUID() },
    payload: { addressId, paymentMethod: 'cod' },
  });
  if (res.statusCode !== 201) throw new Error(`placing failed: ${res.body}`);
  return res.json().orders[0].number as string;
}

/** Pharmacists and admins review orders; everyone else signed in is refused. */
const REVIEWERS = {
  visitor: 401,
  user: 403,
  otherUser: 403,
  pharmacist: 200,
  seller: 403,
  otherSeller: 403,
  admin: 200,
} as const;

/**
 * A fresh cash order `user` placed for a prescription medicine of `seller`, with an approved
 * prescription: it waits for a pharmacist. Answers its number and the review approving it all.
 */
async function usersOrderForReview(world: MatrixWorld) {
  await createCatalogBasics(world.t.db);
  await ensureDhakaZone(world);
  await makeRoomForOrders(world, world.people.user);
  const product = await createMedicine(world.t.db, { stock: 10, sellerId: world.people.seller.id });
  await world.t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: world.people.user.headers,
    payload: { menuId: product.id },
  });
  const prescription = await createPrescription(world.t.db, world.people.user.id, { status: 'approved' });
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...world.people.user.headers, 'idempotency-key': randomUUID() },
    payload: { addressId: await addressOf(world, 'user'), paymentMethod: 'cod', prescriptionId: prescription.id },
  });
  if (res.statusCode !== 201) throw new Error(`placing failed: ${res.body}`);
  const order = (res.json() as { orders: Order[] }).orders.find((o) => o.status === 'awaiting_prescription')!;
  const lines = order.lines
    .filter((l) => l.requiresPrescription)
    .map((l) => ({ lineId: l.id, decision: 'approve' as const }));
  return { number: order.number, review: { lines } };
}

/** A cancelled card order of `user` whose refund failed. */
async function orderWithFailedRefund(world: MatrixWorld): Promise<string> {
  const number = await usersOrder(world);
  const [order] = await world.t.db.select().from(orders).where(eq(orders.number, number));
  const [payment] = await world.t.db
    .insert(payments)
    .values({
      email: order!.buyerEmail,
      amountCents: order!.totalCents,
      currency: order!.currency,
      provider: 'stripe',
      transactionId: `pi_matrix_${randomUUID()}`,
      status: 'succeeded',
    })
    .returning({ id: payments.id });
  await world.t.db
    .update(orders)
    .set({ status: 'cancelled', paymentMethod: 'card', paymentStatus: 'refund_failed', paymentId: payment!.id })
    .where(eq(orders.id, order!.id));
  await world.t.db.insert(refunds).values({
    orderId: order!.id,
    paymentId: payment!.id,
    amountCents: order!.totalCents,
    provider: 'stripe',
    status: 'failed',
    failureReason: 'matrix',
    attempts: 1,
  });
  return number;
}

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/addresses',
    name: "the caller's own address book",
    request: (world, as) => ({ method: 'GET', url: '/api/addresses', headers: headersOf(world, as) }),
    expect: SIGNED_IN(200),
  },
  {
    route: 'POST /api/addresses',
    name: "an address into the caller's own book",
    request: (world, as) => ({
      method: 'POST',
      url: '/api/addresses',
      headers: headersOf(world, as),
      payload: { name: 'Matrix', phone: '+8801812345678', line1: 'Road 3', area: 'Banani', district: 'dhaka' },
    }),
    expect: SIGNED_IN(201),
  },
  {
    route: 'PUT /api/addresses/:id',
    name: "the user's address",
    request: async (world, as) => ({
      method: 'PUT',
      url: `/api/addresses/${await addressOf(world, 'user')}`,
      headers: headersOf(world, as),
      payload: { name: 'Matrix', phone: '01912345678', line1: 'Road 4', area: 'Uttara', district: 'dhaka' },
    }),
    expect: THE_USERS_OWN,
  },
  {
    route: 'DELETE /api/addresses/:id',
    name: "the user's address",
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/addresses/${await addressOf(world, 'user', true)}`,
      headers: headersOf(world, as),
    }),
    expect: THE_USERS_OWN,
  },
  {
    route: 'GET /api/delivery-zones',
    name: 'the delivery zones',
    request: (world, as) => ({ method: 'GET', url: '/api/delivery-zones', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'POST /api/delivery-zones',
    name: 'a new delivery zone',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/delivery-zones',
      headers: headersOf(world, as),
      payload: zoneBody([DISTRICT_OF[as][0]!]),
    }),
    expect: ADMINS(201),
  },
  {
    route: 'PUT /api/delivery-zones/:id',
    name: 'a delivery zone',
    request: async (world, as) => {
      const body = { ...zoneBody([DISTRICT_OF[as][1]!]), everywhereElse: false };
      const zone = await createZone(world.t.db, body);
      return {
        method: 'PUT',
        url: `/api/delivery-zones/${zone.id}`,
        headers: headersOf(world, as),
        payload: { ...zoneBody([DISTRICT_OF[as][1]!]), fee: 2 },
      };
    },
    expect: ADMINS(200),
  },
  {
    route: 'DELETE /api/delivery-zones/:id',
    name: 'a delivery zone',
    request: async (world, as) => {
      const zone = await createZone(world.t.db, { ...zoneBody([]), everywhereElse: false });
      return { method: 'DELETE', url: `/api/delivery-zones/${zone.id}`, headers: headersOf(world, as) };
    },
    expect: ADMINS(200),
  },
  {
    route: 'POST /api/orders/quote',
    name: "the caller's cart to their own address",
    request: async (world, as) => ({
      method: 'POST',
      url: '/api/orders/quote',
      headers: headersOf(world, as),
      payload: { addressId: await readyToOrder(world, as) },
    }),
    expect: SIGNED_IN(200),
  },
  {
    route: 'POST /api/orders',
    name: "the caller's cart, cash on delivery",
    request: async (world, as) => ({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headersOf(world, as), 'idempotency-key': randomUUID() },
      payload: { addressId: await readyToOrder(world, as), paymentMethod: 'cod' },
    }),
    expect: SIGNED_IN(201),
  },
  {
    route: 'GET /api/orders',
    name: "the caller's own orders",
    request: (world, as) => ({ method: 'GET', url: '/api/orders', headers: headersOf(world, as) }),
    expect: SIGNED_IN(200),
  },
  {
    route: 'GET /api/orders',
    name: 'every order (admins)',
    request: (world, as) => ({ method: 'GET', url: '/api/orders?scope=all', headers: headersOf(world, as) }),
    expect: ADMINS(200),
  },
  {
    route: 'GET /api/orders',
    name: 'orders to fulfil (sellers)',
    request: (world, as) => ({ method: 'GET', url: '/api/orders?scope=selling', headers: headersOf(world, as) }),
    // Someone who sells nothing has none: an empty page.
    expect: SIGNED_IN(200),
  },
  {
    route: 'GET /api/orders/:number',
    name: "the user's order from the seller",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/orders/${await usersOrder(world)}`,
      headers: headersOf(world, as),
    }),
    expect: ORDER_PEOPLE,
  },
  {
    route: 'POST /api/orders/:number/transitions',
    name: "confirming the user's order from the seller",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/orders/${await usersOrder(world)}/transitions`,
      headers: headersOf(world, as),
      payload: { to: 'confirmed' },
    }),
    // The buyer may see it but not move it forward.
    expect: { ...ORDER_PEOPLE, user: 409 },
  },
  {
    route: 'POST /api/orders/:number/cancel',
    name: "cancelling the user's order from the seller",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/orders/${await usersOrder(world)}/cancel`,
      headers: headersOf(world, as),
      payload: {},
    }),
    // The seller may see it but only the buyer or an admin cancels.
    expect: { ...ORDER_PEOPLE, seller: 409 },
  },
  {
    route: 'POST /api/orders/:number/refund',
    name: "retrying the failed refund of the user's order",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/orders/${await orderWithFailedRefund(world)}/refund`,
      headers: headersOf(world, as),
    }),
    expect: ADMINS(200),
  },
  {
    route: 'GET /api/review/orders',
    name: 'orders waiting for a pharmacist',
    request: (world, as) => ({ method: 'GET', url: '/api/review/orders', headers: headersOf(world, as) }),
    expect: REVIEWERS,
  },
  {
    route: 'POST /api/orders/:number/claim',
    name: "claiming the user's order waiting for a pharmacist",
    request: async (world, as) => ({
      method: 'POST',
      url: `/api/orders/${(await usersOrderForReview(world)).number}/claim`,
      headers: headersOf(world, as),
    }),
    expect: REVIEWERS,
  },
  {
    route: 'DELETE /api/orders/:number/claim',
    name: "giving up a claim on the user's order waiting for a pharmacist",
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/orders/${(await usersOrderForReview(world)).number}/claim`,
      headers: headersOf(world, as),
    }),
    expect: REVIEWERS,
  },
  {
    route: 'POST /api/orders/:number/review',
    name: "approving the user's order waiting for a pharmacist",
    request: async (world, as) => {
      const { number, review } = await usersOrderForReview(world);
      return { method: 'POST', url: `/api/orders/${number}/review`, headers: headersOf(world, as), payload: review };
    },
    // Its buyer and its seller included: nobody but a pharmacist (or an admin) decides.
    expect: REVIEWERS,
  },
  {
    route: 'GET /api/orders/:number/invoice.pdf',
    name: "the invoice of the user's order from the seller",
    request: async (world, as) => ({
      method: 'GET',
      url: `/api/orders/${await usersOrder(world)}/invoice.pdf`,
      headers: headersOf(world, as),
    }),
    expect: ORDER_PEOPLE,
  },
];
