import { createHash } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@medibazaar/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.js';
import { createTestApp, routeCollector, type RegisteredRoute, type TestApp } from '../test/app.js';
import { signUp, TEST_PASSWORD, type SignedIn } from '../test/auth.js';
import { createCatalogBasics, createProduct } from '../test/factories.js';
import { nearValid, toJsonSchema, valuesOf, type Hint, type JsonSchema } from '../test/schema-arbitrary.js';
import { DEFAULT_FOOTER } from './modules/content/content-data.js';
import { addToCart, confirm, openCheckout, placeOrders } from './modules/payments/payments.test-helpers.js';
import { makeImage, tempUploadsDir, uploadRequest } from './modules/uploads/uploads.test-helpers.js';

/**
 * Every registered /api route, called twice over with generated path parameters,
 * queries and bodies:
 * - hostile input: the contract's own field names with values of every type, and
 *   input beyond it (huge and unicode strings, prototype-pollution keys, wrong types);
 * - values built from the route's own zod schemas: valid ones, sent by a caller the
 *   route's access rule allows, so real products, cart lines, payments and role
 *   changes are made; and near-valid ones, with exactly one thing wrong.
 * Whatever comes in, the answer is never a 5xx, the server keeps answering, and
 * nothing that belongs to someone else changes. A failure names the request and
 * carries fast-check's report with the seed and the counterexample.
 */
const RUNS_PER_ROUTE = 30;
const SCHEMA_RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
/** Fixed, so a failure repeats; set FUZZ_SEED (and FUZZ_RUNS) to explore further. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_811);

/** Field names the contract uses in params, queries and bodies. */
const CONTRACT_KEYS = [
  'menuId',
  'quantity',
  'email',
  'name',
  'role',
  'image',
  'price',
  'des',
  'category',
  'discount_percentage',
  'stock',
  'page',
  'limit',
  'q',
  'sort',
  'clientSecret',
  'transactionId',
  'card',
  'number',
  'expMonth',
  'expYear',
  'cvc',
  'billingDetails',
  'password',
  'items',
  'amount',
  'status',
  'sellerId',
  'userId',
  'days',
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', '_id'];

let t: TestApp;
/** Every route as registered, with its zod schemas. */
let routes: RegisteredRoute[];
let attacker: SignedIn;
let victim: SignedIn;
let seller: SignedIn;
let known: string[];
/** What the victim and their seller own: a product each, a cart line, a paid checkout. */
let theirs: { owned: string; other: string; victimLine: string; attackerLine: string; victimSecret: string };

const scalar = () =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('', ' ', '%00', '\u0000', '../../etc/passwd', "' or 1=1 --", '<script>x</script>', 'NaN', '-0'),
    fc.constant('x'.repeat(70_000)),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  );

const anyValue = () =>
  fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar(), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.oneof(fc.constantFrom(...CONTRACT_KEYS, ...HOSTILE_KEYS), fc.string()), tie('value'), {
      maxKeys: 6,
    }),
  })).value;

const body = () => {
  const value = anyValue();
  return fc.oneof(
    // Shaped like the contract: its keys, any values.
    fc.dictionary(fc.constantFrom(...CONTRACT_KEYS, ...HOSTILE_KEYS), value, { maxKeys: 8 }),
    value,
    fc.constant(undefined),
  );
};

const query = () =>
  fc.dictionary(
    fc.constantFrom(...CONTRACT_KEYS, ...HOSTILE_KEYS, 'email[]', 'limit[$gt]'),
    fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 30 }), fc.integer().map(String)),
    { maxKeys: 4 },
  );

const segment = () =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.constantFrom('__proto__', 'constructor', '%2e%2e', '%00', 'null', 'undefined', '-1', '1e9', 'x'.repeat(190)),
  );

/** Whose rows must not change: people (and everything they own) and products, by id. */
interface Others {
  userIds: string[];
  productIds: string[];
}

/** Everyone and every product there is now, except the given people (the fuzzing callers) and what they own. */
async function everyoneBut(mine: string[]): Promise<Others> {
  const [people, goods] = await Promise.all([
    t.db.execute(sql`select id from users order by id`),
    t.db.execute(sql`select id, seller_id from products order by id`),
  ]);
  return {
    userIds: rowsOf<{ id: string }>(people)
      .map((r) => r.id)
      .filter((id) => !mine.includes(id)),
    productIds: rowsOf<{ id: string; seller_id: string | null }>(goods)
      .filter((r) => !r.seller_id || !mine.includes(r.seller_id))
      .map((r) => r.id),
  };
}

/** The rows of other people (their account, sessions, cart, payments and sales) and their products, as one digest. */
async function othersDigest(others: Others): Promise<string> {
  const users = sql.join(
    others.userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const products = sql.join(
    others.productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const tables = await Promise.all([
    t.db.execute(sql`select id, name, email, role, image, banned from users where id in (${users}) order by id`),
    t.db.execute(sql`select id, user_id, token, expires_at from sessions where user_id in (${users}) order by id`),
    t.db.execute(sql`select * from products where id in (${products}) or seller_id in (${users}) order by id`),
    t.db.execute(sql`select * from categories order by name`),
    t.db.execute(sql`select * from cart_items where user_id in (${users}) order by id`),
    t.db.execute(sql`select * from payments where user_id in (${users}) order by id`),
    t.db.execute(sql`select id, status, payment_id from checkouts where user_id in (${users}) order by id`),
    t.db.execute(sql`
      select pi.* from payment_items pi join payments p on p.id = pi.payment_id
      where p.user_id in (${users}) or pi.seller_id in (${users}) order by pi.id`),
  ]);
  const rows = tables.map((r) => (r as unknown as { rows: unknown[] }).rows);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

beforeAll(async () => {
  const collector = routeCollector();
  t = await createTestApp({ storage: { kind: 'local', dir: tempUploadsDir() } }, { onRoute: collector.onRoute });
  routes = collector.routes;
  await createCatalogBasics(t.db);
  [attacker, victim, seller] = await Promise.all([signUp(t), signUp(t), signUp(t, { role: 'seller' })]);
  const owned = await createProduct(t.db, { sellerId: seller.id, stock: 100 });
  const other = await createProduct(t.db, { stock: 100 });
  // The victim has a cart line and a paid order; the attacker has a cart line too.
  await addToCart(t, victim, owned.id);
  const session = await openCheckout(t, victim);
  expect((await confirm(t, victim, session.clientSecret)).statusCode).toBe(200);
  const line = await addToCart(t, victim, other.id, 2);
  const mine = await addToCart(t, attacker, other.id);
  known = [
    owned.id,
    other.id,
    line.insertedId,
    mine.insertedId,
    victim.id,
    seller.id,
    attacker.id,
    victim.email,
    seller.email,
    attacker.email,
    'OTC Medicine',
    session.clientSecret,
  ];
  theirs = {
    owned: owned.id,
    other: other.id,
    victimLine: line.insertedId,
    attackerLine: mine.insertedId,
    victimSecret: session.clientSecret,
  };
}, 60_000);
afterAll(async () => t.close());

describe('fuzzing every API route with hostile input', () => {
  it('never answers 5xx, keeps serving, and changes nothing of anyone else', async () => {
    const routes = t.app.accessTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const others = await everyoneBut([attacker.id]);
    const before = await othersDigest(others);
    const failures: string[] = [];

    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
      const arbitrary = fc.record({
        params: fc.tuple(...names.map(() => segment())),
        query: query(),
        body: body(),
        signedIn: fc.boolean(),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      });
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async (input) => {
            let i = 0;
            const path = route.url.replace(/:(\w+)|\*/g, () => encodeURIComponent(String(input.params[i++])));
            const withBody = route.method !== 'GET' && route.method !== 'DELETE' && input.body !== undefined;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: path + queryString(input.query),
              headers: {
                ...(input.signedIn ? attacker.headers : { origin: t.config.publicUrl }),
                ...(withBody ? { 'content-type': input.contentType } : {}),
              },
              ...(withBody
                ? {
                    payload:
                      input.contentType === 'application/json' || typeof input.body !== 'string'
                        ? JSON.stringify(input.body)
                        : input.body,
                  }
                : {}),
            });
            if (res.statusCode >= 500) {
              const sent = JSON.stringify({ query: input.query, type: input.contentType }).slice(0, 200);
              failures.push(
                `${route.method} ${path.slice(0, 80)} ${sent} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
            return res.statusCode < 500;
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((err: unknown) => failures.push(`${route.method} ${route.url}: ${report(err)}`));
    }

    expect(failures).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await othersDigest(others), "other people's rows changed").toBe(before);
    // Prototype pollution through a parsed body would show up on every object.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  }, 120_000);
});

/**
 * `?a=1&b=2`, every own key included. (An inject `query` object loses a `__proto__`
 * key on the way: the request would not carry what the test means to send.)
 */
function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) search.append(key, v);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** fast-check's report (seed, path, counterexample), without the stack. */
const report = (err: unknown) => String(err instanceof Error ? err.message : err).slice(0, 1500);

// ---------------------------------------------------------------------------
// Values built from each route's own schemas
// ---------------------------------------------------------------------------

type Part = 'params' | 'querystring' | 'body';
const PARTS: Part[] = ['params', 'querystring', 'body'];
type CallerName = 'visitor' | 'buyer' | 'seller' | 'admin';

/**
 * Run first, in this order, so later steps find what earlier ones made: products,
 * then cart lines of them, then checkouts of those carts, then their payments.
 */
const JOURNEY = [
  'POST /api/products',
  'POST /api/carts',
  'PATCH /api/carts/:id',
  'POST /api/create-checkout-session',
  'POST /api/sandbox/confirm',
  'POST /api/payments',
];
/** Valid values must get through these at least once: the deep paths were really taken. */
const MUST_SUCCEED = [
  ...JOURNEY,
  'POST /api/users',
  'PATCH /api/users/me',
  'PATCH /api/users/:id',
  'DELETE /api/users/:id',
  'PATCH /api/products/:id',
  'DELETE /api/products/:id',
  'DELETE /api/carts/:id',
];

/** Who may call a route, by its access rule (a visitor or the buyer more often: most routes are theirs). */
const CALLERS: Record<string, CallerName[]> = {
  public: ['visitor', 'visitor', 'buyer', 'seller', 'admin'],
  'signed-in': ['buyer', 'buyer', 'seller', 'admin'],
  owner: ['buyer', 'buyer', 'seller', 'admin'],
  seller: ['seller', 'admin'],
  admin: ['admin'],
  pharmacist: ['admin'],
};

/** A Fastify schema-validation refusal (the error handler's wording), as opposed to a route's own 400. */
const SCHEMA_REFUSAL = /^Invalid (body|query|path|header|request)\b/;

/** The text a value becomes in a path or a query: lone surrogates turn into U+FFFD on the way, as in a URL. */
const wireText = (v: unknown) =>
  Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''), 'utf8').toString('utf8');

const intentOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

const accepts = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** Something a fuzzing caller made, and which caller. */
interface Made {
  value: string;
  by: CallerName;
}

describe('fuzzing every API route with values built from its own schema', () => {
  let callers: Record<CallerName, SignedIn | null>;
  let targets: SignedIn[];
  /** What the fuzzing callers make along the way, with who made it, offered to later requests. */
  const made = {
    products: [] as string[],
    uploads: [] as string[],
    cartLines: [] as Made[],
    /** Order numbers placed by card, waiting for their payment. */
    orders: [] as Made[],
    secrets: [] as Made[],
    paidIntents: [] as Made[],
  };

  beforeAll(async () => {
    const [buyer, fuzzSeller, admin, ...rest] = await Promise.all([
      signUp(t),
      signUp(t, { role: 'seller' }),
      signUp(t, { role: 'admin' }),
      // People only the admin acts on: role changes and deletions.
      signUp(t),
      signUp(t),
      signUp(t, { role: 'seller' }),
      signUp(t),
    ]);
    callers = { visitor: null, buyer: buyer!, seller: fuzzSeller!, admin: admin! };
    targets = rest;
    for (let i = 0; i < 3; i++) {
      made.products.push((await createProduct(t.db, { sellerId: fuzzSeller!.id, stock: 100_000 })).id);
    }
    // A product shows a fresh upload of its seller (any upload for an admin): some for real creations.
    const bytes = await makeImage('png', 8, 8);
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject(
        await uploadRequest(fuzzSeller!.headers, { name: 'p.png', type: 'image/png', bytes }),
      );
      expect(res.statusCode, res.body).toBe(201);
      made.uploads.push(res.json().data.display_url as string);
    }
  }, 60_000);

  /** Values that exist or that a refinement accepts, for the fields where a schema alone cannot find them. */
  function hints(route: string, as: CallerName): Hint {
    const me = callers[as];
    const pick = <T>(list: readonly T[]) => (list.length ? fc.constantFrom(...list) : undefined);
    /** Mostly the caller's own, sometimes anyone's (someone else's must then be refused). */
    const ownFirst = (list: Made[], foreign: string[]) => {
      const own = pick(list.filter((m) => m.by === as).map((m) => m.value));
      const any = pick([...list.map((m) => m.value), ...foreign])!;
      return own ? fc.oneof({ arbitrary: own, weight: 3 }, { arbitrary: any, weight: 1 }) : any;
    };
    const emails = [me?.email, victim.email, seller.email, callers.seller!.email].filter((e): e is string => !!e);
    const anyEmail = pick(emails.flatMap((e) => [e, e.toUpperCase(), ` ${e} `]));
    const year = new Date().getFullYear();
    const productWrite = route === 'PATCH /api/products/:id' || route === 'DELETE /api/products/:id';
    const productRoute = route === 'POST /api/products' || route === 'PATCH /api/products/:id';
    return (path) => {
      const field = path.join('.');
      switch (field) {
        case 'body':
          // A footer's links must each lead somewhere real: whole footers, with a social link or not.
          if (route === 'PUT /api/content/footer') {
            return fc.constantFrom(DEFAULT_FOOTER, {
              ...DEFAULT_FOOTER,
              socials: [{ network: 'x', url: 'https://x.example.test/shop' }],
            });
          }
          // The wire schema also takes the short call after a provider sign-in: whole registrations more often.
          return route === 'POST /api/users'
            ? fc.record(
                {
                  name: fc.constantFrom('Fuzz Person', 'রহিম উদ্দিন', 'Zoë'),
                  email: fc.nat().map((n) => `fuzz-${n}@example.test`),
                  password: fc.constant(TEST_PASSWORD),
                  role: fc.constantFrom('user', 'seller', 'User', 'Seller'),
                  image: fc.constantFrom('https://images.example.test/face.png', ''),
                },
                { requiredKeys: ['name', 'email', 'password', 'role'] },
              )
            : undefined;
        case 'params.id':
          if (route.includes('/api/carts/')) return ownFirst(made.cartLines, [theirs.victimLine, theirs.attackerLine]);
          if (route.includes('/api/users/')) return pick([...targets.map((p) => p.id), callers.admin!.id]);
          // An admin may change any product: offered only the fuzz's own, so nobody else's changes.
          if (productWrite && as === 'admin') return pick(made.products);
          return pick([...made.products, theirs.owned, theirs.other]);
        case 'params.email':
        case 'querystring.email':
          return anyEmail;
        case 'querystring.tz':
          return fc.constantFrom('UTC', 'Asia/Dhaka', 'America/New_York', 'Etc/GMT-6', 'Australia/Lord_Howe');
        case 'querystring.q':
          return fc.constantFrom('Test', 'tablet', 'Bulk', 'বাংলা', 'a', '100%_');
        case 'body.menuId':
          // Only the fuzz's own products are bought: buying someone else's lowers their stock, legitimately.
          return pick(made.products);
        case 'body.quantity':
          return fc.integer({ min: 1, max: 3 });
        case 'body.phone':
          // A Bangladeshi mobile number, as people write it (the schema's transform holds the rule).
          return fc.constantFrom('01712345678', '+8801812345678', '019 1234-5678');
        case 'body.clientSecret': {
          // Only the newest payment page can be paid (it supersedes the caller's others): offered most.
          const newest = made.secrets.filter((m) => m.by === as).at(-1);
          const any = ownFirst(made.secrets, [theirs.victimSecret]);
          return newest
            ? fc.oneof({ arbitrary: fc.constant(newest.value), weight: 3 }, { arbitrary: any, weight: 1 })
            : any;
        }
        case 'body.orders.0':
          return ownFirst(made.orders, []);
        case 'body.transactionId':
          return ownFirst(made.paidIntents, [
            ...made.secrets.map((m) => intentOf(m.value)),
            intentOf(theirs.victimSecret),
          ]);
        case 'body.card.number':
          return fc.constantFrom(
            ...SANDBOX_TEST_CARDS.flatMap((c) => [c.number, c.number.replace(/(\d{4})(?=\d)/g, '$1 ')]),
          );
        case 'body.card.cvc':
          return fc.constant('123');
        case 'body.card.expYear':
          return fc.integer({ min: year + 1, max: year + 6 });
        case 'body.billingDetails.email':
          return fc.constant('buyer@example.test');
        case 'body.image':
          if (productRoute) return pick(made.uploads);
          return fc.constantFrom('https://images.example.test/face.png', '');
        case 'body.price':
          return productRoute ? fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100) : undefined;
        case 'body.email':
          if (route === 'POST /api/users') {
            return fc.oneof(
              fc.nat().map((n) => `fuzz-${n}@example.test`),
              fc.constant(victim.email),
            );
          }
          return route === 'POST /api/jwt' && me ? fc.constant(me.email) : undefined;
        case 'body.password':
          return fc.constant(TEST_PASSWORD);
        case 'body.name':
          return route.includes('/api/users') ? fc.constantFrom('Fuzz Person', 'রহিম উদ্দিন', 'Zoë') : undefined;
        case 'body.registration':
          // A Pharmacy Council number as people write it (the schema's transform holds the rule).
          return fc.constantFrom('A-1234', 'b 77', 'C/123456');
        case 'body.role':
          return route === 'POST /api/users' ? fc.constantFrom('user', 'seller', 'User', 'Seller') : undefined;
        default:
          return undefined;
      }
    };
  }

  /** What later requests can use from an answer: a new product, cart line, checkout or paid intent. */
  function learn(route: string, by: CallerName, res: LightMyRequestResponse) {
    // Only JSON answers name what was made (the audit log's CSV export is text).
    if (res.statusCode >= 300 || !String(res.headers['content-type']).startsWith('application/json')) return;
    const body = res.json() as { insertedId?: string; clientSecret?: string; paymentIntent?: { id: string } };
    if (route === 'POST /api/products' && body.insertedId) made.products.push(body.insertedId);
    if (route === 'POST /api/carts' && body.insertedId) made.cartLines.push({ value: body.insertedId, by });
    if (route === 'POST /api/create-checkout-session' && body.clientSecret) {
      made.secrets.push({ value: body.clientSecret, by });
    }
    if (route === 'POST /api/sandbox/confirm' && body.paymentIntent) {
      made.paidIntents.push({ value: body.paymentIntent.id, by });
    }
  }

  /** Before a route's run: what it needs that earlier runs used up. */
  const prepare: Record<string, () => Promise<void>> = {
    // A card payment pays orders: the callers' carts placed by card, to open payments for.
    'POST /api/create-checkout-session': async () => {
      // A product of its own: the routes run in the order the server registers them, and
      // the products made at the start may have been deleted by then.
      const { id: product } = await createProduct(t.db, { stock: 100 });
      for (const as of ['buyer', 'seller', 'admin'] as const) {
        const who = callers[as]!;
        await addToCart(t, who, product);
        const res = await placeOrders(t, who, 'card');
        expect(res.statusCode, res.body).toBe(201);
        for (const o of res.json().orders as { number: string }[]) made.orders.push({ value: o.number, by: as });
      }
    },
    // The journey paid for the cart lines made so far: some new ones to delete.
    'DELETE /api/carts/:id': async () => {
      for (let i = 0; i < 3; i++) {
        const { id } = await createProduct(t.db, { stock: 100 });
        const line = await addToCart(t, callers.buyer!, id);
        made.cartLines.push({ value: line.insertedId, by: 'buyer' });
      }
    },
  };

  it('lets valid values through, refuses near-valid ones, never crashes, and changes nothing of anyone else', async () => {
    const mine = [...Object.values(callers), ...targets].flatMap((p) => (p ? [p.id] : []));
    const others = await everyoneBut(mine);
    const before = await othersDigest(others);
    const access = new Map(t.app.accessTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;
    const fuzzed = routes
      .filter(
        (r) =>
          r.method !== 'HEAD' &&
          r.url.startsWith('/api/') &&
          // The sign-in library's own endpoints and the documentation pages have no zod schemas.
          !r.url.startsWith('/api/auth/') &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json' &&
          // A write without a JSON body schema (the multipart upload) has nothing to build values from.
          (r.method === 'GET' || r.method === 'DELETE' || Boolean((r.schema as { body?: unknown } | undefined)?.body)),
      )
      .sort((a, b) => rank(keyOf(a)) - rank(keyOf(b)));
    expect(fuzzed.length).toBeGreaterThan(25);
    expect(fuzzed.map(keyOf)).toEqual(expect.arrayContaining(MUST_SUCCEED));

    const failures: string[] = [];
    const tally = new Map<
      string,
      { valid: number; invalid: number; succeeded: number; answers: Record<string, number> }
    >();

    for (const route of fuzzed) {
      const key = keyOf(route);
      const rule = access.get(key);
      if (!rule) throw new Error(`${key} has no access rule`);
      const zod = Object.fromEntries(
        PARTS.map((p) => [p, (route.schema as Record<Part, z.ZodType | undefined> | undefined)?.[p]]),
      ) as Record<Part, z.ZodType | undefined>;
      const json = Object.fromEntries(PARTS.flatMap((p) => (zod[p] ? [[p, toJsonSchema(zod[p])]] : []))) as Partial<
        Record<Part, JsonSchema>
      >;
      const present = PARTS.filter((p) => json[p]);
      const counts = { valid: 0, invalid: 0, succeeded: 0, answers: {} as Record<string, number> };
      tally.set(key, counts);
      await prepare[key]?.();

      const input = fc.constantFrom(...CALLERS[rule]!).chain((as) => {
        const hint = hints(key, as);
        const validParts = fc.record(
          Object.fromEntries(present.map((p) => [p, valuesOf(json[p]!, hint, [p])])) as Record<
            Part,
            fc.Arbitrary<unknown>
          >,
        );
        const valid = validParts.map((parts) => ({ as, parts, mutated: null as Part | null }));
        if (!present.length) return valid;
        // Exactly one part (and in it, one thing) is wrong.
        const near = fc.tuple(validParts, fc.constantFrom(...present)).chain(([parts, part]) =>
          nearValid(fc.constant(parts[part])).map((wrong) => ({
            as,
            parts: { ...parts, [part]: wrong },
            mutated: part,
          })),
        );
        return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: near, weight: 2 });
      });

      await fc
        .assert(
          fc.asyncProperty(input, async ({ as, parts }) => {
            const who = callers[as];
            // What the server will see: path segments and query values as text, the body through JSON.
            const params = Object.fromEntries(
              [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [
                name!,
                wireText((parts.params as Record<string, unknown> | undefined)?.[name!]) || '-',
              ]),
            );
            // A key given no value is not in the URL at all; given one, it is read as text, not a list.
            const query = Object.fromEntries(
              Object.entries((parts.querystring as Record<string, unknown> | undefined) ?? {}).flatMap(([k, v]) =>
                !Array.isArray(v)
                  ? [[k, wireText(v)]]
                  : v.length
                    ? [[k, v.length === 1 ? wireText(v[0]) : v.map(wireText)]]
                    : [],
              ),
            );
            const payload = parts.body === undefined ? undefined : JSON.stringify(parts.body);
            const body: unknown = payload === undefined ? undefined : JSON.parse(payload);
            const valid =
              accepts(zod.params, params) &&
              accepts(zod.querystring, route.method === 'GET' || zod.querystring ? query : {}) &&
              accepts(zod.body, body);
            counts[valid ? 'valid' : 'invalid'] += 1;

            const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: path + queryString(query),
              headers: {
                ...(who ? who.headers : { origin: t.config.publicUrl }),
                ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(payload !== undefined ? { payload } : {}),
            });
            learn(key, as, res);
            if (res.statusCode < 300) counts.succeeded += 1;
            const code = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
            const seen = `${res.statusCode}${code ? ` ${code}` : ''}`;
            counts.answers[seen] = (counts.answers[seen] ?? 0) + 1;

            const answer = res.statusCode >= 400 ? (res.json() as { message?: string; code?: string }) : {};
            const problem =
              res.statusCode >= 500
                ? 'a server error'
                : valid && res.statusCode === 400 && SCHEMA_REFUSAL.test(answer.message ?? '')
                  ? 'a value its schema accepts was refused as invalid'
                  : valid && (res.statusCode === 401 || (res.statusCode === 403 && answer.code === 'FORBIDDEN'))
                    ? 'a caller its access rule allows was turned away'
                    : !valid && res.statusCode < 400
                      ? 'a value its schema refuses was accepted'
                      : null;
            if (problem) {
              failures.push(
                `${problem}: ${as} ${route.method} ${path.slice(0, 100)} query=${JSON.stringify(query).slice(0, 150)} ` +
                  `body=${(payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
              );
            }
            return problem === null;
          }),
          { seed: SEED, numRuns: SCHEMA_RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((err: unknown) => failures.push(`${key}: ${report(err)}`));
    }

    if (process.env.FUZZ_TALLY) {
      for (const [key, c] of tally) console.info(key, c.valid, c.invalid, c.succeeded, JSON.stringify(c.answers));
    }
    // Soft: one run reports every broken invariant, not only the first.
    expect.soft(failures).toEqual([]);
    const neverValid = [...tally].filter(([, counts]) => !counts.valid).map(([key]) => key);
    expect.soft(neverValid, 'routes no valid value was made for').toEqual([]);
    const neverThrough = MUST_SUCCEED.filter((key) => !tally.get(key)?.succeeded);
    expect.soft(neverThrough, 'routes no valid value got through').toEqual([]);
    expect.soft((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect.soft(await othersDigest(others), "other people's rows changed").toBe(before);
    expect.soft(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect.soft(Object.prototype).not.toHaveProperty('isAdmin');
  }, 120_000);
});

/** Journey routes first, in their order; the others after, as registered. */
function rank(key: string): number {
  const at = JOURNEY.indexOf(key);
  return at === -1 ? JOURNEY.length : at;
}
