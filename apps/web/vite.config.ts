import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { serviceWorker } from './pwa-build.ts';
import { AFTER_PAINT_ENTRY, scriptsAfterPaint } from './scripts-after-paint.ts';

const apiPort = process.env.API_PORT ?? '3001';

// React Router's package points every bundler at its development build (warnings and
// checks included, about a third bigger); a production build takes the production one.
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The storefront's small shared modules: the product card and price, buttons, panels, empty states, labels, the product list and category calls, the lists' Add to Cart (its placeholder; the control loads on use). */
const sharedParts =
  /src[\\/](components[\\/]ui[\\/](button|empty-state|panel)|features[\\/]catalog[\\/](components[\\/](discount-badge|product-card|product-price)|api[\\/]get-(products|categories))|features[\\/]cart[\\/]components[\\/]lazy-add-to-cart|lib[\\/]labels)\.tsx?$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptsAfterPaint(), serviceWorker(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // No modulepreload polyfill in the entry: it would run after the loader has added the page's
    // preloads (decision 080), and every browser the build targets but Safari 16 has modulepreload
    // (without it a module still loads, in its turn).
    modulePreload: { polyfill: false },
    // bench/lib/bundle.ts reads it to measure what each route downloads first.
    manifest: !isSsrBuild,
    // The server-side build (first paints, app/shell.tsx) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // One chunk for the small parts most pages share (decision 047): compressed one file at a
    // time, a dozen files under 1 KB each cost more than their code. Their dependencies (React,
    // the router, queries, the translation layer) come along, as every page needs them anyway.
    // The page's first script is the loader that asks for the app after the first paint (decision 080).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', 'after-paint': AFTER_PAINT_ENTRY },
          output: { codeSplitting: { groups: [{ name: 'shared', test: sharedParts }] } },
        },
  },
}));
