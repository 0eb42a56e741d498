import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { publicClientConfig } from '../lib/client-config.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Serves the built web app: hashed assets cached for a year, index.html never
 * cached, and index.html for every other GET so client-side routes load.
 * The public client configuration rides in a meta tag: no inline script, so the
 * Content-Security-Policy can forbid them.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const dist = opts.config.webDistDir;
  if (!dist) return;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const indexHtml = template
    .replaceAll('%SHOP_NAME%', escapeHtml(opts.config.shopName))
    .replace('%CLIENT_CONFIG%', escapeHtml(JSON.stringify(publicClientConfig(opts.config))));

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // Only hashed build output and public files are served from disk.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });

  app.decorate('sendIndexHtml', (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: (reply: FastifyReply) => FastifyReply;
  }
}
