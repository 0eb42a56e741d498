import Fastify, { type FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { flowPlugins as flows, metaOf, modulePlugins as modules } from '../../test/plugins.js';

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
