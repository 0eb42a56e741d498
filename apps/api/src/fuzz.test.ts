import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUp, type SignedIn } from '../test/auth.js';
import { createCatalogBasics, createProduct } from '../test/factories.js';
import { addToCart, confirm, openCheckout } from './modules/payments/payments.test-helpers.js';

/**
 * Every registered /api route, called with generated path parameters, queries and
 * bodies: the contract's own field names with values of every type, and hostile
 * input beyond it (huge and unicode strings, prototype-pollution keys, wrong types).
 * Whatever comes in, the answer is never a 5xx, the server keeps answering, and
 * nothing that belongs to someone else changes.
 */
const RUNS_PER_ROUTE = 30;
const SEED = 20_260_811;

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
let attacker: SignedIn;
let victim: SignedIn;
let seller: SignedIn;
let known: string[];

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

/** Rows people other than the attacker own, as one digest. */
async function othersDigest(): Promise<string> {
  const tables = await Promise.all([
    t.db.execute(sql`select id, name, email, role, image, banned from users where id <> ${attacker.id} order by id`),
    t.db.execute(sql`select * from products order by id`),
    t.db.execute(sql`select * from categories order by name`),
    t.db.execute(sql`select * from cart_items where user_id <> ${attacker.id} order by id`),
    t.db.execute(sql`select * from payments where user_id is distinct from ${attacker.id} order by id`),
    t.db.execute(sql`select pi.* from payment_items pi order by pi.id`),
  ]);
  const rows = tables.map((r) => (r as unknown as { rows: unknown[] }).rows);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

beforeAll(async () => {
  t = await createTestApp();
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
}, 60_000);
afterAll(async () => t.close());

describe('fuzzing every API route', () => {
  it('never answers 5xx, keeps serving, and changes nothing of anyone else', async () => {
    const routes = t.app.accessTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const before = await othersDigest();
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
              url: path,
              query: input.query,
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
        .catch((err: unknown) => {
          if (!failures.length) failures.push(`${route.method} ${route.url}: ${String(err).slice(0, 300)}`);
        });
    }

    expect(failures).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await othersDigest(), "other people's rows changed").toBe(before);
    // Prototype pollution through a parsed body would show up on every object.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  }, 120_000);
});
