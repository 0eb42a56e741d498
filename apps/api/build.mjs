// Bundles the server into dist/server.js, and the worker that checks prescription pages
// into dist/page-worker.js beside it (it runs in threads of its own). Our workspace packages
// are bundled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@medibazaar/'));

await build({
  entryPoints: { server: 'src/server.ts', 'page-worker': 'src/core/files/page-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((d) => [d, `${d}/*`]),
  logLevel: 'warning',
});
console.log('api: built dist/server.js and dist/page-worker.js');
