import { type AccessCase, headersOf } from '../access-matrix.js';

/** Failed messages: admins only (visitors are asked to sign in, everyone else refused). */
export const accessCases: AccessCase[] = [
  {
    route: 'GET /api/notifications/dead-letters',
    name: 'the failed messages',
    request: (world, as) => ({ method: 'GET', url: '/api/notifications/dead-letters', headers: headersOf(world, as) }),
    expect: { visitor: 401, user: 403, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    route: 'POST /api/notifications/dead-letters/:id/retry',
    name: 'sending a failed message again (none with this id: the admin is let in and told so)',
    request: (world, as) => ({
      method: 'POST',
      url: `/api/notifications/dead-letters/${crypto.randomUUID()}/retry`,
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 403, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 404 },
  },
  {
    route: 'GET /api/users/me/notifications',
    name: "one's own message settings",
    request: (world, as) => ({ method: 'GET', url: '/api/users/me/notifications', headers: headersOf(world, as) }),
    expect: { visitor: 401, user: 200, otherUser: 200, pharmacist: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'PUT /api/users/me/notifications',
    name: "saving one's own message settings (text messages off: no verified number needed)",
    request: (world, as) => ({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: headersOf(world, as),
      payload: { orderEmail: false, orderSms: false, marketingEmail: true, marketingSms: false },
    }),
    expect: { visitor: 401, user: 200, otherUser: 200, pharmacist: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
];
