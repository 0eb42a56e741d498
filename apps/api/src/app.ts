import fastifyAccepts from '@fastify/accepts';
import fastifyCookie, { type FastifyCookieOptions, type ParseOptions } from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './core/config.js';
import { openDatabase, statementCounter, type Database } from './db/client.js';
import { badRequest } from './core/http-errors.js';
import { logDestination, logEachRequest, logSafeUrl } from './core/request-log.js';
import { authPlugin } from './modules/auth/sessions.plugin.js';
import { errorsPlugin } from './core/errors.js';
import { openapiPlugin } from './core/openapi.js';
import { limitConnections } from './core/connections.js';
import { securityPlugin } from './core/security.js';
import { rateLimitPlugin } from './core/rate-limit.js';
import { webPlugin } from './core/web.js';
import { jobsPlugin } from './core/jobs.js';
import { ordersModule } from './modules/orders/orders.module.js';
import { assertShopCurrency, shopDataLocation } from './modules/payments/index.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { requestContextPlugin } from './core/request-context.js';
import { authModule } from './modules/auth/auth.module.js';
import { cartsModule } from './modules/carts/carts.module.js';
import { catalogModule } from './modules/catalog/catalog.module.js';
import { sellerProductCount } from './modules/catalog/index.js';
import { healthModule } from './modules/health/health.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { messageSettings } from './modules/notifications/index.js';
import { statsModule } from './modules/stats/stats.module.js';
import { uploadsModule } from './modules/uploads/uploads.module.js';
import { photoToKeep, shownPhoto, type ProfilePhotos } from './modules/uploads/index.js';
import { usersModule } from './modules/users/users.module.js';
import type { UsersNeeds } from './modules/users/index.js';
import { contentModule } from './modules/content/content.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { prescriptionsModule } from './modules/prescriptions/prescriptions.module.js';
import { antibioticRegisterModule } from './modules/antibiotic-register/antibiotic-register.module.js';
import { sellersModule } from './modules/sellers/sellers.module.js';
import { medicineRequestsModule } from './modules/medicine-requests/medicine-requests.module.js';
import { prescriptionRequestsModule } from './modules/prescription-requests/prescription-requests.module.js';
import { cardPaymentFlow } from './flows/card-payment/card-payment.flow-plugin.js';
import { placeOrderFlow } from './flows/place-order/place-order.flow-plugin.js';
import { prescriptionReviewFlow } from './flows/prescription-review/prescription-review.flow-plugin.js';
import { siteMapFlow } from './flows/site-map/site-map.flow-plugin.js';
import { medicineClassFlow } from './flows/medicine-class/medicine-class.flow-plugin.js';
import { sellerLicensingFlow } from './flows/seller-licensing/seller-licensing.flow-plugin.js';
import { recallFlow } from './flows/recall/recall.flow-plugin.js';
import { prescriptionOrderFlow } from './flows/prescription-order/prescription-order.flow-plugin.js';
import { orderReturnFlow } from './flows/order-return/order-return.flow-plugin.js';
import './core/types.js';

export interface BuildOptions {
  /** An already opened (and migrated) database; the app then does not close it. */
  database?: Database;
  /** Sees every route as it is registered, with its schemas (the schema-driven fuzz tests read them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go, in place of the configured destination (tests read them). */
  logStream?: DestinationStream;
  /** Addresses per sitemap file (50 000 unless a test checks the split with fewer). */
  sitemapUrlsPerFile?: number;
}

/**
 * A cookie's value as the sign-in library reads it (so the session reader and the library name
 * the same session): unquoted when it starts with a quote, then percent-decoded if it can be.
 */
function cookieValueText(raw: string): string {
  const value = raw.charCodeAt(0) === 34 ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** How many requests one keep-alive connection carries. */
export const REQUESTS_PER_CONNECTION = 1000;

/**
 * What the users module needs of the modules above it (`UsersNeeds`): every module reads the
 * users table, so the users module imports none of them and the server fills this in. Read
 * when a request asks, once those modules are registered.
 */
function usersNeeds(app: FastifyInstance): UsersNeeds {
  const photos = (): ProfilePhotos => ({
    db: app.db,
    storage: app.imageStorage,
    allowPrivateHosts: app.config.allowPrivateImageHosts,
  });
  return {
    photos: {
      keep: (requested, current, userId) => photoToKeep(photos(), requested, current, userId),
      shown: (image) => shownPhoto(app.imageStorage, image),
    },
    productCount: sellerProductCount,
    productsChanged: () => app.productPages.changed(),
    messageSettings: messageSettings(() => ({
      db: app.db,
      notifications: app.notifications,
      secret: app.config.authSecret,
      limit: (key, rule) => app.attemptLimits.libraryStorage.consume(key, rule),
      resendSeconds: app.config.authRateLimit.phoneCodeResendSeconds,
    })),
  };
}
/** The modules registered last: orders and the modules that need it (stats counts its orders). */
const ORDER_MODULES = [
  prescriptionsModule,
  ordersModule,
  statsModule,
  antibioticRegisterModule,
  medicineRequestsModule,
  prescriptionRequestsModule,
];

/** The flows that take no options, registered after every module. */
const FLOWS = [
  placeOrderFlow,
  cardPaymentFlow,
  prescriptionReviewFlow,
  medicineClassFlow,
  sellerLicensingFlow,
  recallFlow,
  prescriptionOrderFlow,
  orderReturnFlow,
];

/** Builds the whole server: ecosystem plugins, our plugins, then the API modules. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const stream = options.logStream ?? (await logDestination(config));
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Card numbers reach the sandbox processor in request bodies: bodies and card fields are never logged.
            redact: { paths: ['req.body', 'body', 'card', '*.card'], censor: '[redacted]' },
            // Whatever logs a request (Fastify's own messages included) writes its address without secrets.
            serializers: {
              req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
                method: req.method,
                url: logSafeUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
              }),
            },
            ...(stream ? { stream } : {}),
          },
    // One line per request instead (logEachRequest).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      // Node looks for requests past their time only every 30 s by default, which would let a slow
      // client hold a connection far beyond the limit: look four times per limit instead.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.timeouts.requestMs / 4)),
      headersTimeout: config.timeouts.headersMs,
    },
    // No `maxRequestsPerSocket`: past it Node answers 503 on a connection it keeps open, and a client that
    // holds on gets nothing else. The connection is closed after its last answer instead (see below).
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  limitConnections(app.server, config.connections, { behindProxy: Boolean(config.trustProxy) });
  logEachRequest(app);

  // First of all hooks, so it sees every route, the plugins' own included.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  try {
    if (ownsDatabase) await database.migrate();
    // A shop whose payments are in another currency does not start (decision 037).
    await assertShopCurrency(database.db, config.currency, shopDataLocation(config));
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  handBackConnections(app);

  // Each request counts its own SQL statements (read by the statement-budget tests).
  app.addHook('onRequest', (_req, _reply, done) => {
    statementCounter.enterWith({ count: 0, matchCounts: 0 });
    done();
  });
  // Only tests read it: elsewhere it would tell anyone how the shop queries its database.
  if (config.env === 'test') {
    app.addHook('onSend', async (_req, reply) => {
      const store = statementCounter.getStore();
      if (store) {
        reply.header('x-sql-statements', String(store.count));
        reply.header('x-sql-match-counts', String(store.matchCounts));
      }
    });
  }

  // PostgreSQL text cannot hold NUL: a path, query or JSON body carrying one is refused for every
  // route, after the schemas (which name their own fields' rules first) and before any handler.
  app.addHook('preHandler', (req, _reply, done) => {
    for (const [where, value] of [
      ['path', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const field = nulAt(value);
      if (field !== null) {
        return done(
          badRequest(
            `The ${where}${field ? ` field '${field}'` : ''} contains the NUL character (\\u0000), which text cannot hold.`,
            'NUL_CHARACTER',
            field || undefined,
          ),
        );
      }
    }
    done();
  });

  // `req.cookies` (the session reader, the first paint's language) and `req.languages()`.
  // The sign-in library still names, signs and writes its own cookies.
  // The plugin hands `parseOptions` to its parser, though its types name the serializer's options.
  const parseOptions: ParseOptions = { decode: cookieValueText };
  await app.register(fastifyCookie, { parseOptions: parseOptions as FastifyCookieOptions['parseOptions'] });
  await app.register(fastifyAccepts);
  await app.register(errorsPlugin);
  // Who asks and from where, for the audit trail written deep inside services.
  await app.register(requestContextPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config: config.rateLimit });
  // Sessions and access rules, then the API document: before the modules, so both see every route.
  await app.register(authPlugin);
  await app.register(openapiPlugin, { config });
  // The job queue: modules register their recurring jobs on it, and messages wait in it.
  await app.register(jobsPlugin);

  // One plugin per module, each after the modules it depends on (decision 045): its routes
  // under /api and what it decorates the app with.
  // The order follows the module graph (modules/module-graph.test.ts): audit and users first,
  // which every other module reads.
  await app.register(auditModule);
  await app.register(usersModule, { needs: usersNeeds(app) });
  for (const module of [uploadsModule, sellersModule, paymentsModule, catalogModule, notificationsModule]) {
    await app.register(module);
  }
  for (const module of [authModule, healthModule, cartsModule, contentModule]) {
    await app.register(module);
  }
  for (const module of ORDER_MODULES) await app.register(module);
  // Then one plugin per flow, the work that crosses modules (docs/architecture.md, "Flows"): each
  // after the modules it uses, through their index.ts.
  for (const flow of FLOWS) await app.register(flow);
  await app.register(siteMapFlow, { urlsPerFile: options.sitemapUrlsPerFile });

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

/**
 * Where a parsed query or JSON body holds a NUL character, in a key or a text: the field's path
 * (`card.number`, '' for the whole value), or null when it holds none. Raw bodies are not read.
 */
function nulAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || path.split('.').length > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulAt(item, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Connections are handed back rather than held. Shutting down, a keep-alive connection must not
 * stay open once its last answer is sent: Node closes only the connections idle at that moment,
 * and one answering then would hold the shutdown until its keep-alive timeout. Answers sent while
 * closing say `Connection: close`, and whatever is idle afterwards is closed too.
 */
function handBackConnections(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    if (app.server.listening) {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 250).unref();
      app.server.once('close', () => clearInterval(sweep));
    }
    done();
  });
  // A keep-alive connection is handed back after REQUESTS_PER_CONNECTION answers, so no client holds one
  // forever: the last says `Connection: close` and Node closes the connection once it is sent.
  const answered = new WeakMap<object, number>();
  app.addHook('onSend', (req, reply, payload, done) => {
    const socket = req.raw.socket;
    const count = (answered.get(socket) ?? 0) + 1;
    answered.set(socket, count);
    if (closing || count >= REQUESTS_PER_CONNECTION) reply.header('connection', 'close');
    done(null, payload);
  });
}
