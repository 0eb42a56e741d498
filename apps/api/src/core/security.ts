import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { AppConfig } from './config.js';
import { forbidden } from './http-errors.js';
import { crossSiteMessage, shopOrigins } from './origins.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Server-to-server calls that carry their own proof (a signature), never a browser's cookie; and
 * SSLCommerz's notices and the buyer's return from its page (a form its site posts), which the
 * shop never takes at their word: each is checked with SSLCommerz's validation API.
 */
const CROSS_SITE_ALLOWED = new Set([
  '/api/webhooks/stripe',
  '/api/sslcommerz/ipn',
  '/api/sslcommerz/success',
  '/api/sslcommerz/fail',
  '/api/sslcommerz/cancel',
]);

/**
 * Whether a state-changing request comes from a page on another site. Browsers send
 * Origin (and Sec-Fetch-Site) with such requests; API clients with a bearer token
 * usually send neither, and are let through.
 */
function isCrossSite(req: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== '') return !allowedOrigins.has(origin);
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * The headers helmet sets for these options, worked out once: they are the same for
 * every request (no per-request nonces), and building helmet's middleware for each
 * request, as its Fastify wrapper does, cost a few per cent of a page's time.
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...headers];
}

/** Security headers. No inline scripts are allowed; the built app needs none. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const https = opts.config.publicUrl.startsWith('https://');
  // Uploaded images come from the bucket's public address when they live in object storage.
  const storage = opts.config.storage;
  const imageOrigins = storage.kind === 's3' ? [new URL(storage.publicUrl).origin] : [];
  // Stripe.js, its card frames and its API, only when Stripe takes the card payments.
  const stripe = opts.config.payments.provider === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        // The dialog library and the carousels (slide widths) set inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Every picture the shop shows is its own, profile photos included (they are fetched once
        // and stored), so no page can be made to load a third party's tracking pixel.
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: ["'self'", ...stripeScripts, ...(stripe ? ['https://hooks.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The pop-up sign-in window must keep its link to the shop's page to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // On the raw response, as helmet itself sets them: a route may still take one off.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  // Other sites may call the API only when listed in CORS_ORIGINS.
  const { corsOrigins } = opts.config;
  if (corsOrigins.length) {
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }

  // SameSite=Lax already keeps the cookie off most cross-site writes; this refuses the rest.
  const allowedOrigins = new Set(shopOrigins(opts.config));
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (CROSS_SITE_ALLOWED.has(req.url.split('?')[0]!)) return;
    if (isCrossSite(req, allowedOrigins)) {
      throw forbidden(crossSiteMessage(opts.config), 'CROSS_SITE_REQUEST');
    }
  });
});
