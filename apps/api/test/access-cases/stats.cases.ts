import { type AccessCase, adminsOnly, headersOf } from '../access-matrix.js';

const ADMINS_ONLY = adminsOnly();
/** The `seller` persona's own figures: another seller is answered as if they did not exist. */
const THAT_SELLER = {
  visitor: 401,
  user: 403,
  otherUser: 403,
  pharmacist: 403,
  seller: 200,
  otherSeller: 404,
  admin: 200,
} as const;

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/admin-stats',
    name: 'site figures',
    request: (world, as) => ({ method: 'GET', url: '/api/admin-stats', headers: headersOf(world, as) }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'GET /api/admin-stats/revenue-by-day',
    name: 'site revenue per day',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/admin-stats/revenue-by-day?days=7',
      headers: headersOf(world, as),
    }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'GET /api/admin-stats/sales-by-category',
    name: 'site sales per category',
    request: (world, as) => ({
      method: 'GET',
      url: '/api/admin-stats/sales-by-category',
      headers: headersOf(world, as),
    }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'GET /api/admin-stats-seller/:email',
    name: "the seller's figures",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/admin-stats-seller/${encodeURIComponent(world.people.seller.email)}`,
      headers: headersOf(world, as),
    }),
    expect: THAT_SELLER,
  },
  {
    route: 'GET /api/admin-stats-seller/:email/revenue-by-day',
    name: "the seller's revenue per day",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/admin-stats-seller/${encodeURIComponent(world.people.seller.email)}/revenue-by-day`,
      headers: headersOf(world, as),
    }),
    expect: THAT_SELLER,
  },
];
