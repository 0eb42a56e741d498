import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { hashPassword } from 'better-auth/crypto';
import { admin, bearer } from 'better-auth/plugins';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/index.js';

export const CLIENT_IP_HEADER = 'x-medibazaar-client-ip';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The sign-in library on our own database: email + password, sessions in an
 * httpOnly cookie (or a bearer token for API clients), roles on the users table.
 */
export function createAuth(db: Db, config: AppConfig) {
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: config.shopName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...config.corsOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: { modelName: 'users' },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
    },
    rateLimit: {
      enabled: config.env !== 'test',
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'medibazaar',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => crypto.randomUUID() },
      // The bridge in plugins/auth.ts sets this header from Fastify's own view of the
      // client address (which honours TRUST_PROXY); a client cannot forge it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Gives an existing user a password sign-in (used for the seeded demo accounts). */
export async function setCredentialPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db
    .insert(accounts)
    .values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash })
    .onConflictDoNothing();
}
