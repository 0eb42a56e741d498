import Fastify, { type FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { auditModule } from './audit/audit.module.js';
import { authModule } from './auth/auth.module.js';
import { cartsModule } from './carts/carts.module.js';
import { catalogModule } from './catalog/catalog.module.js';
import { contentModule } from './content/content.module.js';
import { healthModule } from './health/health.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { ordersModule } from './orders/orders.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { prescriptionsModule } from './prescriptions/prescriptions.module.js';
import { statsModule } from './stats/stats.module.js';
import { uploadsModule } from './uploads/uploads.module.js';
import { usersModule } from './users/users.module.js';
import { cardPaymentFlow } from '../flows/card-payment/card-payment.flow-plugin.js';
import { placeOrderFlow } from '../flows/place-order/place-order.flow-plugin.js';
import { prescriptionReviewFlow } from '../flows/prescription-review/prescription-review.flow-plugin.js';

/** What fastify-plugin records of a plugin: its name, the plugins and decorations it needs. */
interface PluginMeta {
  name?: string;
  dependencies?: string[];
  decorators?: { fastify?: string[] };
}

const metaOf = (plugin: unknown) => (plugin as Record<symbol, PluginMeta>)[Symbol.for('plugin-meta')] ?? {};

const modules = {
  audit: auditModule,
  auth: authModule,
  carts: cartsModule,
  catalog: catalogModule,
  content: contentModule,
  health: healthModule,
  notifications: notificationsModule,
  orders: ordersModule,
  payments: paymentsModule,
  prescriptions: prescriptionsModule,
  stats: statsModule,
  uploads: uploadsModule,
  users: usersModule,
};

/** The flows' plugins (apps/api/src/flows/<flow>/): named after their folder, needing the modules they use. */
const flows = {
  'place-order': placeOrderFlow,
  'card-payment': cardPaymentFlow,
  'prescription-review': prescriptionReviewFlow,
};

/** Every plugin of a module or a flow, by the name it carries. */
const plugins = { ...modules, ...flows };

/** A plugin that does nothing but carry a name, standing in for the real one. */
const standIn = (name: string) => fp(async () => {}, { name });

/**
 * A bare server holding the decorations a module asks for and stand-ins for every plugin it
 * depends on but `leftOut`, then the module itself.
 */
async function registerWithout(module: FastifyPluginCallback, leftOut: string) {
  const meta = metaOf(module);
  const app = Fastify();
  for (const name of meta.decorators?.fastify ?? []) app.decorate(name, {});
  for (const name of meta.dependencies ?? []) if (name !== leftOut) app.register(standIn(name));
  app.register(module);
  try {
    await app.ready();
  } finally {
    await app.close().catch(() => {});
  }
}

describe('module and flow plugins', () => {
  it('each carry their module’s or flow’s name and need sessions and the API document first', () => {
    for (const [name, module] of Object.entries(plugins)) {
      const meta = metaOf(module);
      expect(meta.name).toBe(name);
      expect(meta.dependencies).toEqual(expect.arrayContaining(['sessions', 'openapi']));
    }
  });

  const cases = Object.entries(plugins).flatMap(([name, module]) =>
    (metaOf(module).dependencies ?? []).map((dependency) => ({ name, module, dependency })),
  );

  it.each(cases)('$name is refused without $dependency', async ({ module, dependency }) => {
    await expect(registerWithout(module as FastifyPluginCallback, dependency)).rejects.toThrow(
      `The dependency '${dependency}'`,
    );
  });

  it.each(Object.entries(plugins))('%s starts with every plugin it depends on', async (_name, module) => {
    // The module's own code is not run here: only that its stated needs are all it checks.
    const meta = metaOf(module);
    const app = Fastify();
    for (const name of meta.decorators?.fastify ?? []) app.decorate(name, {});
    for (const name of meta.dependencies ?? []) app.register(standIn(name));
    app.register(fp(async () => {}, { ...meta, name: `${meta.name ?? ''}-needs` }));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.doUnmock('./notifications/notifications.module.js');
    vi.resetModules();
    await t?.close();
  });

  it('starts with every module in its order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('does not start when a module it needs is left out', async () => {
    // Notifications replaced by a plugin of no name: the auth module, which sends the sign-in
    // library's mails through it, is then refused before it (or anything after it) runs.
    vi.resetModules();
    vi.doMock('./notifications/notifications.module.js', async (importOriginal) => ({
      ...(await importOriginal<Record<string, unknown>>()),
      notificationsModule: fp(async () => {}),
    }));
    const { buildApp } = await import('../app.js');
    await expect(buildApp(t.config, { database: t.database })).rejects.toThrow(
      "The dependency 'notifications' of plugin 'auth' is not registered",
    );
  });
});
