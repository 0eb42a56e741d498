import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const WORKER_ENTRY = 'src/pwa/service-worker.ts';

/**
 * Builds the service worker (src/pwa/service-worker.ts) into `sw.js` at the build's root,
 * the scope it serves (decision 060). It is built on its own, as one script: bundled with
 * the app, the texts it shares with the page would move into a chunk both import. Its
 * version is a hash of the rest of the build's file names and `index.html`, so a build
 * that changes anything the pages load is a new worker, and one that changes nothing
 * keeps the installed one.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let skip = false;
  return {
    name: 'medibazaar:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      skip = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (skip) return;
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        hash.update(name);
        const file = bundle[name]!;
        if (file.type === 'asset' && name === 'index.html') hash.update(file.source);
      }
      const version = hash.digest('hex').slice(0, 16);
      const output = (await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: { __SHELL_VERSION__: JSON.stringify(version) },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          emptyOutDir: false,
          rolldownOptions: {
            input: path.join(root, WORKER_ENTRY),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
      const script = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!script || script.type !== 'chunk') throw new Error('the service worker build made no script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: script.code });
    },
  };
}
