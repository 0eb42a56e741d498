import { type AccessCase, everyone, headersOf } from '../access-matrix.js';
import { signIn, TEST_PASSWORD } from '../auth.js';

const json = { 'content-type': 'application/json' };
const EVERYONE = everyone(200);

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/jwt',
    name: "a token for one's own session",
    request: (world, as) => ({ method: 'POST', url: '/api/jwt', headers: headersOf(world, as) }),
    expect: { ...EVERYONE, visitor: 401 },
  },
  {
    route: 'POST /api/jwt',
    name: "a token for the admin's email",
    request: (world, as) => ({
      method: 'POST',
      url: '/api/jwt',
      headers: { ...headersOf(world, as), ...json },
      payload: { email: world.people.admin.email },
    }),
    expect: { visitor: 401, user: 403, otherUser: 403, pharmacist: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    route: 'POST /api/auth/link-email',
    name: 'an email for an account that has one already',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/auth/link-email',
      headers: { ...headersOf(world, as), ...json },
      payload: { email: 'linked-again@example.test', password: 'Linked#pass1' },
    }),
    expect: { ...everyone(409), visitor: 401 },
  },
  {
    route: 'GET /api/auth/*',
    name: 'the current session',
    request: (world, as) => ({ method: 'GET', url: '/api/auth/get-session', headers: headersOf(world, as) }),
    expect: EVERYONE,
  },
  {
    route: 'POST /api/auth/*',
    name: 'sign in with a wrong password (as the admin)',
    request: (world) => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: world.t.config.publicUrl, ...json },
      payload: { email: world.people.admin.email, password: 'Wrong2025pass' },
    }),
    expect: { visitor: 401, user: 401, otherUser: 401, pharmacist: 401, seller: 401, otherSeller: 401, admin: 401 },
  },
  {
    route: 'POST /api/auth/*',
    name: "the sign-in library's admin API (set a role), which the shop does not offer",
    request: (world, as) => ({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      headers: { ...headersOf(world, as), origin: world.t.config.publicUrl, ...json },
      payload: { userId: as === 'visitor' ? world.people.user.id : world.people[as].id, role: 'admin' },
    }),
    expect: { visitor: 404, user: 404, otherUser: 404, pharmacist: 404, seller: 404, otherSeller: 404, admin: 404 },
  },
  {
    route: 'POST /api/auth/*',
    name: "the library's profile update cannot set a role",
    request: (world, as) => ({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...headersOf(world, as), origin: world.t.config.publicUrl, ...json },
      payload: { role: 'admin' },
    }),
    expect: { visitor: 401, user: 400, otherUser: 400, pharmacist: 400, seller: 400, otherSeller: 400, admin: 400 },
  },
  {
    route: 'POST /api/auth/*',
    name: 'sign out (a fresh session of each person)',
    request: async (world, as) => {
      if (as === 'visitor')
        return {
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { origin: world.t.config.publicUrl, ...json },
          payload: {},
        };
      const { headers } = await signIn(world.t, world.people[as].email, TEST_PASSWORD);
      return { method: 'POST', url: '/api/auth/sign-out', headers: { ...headers, ...json }, payload: {} };
    },
    expect: EVERYONE,
  },
];
