import { type AccessCase, headersOf } from '../access-matrix.js';

export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/payments/:email',
    name: "the user's payment history",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/payments/${encodeURIComponent(world.people.user.email)}`,
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 200, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    route: 'GET /api/payments',
    name: 'sold lines (a seller’s own, or all for an admin)',
    request: (world, as) => ({ method: 'GET', url: '/api/payments', headers: headersOf(world, as) }),
    expect: { visitor: 401, user: 403, otherUser: 403, pharmacist: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
];
