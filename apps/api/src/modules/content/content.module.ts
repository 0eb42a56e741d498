import fp from 'fastify-plugin';
import { contentRoutes } from './content.routes.js';
import { siteContentPlugin } from './site-content.plugin.js';

/**
 * The home page's slides, sponsors, notice, hours, footer and simple pages, and the site
 * content every page the server sends carries (`app.siteContent`).
 */
export const contentModule = fp(
  async (app) => {
    await app.register(siteContentPlugin);
    await app.register(contentRoutes, { prefix: '/api' });
  },
  { name: 'content', dependencies: ['sessions', 'openapi'], decorators: { fastify: ['db'] } },
);
