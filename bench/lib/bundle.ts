import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys a chunk pulls in statically, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export interface RouteWeight {
  route: string;
  module: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
  /** Manifest keys of everything the route loads first (for "must not contain" checks). */
  keys: string[];
}

/** A build file's size compressed with gzip at level 9. */
export const gzipFileSize = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The English texts beyond the storefront's, which every page but the home page and the shop waits for. */
const ALL_TEXTS = 'src/locales/en/beyond-storefront.ts';

/**
 * What the browser downloads before a route can render: the entry and its static
 * imports, plus the route's lazy module and its static imports, and what else the
 * route waits for (`also`: modules it loads along with its own).
 */
export function routeWeight(
  route: string,
  module: string,
  dist = WEB_DIST,
  manifest = readManifest(dist),
  also: string[] = [],
): RouteWeight {
  // The page's entry, and the loader that asks for it after the first paint (decision 080).
  const entryKey = manifest['index.html'] ? 'index.html' : undefined;
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const loaderKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k !== entryKey);
  for (const key of [module, ...also]) {
    if (!manifest[key]) throw new Error(`module ${key} is not a chunk of its own`);
  }
  const keys = new Set(
    [entryKey, ...(loaderKey ? [loaderKey] : []), module, ...also].flatMap((key) => [...staticClosure(manifest, key)]),
  );
  const jsFiles = [...keys].map((k) => manifest[k]!.file);
  const cssFiles = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return {
    route,
    module,
    jsFiles,
    cssFiles,
    jsGzip: jsFiles.reduce((n, f) => n + gzipFileSize(dist, f), 0),
    cssGzip: cssFiles.reduce((n, f) => n + gzipFileSize(dist, f), 0),
    keys: [...keys],
  };
}

const DASHBOARD_LAYOUT = 'src/components/layouts/dashboard-layout.tsx';

export const ROUTES: { route: string; module: string; also: string[] }[] = [
  { route: '/', module: 'src/app/routes/home.tsx', also: [] },
  // The rows' Add to Cart and the cart's texts come before the shop's first render (decision 078).
  {
    route: '/shop',
    module: 'src/app/routes/shop.tsx',
    also: ['src/features/cart/components/add-to-cart-control.tsx', 'src/locales/en/cart.ts'],
  },
  { route: '/products/:id', module: 'src/app/routes/product.tsx', also: [ALL_TEXTS] },
  { route: '/login', module: 'src/app/routes/login.tsx', also: [ALL_TEXTS] },
  { route: '/register', module: 'src/app/routes/register.tsx', also: [ALL_TEXTS] },
  { route: '/dashboard/carts', module: 'src/app/routes/dashboard/carts.tsx', also: [ALL_TEXTS, DASHBOARD_LAYOUT] },
  {
    route: '/dashboard/payments',
    module: 'src/app/routes/dashboard/payments.tsx',
    also: [ALL_TEXTS, DASHBOARD_LAYOUT],
  },
  {
    route: '/dashboard/adminHome',
    module: 'src/app/routes/dashboard/admin-home.tsx',
    also: [ALL_TEXTS, DASHBOARD_LAYOUT],
  },
  {
    route: '/dashboard/addProduct',
    module: 'src/app/routes/dashboard/add-product.tsx',
    also: [ALL_TEXTS, DASHBOARD_LAYOUT],
  },
];

/** Code that belongs to dashboards and payments, never to the storefront's first load. */
export const DASHBOARD_ONLY = [
  /^src\/app\/routes\/dashboard\//,
  /^src\/features\/(payments|stats|products-admin|admin-users|uploads)\//,
  /node_modules\/(recharts|@stripe|d3-)/,
];
