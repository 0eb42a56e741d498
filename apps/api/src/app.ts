import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase, statementCounter, type Database } from './db/client.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authPlugin, authRoutes } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { jwtRoutes } from './modules/auth/auth.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { securityPlugin } from './plugins/security.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { webPlugin } from './plugins/web.js';
import { productsAdminRoutes } from './modules/catalog/products-admin.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { uploadsPlugin } from './modules/uploads/uploads.plugin.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { cartRoutes } from './modules/carts/carts.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import './types.js';

export interface BuildOptions {
  /** An already opened (and migrated) database; the app then does not close it. */
  database?: Database;
}

/** Builds the whole server: ecosystem plugins, our plugins, then the API modules. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : // Card numbers reach the sandbox processor in request bodies: bodies and card fields are never logged.
          { level: config.logLevel, redact: { paths: ['req.body', 'body', 'card', '*.card'], censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) await database.migrate();
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  // Each request counts its own SQL statements (read by the statement-budget tests).
  app.addHook('onRequest', (_req, _reply, done) => {
    statementCounter.enterWith({ count: 0 });
    done();
  });
  if (config.env !== 'production') {
    app.addHook('onSend', async (_req, reply) => {
      const store = statementCounter.getStore();
      if (store) reply.header('x-sql-statements', String(store.count));
    });
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config: config.rateLimit });
  await app.register(authPlugin);
  // Before the routes, so it sees every one of them.
  await app.register(openapiPlugin, { config });
  await app.register(uploadsPlugin);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(healthRoutes);
      await api.register(jwtRoutes);
      await api.register(usersRoutes);
      await api.register(cartRoutes);
      await api.register(paymentRoutes);
      await api.register(catalogRoutes);
      await api.register(productsAdminRoutes);
      await api.register(uploadsRoutes);
      await api.register(statsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { config });

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && req.method === 'GET' && app.sendIndexHtml) return app.sendIndexHtml(req, reply);
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${req.method} ${req.url.split('?')[0]}`,
      code: 'ROUTE_NOT_FOUND',
    });
  });

  return app;
}
