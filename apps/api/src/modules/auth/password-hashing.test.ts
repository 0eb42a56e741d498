import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../test/tables.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, signUp, TEST_PASSWORD } from '../../../test/auth.js';
import { passwordHasher, setCredentialPassword } from './password-hashing.js';

async function storedHash(t: TestApp, userId: string) {
  const [row] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row!.password!;
}

describe('a shop as it serves people (standard hashing)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ passwordHashing: 'standard' });
  });
  afterAll(async () => t.close());

  it("keeps a new account's password as the sign-in library's own scrypt hash, and signs in with it", async () => {
    const me = await signUp(t);
    const hash = await storedHash(t, me.id);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: TEST_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: `${TEST_PASSWORD}x` })).toBe(false);
    expect(await passwordHasher('light').verify({ hash, password: TEST_PASSWORD })).toBe(false);
    // And signs in with the right password only.
    expect((await signIn(t, me.email)).res.statusCode).toBe(200);
    expect((await signIn(t, me.email, 'Wrong#pass2025')).res.statusCode).toBe(401);
  });

  it("signs in an account whose hash the library made elsewhere (a seeded demo account's)", async () => {
    const me = await signUp(t);
    await t.db.delete(accounts).where(eq(accounts.userId, me.id));
    await setCredentialPassword(t.db, 'standard', me.id, 'Seeded#pass2025');
    expect(await verifyPassword({ hash: await storedHash(t, me.id), password: 'Seeded#pass2025' })).toBe(true);
    expect((await signIn(t, me.email, 'Seeded#pass2025')).res.statusCode).toBe(200);
  });
});

describe("the tests' light hashing", () => {
  it('is scrypt in the same stored shape, and no hash of one kind passes the other', async () => {
    const light = passwordHasher('light');
    const hash = await light.hash(TEST_PASSWORD);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await light.verify({ hash, password: TEST_PASSWORD })).toBe(true);
    expect(await light.verify({ hash, password: `${TEST_PASSWORD}x` })).toBe(false);
    expect(await verifyPassword({ hash, password: TEST_PASSWORD })).toBe(false);
    expect(await light.verify({ hash: await hashPassword(TEST_PASSWORD), password: TEST_PASSWORD })).toBe(false);
    expect(await light.verify({ hash: 'not a hash', password: TEST_PASSWORD })).toBe(false);
  });

  it("is what a test file's shop uses unless it asks for the standard", async () => {
    const t = await createTestApp();
    try {
      const me = await signUp(t);
      const hash = await storedHash(t, me.id);
      expect(await passwordHasher('light').verify({ hash, password: TEST_PASSWORD })).toBe(true);
      expect((await signIn(t, me.email)).res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
