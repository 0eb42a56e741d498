import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../../core/config.js';
import type { Db } from '../../db/client.js';
import { accounts } from './auth.schema.js';

/** How a password becomes what the accounts table keeps, and how a sign-in is checked against it. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * The sign-in library's own scrypt (N 16 384, r 16): about 0.2 s of a core per hash on CI's
 * machine, which is the point of it. Every shop that serves people uses it.
 */
const STANDARD: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * The same scrypt and the same stored shape at a 256th of the work (N 1 024, r 1). Only the API
 * test files' apps use it (loadConfig refuses it outside NODE_ENV=test): they sign up and sign
 * in thousands of times, and at the standard cost that was minutes of the test run (decision 093).
 */
const LIGHT_PARAMS = { N: 1024, r: 1, p: 1 };
const KEY_BYTES = 64;

function lightKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, LIGHT_PARAMS, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const LIGHT: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await lightKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key || !/^[0-9a-f]{128}$/.test(key)) return false;
    return timingSafeEqual(await lightKey(password, salt), Buffer.from(key, 'hex'));
  },
};

export function passwordHasher(kind: PasswordHashing): PasswordHasher {
  return kind === 'light' ? LIGHT : STANDARD;
}

/** Gives an existing user a password sign-in (used for the seeded demo accounts). */
export async function setCredentialPassword(
  db: Db,
  hashing: PasswordHashing,
  userId: string,
  password: string,
): Promise<void> {
  const hash = await passwordHasher(hashing).hash(password);
  await db
    .insert(accounts)
    .values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash })
    .onConflictDoNothing();
}
