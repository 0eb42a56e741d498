import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

/** Security headers. No inline scripts are allowed; the built app needs none. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const https = opts.config.publicUrl.startsWith('https://');
  // Uploaded images come from the bucket's public address when they live in object storage.
  const storage = opts.config.storage;
  const imageOrigins = storage.kind === 's3' ? [new URL(storage.publicUrl).origin] : [];
  // Stripe.js, its card frames and its API, only when Stripe takes the card payments.
  const stripe = opts.config.payments.provider === 'stripe';
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        // Dialog and carousel libraries set inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile photos may live on the web (an identity provider's, or a link a person gave).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
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
});
