import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from './config.js';
import { HttpError } from './http-errors.js';

/** Load balancers poll the health check; pages and static files are not API calls. */
function exempt(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0]!;
  if (path !== '/api' && !path.startsWith('/api/')) return true;
  return path === '/api/health' || path.startsWith('/api/health/');
}

/**
 * A per-address request budget for the API. With a Redis address the counts are
 * shared by every instance behind the load balancer; without one each instance
 * counts in memory. Sign-in attempts have their own, stricter limiter (modules/auth).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { config: RateLimitConfig }) => {
  const { config } = opts;
  if (!config.enabled) return;
  let redis: Redis | null = null;
  if (config.redisUrl) {
    // Fail fast rather than queue: a request must not wait for Redis to come back.
    redis = new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.max,
    timeWindow: config.windowSeconds * 1000,
    hook: 'onRequest',
    allowList: (req) => exempt(req),
    ...(redis ? { redis, nameSpace: 'medibazaar:rate:' } : {}),
    // A Redis outage must not take the shop down with it: requests pass uncounted.
    skipOnError: true,
    errorResponseBuilder: (_req, context) =>
      new HttpError(
        429,
        `Too many requests from your address. Please wait ${context.after} and try again.`,
        'RATE_LIMITED',
      ),
  });
});
