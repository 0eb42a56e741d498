// How the server is bundled, for `npm run build` (dist/) and for the tests that start it as a
// process of its own (test/server-bundle.ts). Our workspace packages are bundled in; every npm
// dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@medibazaar/'));

/**
 * esbuild's options for the server (server.js) and the worker that checks prescription pages
 * (page-worker.js, run in threads of its own) in `outdir`. The server finds the web build and
 * the migrations relative to itself, so `outdir` must be a folder directly inside apps/api.
 */
export function serverBuildOptions(outdir: string): BuildOptions {
  return {
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
    entryPoints: { server: 'src/server.ts', 'page-worker': 'src/core/files/page-worker.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: external.flatMap((d) => [d, `${d}/*`]),
    logLevel: 'warning',
  };
}
