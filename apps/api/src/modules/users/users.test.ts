import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, paymentItems, payments, products, sessions, users } from '../../../test/tables.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionCookie, signIn, signUp, TEST_PASSWORD, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createProduct } from '../../../test/factories.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => t.close());

let seq = 0;
const freshEmail = (label = 'new') => `${label}-${Date.now().toString(36)}-${seq++}@example.test`;
const json = { 'content-type': 'application/json' };

function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { origin: t.config.publicUrl, ...json, ...headers },
    payload: body,
  });
}

const asUser = (who: SignedIn, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

async function roleOf(id: string) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

describe('POST /api/users', () => {
  it('creates a user account, signs it in and answers its id', async () => {
    const email = freshEmail('shopper');
    const res = await register({ name: 'Nadia Karim', email, password: 'Pill0wcase', role: 'user' });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json();
    expect(insertedId).toEqual(expect.any(String));
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toContain('session_token');

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${email}`,
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual([
      expect.objectContaining({ _id: insertedId, name: 'Nadia Karim', email, role: 'user', image: null }),
    ]);
    expect((await signIn(t, email, 'Pill0wcase')).res.statusCode).toBe(200);
  });

  it("stores a seller's role lower-case, also when sent as 'Seller', and the seller check agrees", async () => {
    const email = freshEmail('seller');
    const res = await register({
      name: 'Green Leaf Pharmacy',
      email,
      password: 'Greenleaf2025',
      role: 'Seller',
    });
    expect(res.statusCode).toBe(201);
    expect(await roleOf(res.json().insertedId)).toBe('seller');
    const headers = { cookie: sessionCookie(res.headers['set-cookie']), origin: t.config.publicUrl };
    const status = await t.app.inject({ method: 'GET', url: `/api/users/seller/${email}`, headers });
    expect(status.json()).toEqual({ seller: true });
  });

  it('never lets anyone register as admin', async () => {
    for (const role of ['admin', 'Admin', 'ADMIN']) {
      const email = freshEmail('climber');
      const res = await register({ name: 'Climber', email, password: 'Climb1ngUp', role });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'role' });
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['password', { password: 'short1' }, 'Password must be at least 8 characters.'],
    ['password', { password: 'onlyletters' }, 'Password must contain at least one number.'],
    ['password', { password: '1234567890' }, 'Password must contain at least one letter.'],
    ['name', { name: 'x'.repeat(81) }, 'Use at most 80 characters for the name.'],
    ['name', { name: '   ' }, 'Enter your name.'],
    ['image', { image: 'javascript:alert(1)' }, 'Enter an image address starting with http:// or https://.'],
    ['image', { image: 'ftp://files.example.com/me.png' }, 'Enter an image address starting with http:// or https://.'],
  ])('refuses a bad %s with a message naming the problem', async (field, change, message) => {
    const res = await register({
      name: 'Valid Name',
      email: freshEmail('bad'),
      password: 'Valid2025pass',
      role: 'user',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message, code: 'VALIDATION_ERROR' });
  });

  it('never fetches a photo from the shop’s own machine or its network, and says the photo could not be loaded', async () => {
    const asked: string[] = [];
    const inside = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(0));
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const port = (inside.address() as AddressInfo).port;
    try {
      for (const image of [
        `http://127.0.0.1:${port}/admin.png`,
        `http://localhost:${port}/admin.png`,
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/photo.png',
      ]) {
        const email = freshEmail('inside');
        const res = await register({ name: 'Inside', email, password: 'Inside2025', role: 'user', image });
        expect(res.statusCode, image).toBe(400);
        expect(res.json()).toMatchObject({ code: 'IMAGE_FETCH_FAILED', field: 'image' });
        expect(res.json().message).toMatch(/could not be loaded.*another address.*empty/);
        expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      }
      expect(asked).toEqual([]);
    } finally {
      await new Promise((r) => inside.close(r));
    }
  });

  it('accepts an empty image as no image', async () => {
    const res = await register({
      name: 'No Photo',
      email: freshEmail(),
      password: 'NoPhoto2025',
      image: '',
      role: 'user',
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const email = freshEmail('taken');
    expect((await register({ name: 'First', email, password: 'First2025', role: 'user' })).statusCode).toBe(201);
    const again = await register({
      name: 'Second',
      email: email.toUpperCase(),
      password: 'Second2025',
      role: 'seller',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('changes nothing when a signed-in person posts their own details (the legacy provider call, docs/api.md)', async () => {
    const me = await signUp(t, { name: 'Provider Person' });
    const res = await register({ email: me.email, name: 'Someone Else', image: 'https://x.example/p.png' }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ insertedId: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: 'Provider Person', image: null, role: 'user' });
  });

  it('never changes the role of an existing account, signed in or not', async () => {
    const me = await signUp(t);
    const asSelf = await register(
      { email: me.email, name: me.name, password: TEST_PASSWORD, role: 'seller' },
      me.headers,
    );
    expect(asSelf.json()).toEqual({ insertedId: null });
    const anonymous = await register({ email: me.email, name: me.name, password: TEST_PASSWORD, role: 'seller' });
    expect(anonymous.statusCode).toBe(409);
    expect(await roleOf(me.id)).toBe('user');
  });

  it("refuses a signed-in person registering someone else's email", async () => {
    const me = await signUp(t);
    const res = await register({ name: 'Other', email: freshEmail(), password: 'Other2025', role: 'user' }, me.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_SIGNED_IN' });
  });
});

describe("the sign-in library's own sign-up (POST /api/auth/sign-up/email)", () => {
  const libSignUp = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, ...json },
      payload,
    });

  it('keeps the password policy and the image rule', async () => {
    const weak = await libSignUp({ name: 'Weak', email: freshEmail(), password: 'passwordonly' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must contain at least one number.');
    const script = await libSignUp({ name: 'Img', email: freshEmail(), password: 'Strong2025', image: 'javascript:x' });
    expect(script.statusCode).toBe(400);
    const long = await libSignUp({ name: 'n'.repeat(81), email: freshEmail(), password: 'Strong2025' });
    expect(long.statusCode).toBe(400);
  });

  it('cannot create an admin', async () => {
    const email = freshEmail('sneaky');
    const res = await libSignUp({ name: 'Sneaky', email, password: 'Sneaky2025', role: 'admin' });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    if (res.statusCode === 200) expect(row?.role).toBe('user');
    else expect(row).toBeUndefined();
  });
});

describe('account names', () => {
  // A line break in a name reaches the plain-text part of every mail the account gets.
  const badNames = ['Eve\r\nBcc: victim@example.test', 'Tab\there', 'Bell\u0007', 'Trailing\n', 'Del\u007f'];

  it('refuse control characters wherever a name is set, and keep the stored name unchanged', async () => {
    const me = await signUp(t, { name: 'Plain Name' });
    for (const name of badNames) {
      const registered = await register({ name, email: freshEmail(), password: 'Strong2025', role: 'user' });
      expect(registered.statusCode, JSON.stringify(name)).toBe(400);
      expect(registered.json().field).toBe('name');
      const library = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: t.config.publicUrl, ...json },
        payload: { name, email: freshEmail(), password: 'Strong2025' },
      });
      expect(library.statusCode, JSON.stringify(name)).toBe(400);
      const updated = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...me.headers, ...json },
        payload: { name },
      });
      expect(updated.statusCode, JSON.stringify(name)).toBe(400);
      const profile = await asUser(me, 'PATCH', '/api/users/me', { name });
      expect(profile.statusCode, JSON.stringify(name)).toBe(400);
    }
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, me.id));
    expect(row?.name).toBe('Plain Name');
    const created = await t.db.select({ name: users.name }).from(users).where(eq(users.name, badNames[0]!));
    expect(created).toEqual([]);
  });
});

describe('GET /api/users', () => {
  it('pages through everyone, newest first, for an admin', async () => {
    const a = await signUp(t, { name: 'Paging Alpha' });
    const b = await signUp(t, { name: 'Paging Beta' });
    const res = await asUser(admin, 'GET', '/api/users?q=Paging&limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(body.items.map((u: { _id: string }) => u._id)).toEqual([b.id]);
    const second = (await asUser(admin, 'GET', '/api/users?q=Paging&limit=1&page=2')).json();
    expect(second.items.map((u: { _id: string }) => u._id)).toEqual([a.id]);
  });

  it('filters by role and searches by email, taking % and _ literally', async () => {
    const s = await signUp(t, { role: 'seller', email: freshEmail('role_filter') });
    const bySeller = (await asUser(admin, 'GET', '/api/users?role=seller&limit=100')).json();
    expect(bySeller.items.every((u: { role: string }) => u.role === 'seller')).toBe(true);
    expect(bySeller.items.some((u: { _id: string }) => u._id === s.id)).toBe(true);
    const literal = (await asUser(admin, 'GET', `/api/users?q=${encodeURIComponent('role_filter')}`)).json();
    expect(literal.items.map((u: { _id: string }) => u._id)).toEqual([s.id]);
    expect((await asUser(admin, 'GET', '/api/users?q=%25%25%25')).json().total).toBe(0);
  });

  it('is refused to everyone but admins', async () => {
    const user = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await asUser(user, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await asUser(seller, 'GET', '/api/users')).statusCode).toBe(403);
  });

  it('rejects a page size above 100', async () => {
    expect((await asUser(admin, 'GET', '/api/users?limit=500')).statusCode).toBe(400);
  });
});

describe('GET /api/users/sellers', () => {
  it('lists only sellers, each with their number of products (not shadowed by /users/:email)', async () => {
    const seller = await signUp(t, { role: 'seller', name: 'Counted Seller' });
    await createProduct(t.db, { sellerId: seller.id });
    await createProduct(t.db, { sellerId: seller.id });
    await signUp(t, { name: 'Counted Shopper' });
    const res = await asUser(admin, 'GET', '/api/users/sellers?q=Counted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ _id: seller.id, role: 'seller', productCount: 2 }] });
  });
});

describe('GET /api/users/:email', () => {
  it('answers a one-item list for yourself, whatever the case of the email', async () => {
    const me = await signUp(t, { name: 'Self Reader' });
    const res = await asUser(me, 'GET', `/api/users/${me.email.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ _id: me.id, name: 'Self Reader', role: 'user' })]);
  });

  it("does not reveal someone else's account to a user or seller, but shows it to an admin", async () => {
    const me = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    const other = await signUp(t);
    expect((await asUser(me, 'GET', `/api/users/${other.email}`)).statusCode).toBe(404);
    expect((await asUser(seller, 'GET', `/api/users/${other.email}`)).statusCode).toBe(404);
    expect((await asUser(me, 'GET', `/api/users/nobody@example.test`)).statusCode).toBe(404);
    const asAdmin = await asUser(admin, 'GET', `/api/users/${other.email}`);
    expect(asAdmin.json()).toEqual([expect.objectContaining({ _id: other.id })]);
    expect((await asUser(admin, 'GET', `/api/users/nobody@example.test`)).statusCode).toBe(404);
  });
});

describe('GET /api/users/admin/:email and /api/users/seller/:email', () => {
  it('tell you your own role', async () => {
    const seller = await signUp(t, { role: 'seller' });
    expect((await asUser(admin, 'GET', `/api/users/admin/${admin.email}`)).json()).toEqual({ admin: true });
    expect((await asUser(admin, 'GET', `/api/users/seller/${admin.email}`)).json()).toEqual({ seller: false });
    expect((await asUser(seller, 'GET', `/api/users/admin/${seller.email}`)).json()).toEqual({ admin: false });
    expect((await asUser(seller, 'GET', `/api/users/seller/${seller.email}`)).json()).toEqual({ seller: true });
  });

  it("answer 404 for anyone else's email, even to an admin", async () => {
    const seller = await signUp(t, { role: 'seller' });
    expect((await asUser(seller, 'GET', `/api/users/admin/${admin.email}`)).statusCode).toBe(404);
    expect((await asUser(admin, 'GET', `/api/users/seller/${seller.email}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/admin/${admin.email}` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/me', () => {
  it('changes your own name and removes your photo', async () => {
    const me = await signUp(t, { name: 'Old Name' });
    const res = await asUser(me, 'PATCH', '/api/users/me', { name: '  New Name  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: me.id, name: 'New Name', image: null });
    const cleared = await asUser(me, 'PATCH', '/api/users/me', { image: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().image).toBeNull();
  });

  it('refuses unsafe photos, long names, empty changes and a role', async () => {
    const me = await signUp(t);
    for (const payload of [
      { image: 'javascript:alert(1)' },
      { image: 'data:image/png;base64,AAAA' },
      { image: '/uploads/../secret' },
      { image: '/uploads/ab/0b6f1c1e-5d4a-4c39-9a51-2f3b6a7c8d9e.webp' },
      { image: 'https://images.example.test/me.webp' },
      { name: 'n'.repeat(81) },
      { name: '' },
      {},
      { role: 'admin' },
    ]) {
      const res = await asUser(me, 'PATCH', '/api/users/me', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await roleOf(me.id)).toBe('user');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/me', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('remembers the language on the account and hands it back with the next sign-in', async () => {
    const me = await signUp(t, { name: 'Rahima' });
    const res = await asUser(me, 'PATCH', '/api/users/me', { locale: 'bn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: me.id, name: 'Rahima', locale: 'bn' });
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, me.id));
    expect(row?.locale).toBe('bn');

    const again = await signIn(t, me.email);
    expect(again.res.statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: again.headers });
    expect(session.json().user.locale).toBe('bn');

    expect((await asUser(me, 'PATCH', '/api/users/me', { locale: 'en' })).json().locale).toBe('en');
  });

  it('refuses a language the shop does not speak, and does not take one at sign-up', async () => {
    const me = await signUp(t);
    for (const locale of ['fr', 'BN', '', 'bn-BD', null]) {
      const res = await asUser(me, 'PATCH', '/api/users/me', { locale });
      expect(res.statusCode, String(locale)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const email = freshEmail('lang');
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl, ...json },
      payload: { name: 'Sneaky', email, password: TEST_PASSWORD, locale: 'bn' },
    });
    expect(signUpRes.statusCode).toBeLessThan(500);
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(row?.locale ?? null).toBeNull();
  });
});

describe('PATCH /api/users/:id', () => {
  it("lets an admin change someone's role, which applies to their very next request", async () => {
    const person = await signUp(t);
    const res = await asUser(admin, 'PATCH', `/api/users/${person.id}`, { role: 'seller' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await asUser(person, 'GET', `/api/users/seller/${person.email}`)).json()).toEqual({ seller: true });
    expect((await asUser(admin, 'PATCH', `/api/users/${person.id}`, { role: 'seller' })).json()).toEqual({
      modifiedCount: 0,
    });
  });

  it('refuses an unknown role', async () => {
    const person = await signUp(t);
    for (const role of ['owner', 'Admin', '']) {
      expect((await asUser(admin, 'PATCH', `/api/users/${person.id}`, { role })).statusCode).toBe(400);
    }
  });

  it('refuses to change your own role (409, not 403)', async () => {
    const second = await signUp(t, { role: 'admin' });
    const res = await asUser(second, 'PATCH', `/api/users/${second.id}`, { role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OWN_ROLE' });
    expect(await roleOf(second.id)).toBe('admin');
  });

  it('answers 404 for a malformed or unknown id', async () => {
    expect((await asUser(admin, 'PATCH', '/api/users/not-an-id', { role: 'user' })).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asUser(admin, 'PATCH', `/api/users/${unknown}`, { role: 'user' })).statusCode).toBe(404);
  });

  it('is refused to a seller or user, and to a visitor, even for their own id', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const user = await signUp(t);
    expect((await asUser(seller, 'PATCH', `/api/users/${seller.id}`, { role: 'admin' })).statusCode).toBe(403);
    expect((await asUser(user, 'PATCH', `/api/users/${user.id}`, { role: 'admin' })).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, payload: { role: 'admin' } });
    expect(visitor.statusCode).toBe(401);
    expect(await roleOf(user.id)).toBe('user');
    expect(await roleOf(seller.id)).toBe('seller');
  });
});

describe('the last admin', () => {
  it('can be neither demoted nor deleted, and two admins demoting each other at once leave one admin', async () => {
    const solo = await createTestApp();
    try {
      const a = await signUp(solo, { role: 'admin' });
      const own = await solo.app.inject({
        method: 'PATCH',
        url: `/api/users/${a.id}`,
        headers: a.headers,
        payload: { role: 'user' },
      });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ code: 'LAST_ADMIN' });
      const del = await solo.app.inject({ method: 'DELETE', url: `/api/users/${a.id}`, headers: a.headers });
      expect(del.statusCode).toBe(409);
      expect(del.json()).toMatchObject({ code: 'LAST_ADMIN' });

      const b = await signUp(solo, { role: 'admin' });
      const [ab, ba] = await Promise.all([
        solo.app.inject({ method: 'PATCH', url: `/api/users/${b.id}`, headers: a.headers, payload: { role: 'user' } }),
        solo.app.inject({ method: 'PATCH', url: `/api/users/${a.id}`, headers: b.headers, payload: { role: 'user' } }),
      ]);
      expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
      const admins = await solo.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the account and ends its sessions; cart goes, products stay shop-owned, payments stay', async () => {
    const seller = await signUp(t, { role: 'seller' });
    const buyer = await signUp(t);
    const product = await createProduct(t.db, { sellerId: seller.id, priceCents: 1250 });
    await t.db.insert(cartItems).values({ userId: seller.id, productId: product.id });
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: seller.id,
        email: seller.email,
        amountCents: 1250,
        provider: 'sandbox',
        transactionId: `tx-${seller.id}`,
        status: 'succeeded',
      })
      .returning();
    await t.db.insert(paymentItems).values({
      paymentId: payment!.id,
      productId: product.id,
      sellerId: seller.id,
      productName: product.name,
      category: product.category,
      quantity: 1,
      unitPriceCents: 1250,
    });
    const token = (await t.app.inject({ method: 'POST', url: '/api/jwt', headers: seller.headers })).json().token;

    const res = await asUser(admin, 'DELETE', `/api/users/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect(await t.db.select().from(users).where(eq(users.id, seller.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, seller.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt', headers: seller.headers })).statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(401);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, seller.id))).toHaveLength(0);
    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({ sellerId: null, priceCents: 1250 });
    const [book] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(book).toMatchObject({ userId: null, email: seller.email, amountCents: 1250, status: 'succeeded' });
    const [line] = await t.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment!.id));
    expect(line).toMatchObject({ sellerId: null, unitPriceCents: 1250, productId: product.id });

    // Someone else's account is untouched.
    expect((await asUser(buyer, 'GET', `/api/users/${buyer.email}`)).statusCode).toBe(200);
    expect((await asUser(admin, 'DELETE', `/api/users/${seller.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete your own account (409) and answers 404 for a malformed id', async () => {
    const second = await signUp(t, { role: 'admin' });
    const own = await asUser(second, 'DELETE', `/api/users/${second.id}`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'OWN_ACCOUNT' });
    expect((await asUser(admin, 'DELETE', '/api/users/42')).statusCode).toBe(404);
  });

  it('is refused to sellers and users', async () => {
    const target = await signUp(t);
    const seller = await signUp(t, { role: 'seller' });
    expect((await asUser(seller, 'DELETE', `/api/users/${target.id}`)).statusCode).toBe(403);
    expect((await asUser(target, 'DELETE', `/api/users/${target.id}`)).statusCode).toBe(403);
    expect(await roleOf(target.id)).toBe('user');
  });
});
