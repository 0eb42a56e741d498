import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replaceAll('%SHOP_NAME%', escapeHtml(opts.config.shopName))
    .replace('%CLIENT_CONFIG%', escapeHtml(JSON.stringify(publicClientConfig(opts.config))));
  const manifest = readManifest(dist);
  // One page per storefront route, with that route's code (and the home page's hero
  // image) announced up front, so the browser does not wait for the router to ask.
  const pages = new Map(
    ROUTE_MODULES.map(({ module, extra }) => [module, withPreloads(template, preloadsFor(manifest, module), extra)]),
  );
  const pageFor = (url: string) => {
    const pathname = url.split('?')[0] ?? '/';
    const match = ROUTE_MODULES.find((r) => r.match(pathname));
    return (match && pages.get(match.module)) ?? template;
  };

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // Only hashed build output and public files are served from disk.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=86400');
      }
    },
  });

  app.decorate('sendIndexHtml', (req: FastifyRequest, reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pageFor(req.url)),
  );
});

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROUTE_MODULES: { module: string; match: (pathname: string) => boolean; extra?: string }[] = [
  {
    module: 'src/app/routes/home.tsx',
    match: (p) => p === '/',
    extra: '<link rel="preload" as="image" href="/images/hero/slide-1.webp" fetchpriority="high">',
  },
  { module: 'src/app/routes/shop.tsx', match: (p) => p === '/shop' || p === '/shop/' },
  { module: 'src/app/routes/product.tsx', match: (p) => p.startsWith('/products/') },
];

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The files a route module needs beyond what the entry already loads. */
function preloadsFor(manifest: Manifest, module: string): { js: string[]; css: string[] } {
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry || !manifest[module]) return { js: [], css: [] };
  const loaded = closure(entry);
  const needed = [...closure(module)].filter((k) => !loaded.has(k));
  return {
    js: needed.map((k) => `/${manifest[k]!.file}`),
    css: [...new Set(needed.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
  };
}

function withPreloads(template: string, files: { js: string[]; css: string[] }, extra = ''): string {
  const links = [
    extra,
    ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`),
    ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(f)}">`),
  ]
    .filter(Boolean)
    .join('\n    ');
  return links ? template.replace(/(\s*)<\/head>/, `$1  ${links}$1</head>`) : template;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: (req: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}
