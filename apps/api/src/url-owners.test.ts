import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * One module per URL prefix: a newcomer finds the handler of `/api/<prefix>/…` in that
 * module's routes files. The module serving a route is the plugin that registered it
 * (every module is a named plugin whose routes are registered inside it).
 */

/**
 * Routes of the spec's legacy API that another module serves than the prefix's owner,
 * each for a reason the spec's paths leave no way around.
 */
const LEGACY_EXCEPTIONS: Record<string, string> = {
  // Sign-up is the spec's `POST /users`; it belongs with the sign-in library (auth).
  'POST /api/users': 'auth',
  // Recording a card payment is the spec's `POST /payments`; the card flow does it.
  'POST /api/payments': 'checkout',
};

interface Served {
  route: string;
  prefix: string;
  module: string;
}

/**
 * Each routes plugin's name (the function Fastify names the plugin after) and the module
 * whose folder declares it, read from the source: `export const catalogRoutes` in
 * modules/catalog/… belongs to catalog.
 */
function routesPluginOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const root = new URL('./modules/', import.meta.url);
  for (const module of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const file of readdirSync(new URL(`${module.name}/`, root))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(new URL(`${module.name}/${file}`, root), 'utf8');
      for (const [, name] of text.matchAll(/export (?:const|async function|function) (\w+)/g)) {
        if (name!.endsWith('Routes')) owners.set(name!, module.name);
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
  const plugin = instance.pluginName.split(' -> ').at(-1)!;
  return owners.get(plugin) ?? 'core';
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
    expect(byRoute.get('POST /api/users')).toBe('auth');
  });

  it('are each served by one module, but for the listed legacy routes', () => {
    const owners = new Map<string, Set<string>>();
    const listed = LEGACY_EXCEPTIONS;
    for (const s of served) {
      if (listed[s.route] === s.module) continue;
      owners.set(s.prefix, (owners.get(s.prefix) ?? new Set()).add(s.module));
    }
    const shared = [...owners].filter(([, modules]) => modules.size > 1).map(([p, m]) => `${p}: ${[...m].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('lists only exceptions that are still served that way', () => {
    const byRoute = new Map(served.map((s) => [s.route, s.module]));
    for (const [route, module] of Object.entries(LEGACY_EXCEPTIONS)) {
      expect(byRoute.get(route), route).toBe(module);
    }
  });
});
