import { AsyncLocalStorage } from 'node:async_hooks';
import { ACCOUNT_LIMITS, type Role } from '@medibazaar/contract';
import { betterAuth, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { bearer, genericOAuth, oauthPopup } from 'better-auth/plugins';
import type { AppConfig } from '../../core/config.js';
import type { Db } from '../../db/client.js';
import { createImageStorage } from '../../core/storage/index.js';
import type { ProfilePhotos } from '../uploads/index.js';
import {
  accounts,
  accountsRelations,
  rateLimits,
  sessions,
  sessionsRelations,
  usersRelations,
  verifications,
} from './auth.schema.js';
import { users } from '../users/index.js';
import type { AttemptLimits, SignInAttempt } from './attempt-limits.js';
import type { Notifications } from '../notifications/index.js';
import { shopOrigins } from '../../core/origins.js';
import { authLogger } from './auth-logger.js';
import { passwordHasher } from './password-hashing.js';
import { phoneSignInPlugins } from './phone-sign-in.js';
import { accountRules, shownPhotos, tidyNewUser } from './account-rules.js';
import {
  accountMails,
  fingerprint,
  RESET_PASSWORD_SECONDS,
  VERIFY_EMAIL_SECONDS,
  type AccountMails,
} from './account-mails.js';

export const CLIENT_IP_HEADER = 'x-medibazaar-client-ip';
const PASSWORD_MIN = ACCOUNT_LIMITS.passwordMin;
const PASSWORD_MAX = ACCOUNT_LIMITS.passwordMax;

/**
 * The role a registration asks for (user or seller), set around the library's
 * sign-up call so the account is created with it in the same insert. Anything
 * else that creates an account (a provider sign-in, the library's own sign-up
 * endpoint) gets role `user`.
 */
export const registrationRole = new AsyncLocalStorage<Extract<Role, 'user' | 'seller'>>();

/**
 * The library endpoints the shop offers over HTTP, as `METHOD /path` under
 * /api/auth. Anything else the library defines, now or after an upgrade, answers
 * 404: roles, accounts and sessions of others are managed through /api/users.
 */
export const OFFERED_ENDPOINTS: ReadonlySet<string> = new Set([
  // Every page asks who is signed in.
  'GET /get-session',
  'POST /sign-in/email',
  'POST /sign-up/email',
  'POST /sign-out',
  // Name and photo, and the password, under the shop's account rules.
  'POST /update-user',
  'POST /change-password',
  // Confirming the email: the link in the mail, and asking for another (limited).
  'GET /verify-email',
  'POST /send-verification-email',
  // A forgotten password: ask for a link by mail (limited), then set a new one with its token.
  'POST /request-password-reset',
  'POST /reset-password',
  // A mobile number and a code by text message: sign in, sign up, or link the number (decision 066).
  'POST /phone-number/send-otp',
  'POST /phone-number/verify',
]);

/** The offered endpoints for this set-up: the pop-up provider's flow when one is configured. */
export function offeredEndpoints(config: Pick<AppConfig, 'signInProvider'>): ReadonlySet<string> {
  const provider = config.signInProvider;
  if (!provider) return OFFERED_ENDPOINTS;
  return new Set([
    ...OFFERED_ENDPOINTS,
    'GET /oauth-popup/start',
    // The provider returns there, by redirect or by posting a form (response_mode=form_post).
    `GET /callback/${provider.id}`,
    `POST /callback/${provider.id}`,
    // Where the library sends a provider failure it cannot hand to the pop-up's opener.
    'GET /error',
  ]);
}

/** Answers a sign-in refused by the attempt limits: 429 with how long to wait. */
function tooManySignIns(retryAfter: number) {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      message: `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      code: 'TOO_MANY_ATTEMPTS',
    },
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * The shop's own rules on the library's endpoints, as hooks on the body the library
 * itself parsed (whatever the request's spelling):
 * - email sign-in goes through the attempt limits, settled by its outcome;
 * - the account a sign-up creates marks its address as the owner's;
 * - a password change ends every other session of the account, asked or not.
 */
function shopRules(config: AppConfig, limits: AttemptLimits, mails: AccountMails): BetterAuthPlugin {
  const attempts = new WeakMap<Request, SignInAttempt>();
  const limited = config.authRateLimit.enabled;
  const clientIp = (ctx: { request?: Request | undefined; headers?: Headers | undefined }) =>
    (ctx.request?.headers ?? ctx.headers)?.get(CLIENT_IP_HEADER) ?? 'unknown';
  const emailIn = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email ? email : null;
  };
  return {
    id: 'medibazaar-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => limited && ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailIn(ctx.body);
            // Server calls are the shop's own code; a body without an email is refused unread.
            if (!ctx.request || !email) return;
            const attempt = await limits.signIn(email, clientIp(ctx));
            if (attempt.refusedFor !== null) throw tooManySignIns(attempt.refusedFor);
            attempts.set(ctx.request, attempt);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => ({
            context: { body: { ...(ctx.body as object), revokeOtherSessions: true } },
          })),
        },
      ],
      after: [
        {
          matcher: (ctx) => limited && ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = ctx.request ? attempts.get(ctx.request) : undefined;
            if (!attempt || !ctx.request) return;
            attempts.delete(ctx.request);
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) return attempt.succeeded();
            // A wrong password stays counted; any other refusal checked no password.
            const code = (returned.body as { code?: string } | undefined)?.code;
            if (code !== 'INVALID_EMAIL_OR_PASSWORD') await attempt.withdrawn();
          }),
        },
        {
          matcher: (ctx) => limited && ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailIn(ctx.body);
            if (email && !isAPIError(ctx.context.returned)) await limits.ownerAddress(email, clientIp(ctx));
          }),
        },
        {
          // The owner hears of every password change (a reset says so through onPasswordReset).
          matcher: (ctx) => ctx.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { token?: unknown; user?: unknown } | undefined;
            if (!returned || isAPIError(returned) || typeof returned !== 'object') return;
            const user = returned.user as { id: string; email: string; name: string; locale?: unknown } | undefined;
            if (!user?.email) return;
            await mails.passwordChanged(
              user,
              `${user.id}:${fingerprint(String(returned.token ?? crypto.randomUUID()))}`,
            );
          }),
        },
      ],
    },
  };
}

function providerPlugins(config: AppConfig): BetterAuthPlugin[] {
  const provider = config.signInProvider;
  if (!provider) return [];
  const plugins: BetterAuthPlugin[] = [oauthPopup()];
  if (provider.kind === 'oidc') {
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: provider.id,
            name: provider.name,
            discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            // The ID token's signature, issuer, audience and nonce are checked
            // against the issuer's published keys before anyone is signed in.
            requireIdTokenVerification: true,
          },
        ],
      }),
    );
  }
  return plugins;
}

/** Mobile-number sign-in (phone-sign-in.ts) with the shop's limits and text messages. */
function phonePlugins(
  db: Db,
  config: AppConfig,
  limits: AttemptLimits,
  notifications: Pick<Notifications, 'sms'>,
): BetterAuthPlugin[] {
  return phoneSignInPlugins({
    db,
    secret: config.authSecret,
    limits,
    rateLimit: config.authRateLimit,
    notifications,
    clientIp: (ctx) => (ctx.request?.headers ?? ctx.headers)?.get(CLIENT_IP_HEADER) ?? 'unknown',
    tooManySignIns,
  });
}

/**
 * The sign-in library on our own database: email + password, sessions in an
 * httpOnly cookie (or a bearer token for API clients), roles on the users table,
 * and the pop-up sign-in provider when one is configured.
 */
export function createAuth(
  db: Db,
  config: AppConfig,
  limits: AttemptLimits,
  notifications: Pick<Notifications, 'mail' | 'sms'>,
  /** The server's logger: the library's warnings go through it (auth-logger.ts). Without one, they are not written. */
  log?: FastifyBaseLogger,
) {
  const mails = accountMails(config, notifications);
  const secure = config.publicUrl.startsWith('https://');
  const provider = config.signInProvider;
  const photos: ProfilePhotos = {
    db,
    storage: createImageStorage(config.storage),
    allowPrivateHosts: config.allowPrivateImageHosts,
  };
  return betterAuth({
    appName: config.shopName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: shopOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      // The library's models by their own names, on our tables, with the relations its joins follow.
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        sessionsRelations,
        accountsRelations,
        usersRelations,
      },
    }),
    user: {
      // Only the shop's own code calls it (linking an email to a phone account, link-email.routes.ts):
      // such an account's stand-in address was never verified, so the new one replaces it at once
      // and its owner is sent the usual link to confirm it.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      // The remembered language rides along in the session so a fresh sign-in gets it back;
      // it is set only through PATCH /api/users/me, never by sign-up.
      additionalFields: {
        locale: { type: 'string', required: false, input: false },
        // Read into every session; set only by the registration hook below and /api/users.
        // No default here: with one the library would quietly drop a role a sign-up asks
        // for rather than refuse it.
        role: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: emailAndPasswordOptions(config, limits, mails),
    // Every sign-up gets a link to confirm its email. Signing in never needs it; paying and
    // ordering do when REQUIRE_EMAIL_VERIFICATION is on (see email-verification.ts).
    emailVerification: {
      sendOnSignUp: true,
      // Following the link proves the address, not the password: whoever registered it may be
      // someone else, who set the password. It confirms the address and signs nobody in (the
      // browser that registered is signed in already); the page invites a sign-in or a reset,
      // and a reset ends every session and the old password.
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => mails.verifyEmail(user, token),
    },
    socialProviders:
      provider?.kind === 'google'
        ? { google: { clientId: provider.clientId, clientSecret: provider.clientSecret, prompt: 'select_account' } }
        : {},
    hooks: { before: accountRules(photos), after: shownPhotos(photos) },
    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            // A sign-up by mobile number names itself in the code's request (checked by accountRules).
            const givenName = (ctx?.body as { name?: unknown } | undefined)?.name;
            const named =
              ctx?.path === '/phone-number/verify' && typeof givenName === 'string' ? givenName.trim() : null;
            return {
              data: {
                ...user,
                ...(await tidyNewUser(photos, { ...user, name: named ?? user.name })),
                role: registrationRole.getStore() ?? 'user',
              },
            };
          },
        },
      },
    },
    rateLimit: {
      enabled: config.authRateLimit.enabled,
      window: 60,
      max: 100,
      // Email sign-in and sign-up have the shop's own limits (attempt-limits.ts), in
      // the same shared store. Reading one's own
      // session is what every page does first; many shoppers behind one address
      // must not be signed out by a shared count.
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/get-session': false,
        // A code that signs in has the sign-in attempt limits (phone-sign-in.ts).
        '/phone-number/verify': false,
        // Each sends a mail: a few per address in 15 minutes.
        '/send-verification-email': { window: 15 * 60, max: 3 },
        '/request-password-reset': { window: 15 * 60, max: 3 },
        '/reset-password': { window: 15 * 60, max: 10 },
      },
      customStorage: limits.libraryStorage,
    },
    advanced: {
      cookiePrefix: 'medibazaar',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // Joins: a session and its person come back from one statement, not two.
      database: { generateId: () => crypto.randomUUID(), joins: true },
      // The bridge in plugins/auth.ts sets this header from Fastify's own view of the
      // client address (which honours TRUST_PROXY); a client cannot forge it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The library skips its origin check when NODE_ENV is test; the shop wants it everywhere.
      disableOriginCheck: false,
    },
    plugins: [
      bearer(),
      shopRules(config, limits, mails),
      ...phonePlugins(db, config, limits, notifications),
      ...providerPlugins(config),
    ],
    logger: log ? authLogger(log, config) : { disabled: true },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Email and password sign-in: lengths, the hashing, and a forgotten password's link. */
function emailAndPasswordOptions(
  config: AppConfig,
  limits: AttemptLimits,
  mails: AccountMails,
): BetterAuthOptions['emailAndPassword'] {
  return {
    enabled: true,
    minPasswordLength: PASSWORD_MIN,
    maxPasswordLength: PASSWORD_MAX,
    password: passwordHasher(config.passwordHashing),
    autoSignIn: true,
    revokeSessionsOnPasswordReset: true,
    // A forgotten password: one link by mail, working once, for 30 minutes; setting the
    // new password ends every session of the account (decision 041).
    resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
    sendResetPassword: async ({ user, token }) => mails.resetPassword(user, token),
    onPasswordReset: async ({ user }, request) => {
      // Only the owner reads the mail a reset link came in: whatever locked the account out is lifted.
      await limits.ownerRecovered(user.email, request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
      await mails.passwordChanged(user, `${user.id}:reset:${Date.now()}`);
    },
  };
}
