import { type AccessCase, adminsOnly, headersOf, type MatrixWorld, type Persona, signedIn } from '../access-matrix.js';
import { createUser } from '../factories.js';

const ADMINS_ONLY = adminsOnly();
const SIGNED_IN = signedIn(200);
/** Only the `user` persona's own record; everyone else is answered as if it did not exist. */
const ONLY_THE_USER = {
  visitor: 401,
  user: 200,
  otherUser: 404,
  pharmacist: 404,
  seller: 404,
  otherSeller: 404,
} as const;

let seq = 0;
const freshEmail = () => `matrix-${Date.now().toString(36)}-${seq++}@example.test`;
/** The persona's own id; a visitor has none, so any real account's id stands in. */
const ownId = (world: MatrixWorld, as: Persona) => world.people[as === 'visitor' ? 'user' : as].id;
const ownEmail = (world: MatrixWorld, as: Persona) => world.people[as === 'visitor' ? 'user' : as].email;

export const accessCases: AccessCase[] = [
  {
    route: 'POST /api/users',
    name: 'register a new account',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/users',
      headers: { ...headersOf(world, as), 'content-type': 'application/json' },
      payload: { name: 'Matrix Newcomer', email: freshEmail(), password: 'Matrix2025pass', role: 'seller' },
    }),
    // Someone already signed in cannot open a second account on top (409, not a sign-out).
    expect: { visitor: 201, user: 409, otherUser: 409, pharmacist: 409, seller: 409, otherSeller: 409, admin: 409 },
  },
  {
    route: 'POST /api/users',
    name: 'register as admin',
    request: (world, as) => ({
      method: 'POST',
      url: '/api/users',
      headers: { ...headersOf(world, as), 'content-type': 'application/json' },
      payload: { name: 'Matrix Climber', email: freshEmail(), password: 'Matrix2025pass', role: 'admin' },
    }),
    expect: { visitor: 400, user: 409, otherUser: 409, pharmacist: 409, seller: 409, otherSeller: 409, admin: 409 },
  },
  {
    route: 'POST /api/users',
    name: "one's own details after a provider sign-in (changes nothing)",
    request: (world, as) => ({
      method: 'POST',
      url: '/api/users',
      headers: { ...headersOf(world, as), 'content-type': 'application/json' },
      payload: { email: ownEmail(world, as), name: 'Renamed By Matrix', image: 'https://x.example/p.png' },
    }),
    expect: { ...SIGNED_IN, visitor: 400 },
  },
  {
    route: 'GET /api/users',
    name: "everyone's emails and roles",
    request: (world, as) => ({ method: 'GET', url: '/api/users?limit=5', headers: headersOf(world, as) }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'GET /api/users/sellers',
    name: 'the seller list',
    request: (world, as) => ({ method: 'GET', url: '/api/users/sellers', headers: headersOf(world, as) }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'GET /api/users/:email',
    name: "the user persona's account",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(world.people.user.email)}`,
      headers: headersOf(world, as),
    }),
    expect: { ...ONLY_THE_USER, admin: 200 },
  },
  {
    route: 'GET /api/users/:email',
    name: "one's own account",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(ownEmail(world, as))}`,
      headers: headersOf(world, as),
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/users/admin/:email',
    name: "the admin's admin status",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/users/admin/${encodeURIComponent(world.people.admin.email)}`,
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 404, otherUser: 404, pharmacist: 404, seller: 404, otherSeller: 404, admin: 200 },
  },
  {
    route: 'GET /api/users/admin/:email',
    name: "the user persona's admin status",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/users/admin/${encodeURIComponent(world.people.user.email)}`,
      headers: headersOf(world, as),
    }),
    expect: { ...ONLY_THE_USER, admin: 404 },
  },
  {
    route: 'GET /api/users/seller/:email',
    name: "the seller persona's seller status",
    request: (world, as) => ({
      method: 'GET',
      url: `/api/users/seller/${encodeURIComponent(world.people.seller.email)}`,
      headers: headersOf(world, as),
    }),
    expect: { visitor: 401, user: 404, otherUser: 404, pharmacist: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'GET /api/users/me',
    name: 'the signed-in account',
    request: (world, as) => ({ method: 'GET', url: '/api/users/me', headers: headersOf(world, as) }),
    expect: SIGNED_IN,
  },
  {
    route: 'PATCH /api/users/me',
    name: "one's own name",
    request: (world, as) => ({
      method: 'PATCH',
      url: '/api/users/me',
      headers: headersOf(world, as),
      payload: { name: as === 'visitor' ? 'Nobody' : world.people[as].name },
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'PATCH /api/users/:id',
    name: "someone else's role",
    request: async (world, as) => ({
      method: 'PATCH',
      url: `/api/users/${(await createUser(world.t.db)).id}`,
      headers: headersOf(world, as),
      payload: { role: 'seller' },
    }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'PATCH /api/users/:id',
    name: 'granting oneself admin',
    request: (world, as) => ({
      method: 'PATCH',
      url: `/api/users/${ownId(world, as)}`,
      headers: headersOf(world, as),
      payload: { role: 'admin' },
    }),
    // An admin changing their own role is a business rule refusal: 409, not 403.
    expect: { ...ADMINS_ONLY, admin: 409 },
  },
  {
    route: 'PATCH /api/users/:id',
    name: 'a malformed id',
    request: (world, as) => ({
      method: 'PATCH',
      url: '/api/users/not-a-uuid',
      headers: headersOf(world, as),
      payload: { role: 'user' },
    }),
    expect: { ...ADMINS_ONLY, admin: 404 },
  },
  {
    route: 'DELETE /api/users/:id',
    name: "someone else's account",
    request: async (world, as) => ({
      method: 'DELETE',
      url: `/api/users/${(await createUser(world.t.db)).id}`,
      headers: headersOf(world, as),
    }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'DELETE /api/users/:id',
    name: "one's own account",
    request: (world, as) => ({
      method: 'DELETE',
      url: `/api/users/${ownId(world, as)}`,
      headers: headersOf(world, as),
    }),
    expect: { ...ADMINS_ONLY, admin: 409 },
  },
];
