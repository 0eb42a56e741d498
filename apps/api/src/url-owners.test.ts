import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * One owner per URL prefix: a newcomer finds the handler of `/api/<prefix>/…` in the routes files
 * of the module (or flow) that owns it. The owner serving a route is the plugin that registered
 * it (every module and every flow is a named plugin whose routes are registered inside it).
 */

/**
 * Routes of the spec's legacy API that another module serves than the prefix's owner,
 * each for a reason the spec's paths leave no way around.
 */
const LEGACY_EXCEPTIONS: Record<string, string> = {
  // Sign-up is the spec's `POST /users`; it belongs with the sign-in library (auth).
  'POST /api/users': 'auth',
  // Recording a card payment is the spec's `POST /payments`; the card-payment flow does it.
  'POST /api/payments': 'card-payment',
};

/**
 * The steps a flow serves under the prefix of the module whose records they make: the URL is the
 * module's, the work crosses modules and is the flow's. Every other route of the prefix stays
 * its module's, and the test fails when one of these moves and stays listed.
 */
const FLOW_STEPS: Record<string, string> = {
  // Placing orders takes the cart (carts), stock (catalog), a prescription (prescriptions).
  'POST /api/orders': 'place-order',
  // The pharmacist's review puts stock back (catalog), checks the prescription, settles the card.
  'POST /api/orders/:number/review': 'prescription-review',
  // The pharmacy's class changes raise products (catalog) and send their open orders to review (orders).
  'PATCH /api/medicine-references/:id': 'medicine-class',
  'PUT /api/generics/:id/antibiotic': 'medicine-class',
  // An admin's decision on a seller's licence mails the seller (notifications) and drops the kept product pages (catalog).
  'POST /api/seller-licences/:id/approve': 'seller-licensing',
  'POST /api/seller-licences/:id/reject': 'seller-licensing',
  // Accepting a pharmacist's order answers it (prescription-requests) and fills the cart (carts).
  'POST /api/prescription-requests/:id/accept': 'prescription-order',
  // Accepting a buyer's return puts units back in their lots (catalog) and refunds them (orders).
  'POST /api/orders/:number/returns/:id/accept': 'order-return',
};

interface Served {
  route: string;
  prefix: string;
  module: string;
}

/**
 * Each routes plugin's name (the function Fastify names the plugin after) and the module or
 * flow whose folder declares it, read from the source: `export const catalogRoutes` in
 * modules/catalog/… belongs to catalog, `export const cardPaymentRoutes` in
 * flows/card-payment/… to card-payment.
 */
function routesPluginOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const layer of ['./modules/', './flows/']) {
    const root = new URL(layer, import.meta.url);
    for (const owner of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const file of readdirSync(new URL(`${owner.name}/`, root))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const text = readFileSync(new URL(`${owner.name}/${file}`, root), 'utf8');
        for (const [, name] of text.matchAll(/export (?:const|async function|function) (\w+)/g)) {
          if (name!.endsWith('Routes')) owners.set(name!, owner.name);
        }
      }
    }
  }
  return owners;
}

const owners = routesPluginOwners();

/**
 * The module that registered a route: the owner of the routes plugin it was registered in,
 * or the core for the plugins the core registers (the API document and its pages).
 */
function moduleOf(instance: FastifyInstance): string {
  // A plugin that does not encapsulate, registered inside a routes plugin (@fastify/multipart for an
  // upload), joins its name to the chain after the routes plugin's: the owner is the last routes plugin.
  const plugin = instance.pluginName
    .split(' -> ')
    .reverse()
    .find((name) => owners.has(name));
  return plugin ? owners.get(plugin)! : 'core';
}

describe('URL prefixes', () => {
  let t: TestApp;
  const served: Served[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute(this: FastifyInstance, route: RouteOptions) {
          if (!route.url.startsWith('/api/')) return;
          const prefix = route.url.split('/')[2]!;
          for (const method of [route.method].flat()) {
            if (method === 'HEAD') continue;
            served.push({ route: `${method} ${route.url}`, prefix, module: moduleOf(this) });
          }
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the module that registered each route', () => {
    const byRoute = new Map(served.map((s) => [s.route, s.module]));
    expect(byRoute.get('GET /api/products')).toBe('catalog');
    expect(byRoute.get('GET /api/orders')).toBe('orders');
    expect(byRoute.get('GET /api/order-returns')).toBe('orders');
    expect(byRoute.get('GET /api/orders/:number/returns/:id/photos/:photoId')).toBe('orders');
    // Uploads register @fastify/multipart inside their routes plugin; the route is still the module's.
    expect(byRoute.get('POST /api/prescriptions')).toBe('prescriptions');
    expect(byRoute.get('POST /api/users')).toBe('auth');
    expect(byRoute.get('POST /api/create-checkout-session')).toBe('card-payment');
  });

  it('are each served by one module or flow, but for the listed routes', () => {
    const owners = new Map<string, Set<string>>();
    const listed = { ...LEGACY_EXCEPTIONS, ...FLOW_STEPS };
    for (const s of served) {
      if (listed[s.route] === s.module) continue;
      owners.set(s.prefix, (owners.get(s.prefix) ?? new Set()).add(s.module));
    }
    const shared = [...owners].filter(([, modules]) => modules.size > 1).map(([p, m]) => `${p}: ${[...m].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('lists only exceptions that are still served that way', () => {
    const byRoute = new Map(served.map((s) => [s.route, s.module]));
    for (const [route, module] of Object.entries({ ...LEGACY_EXCEPTIONS, ...FLOW_STEPS })) {
      expect(byRoute.get(route), route).toBe(module);
    }
  });
});
