import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== '.vite') yield* files(full);
    } else if (COMPRESSIBLE.test(entry)) yield full;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of
 * the build, at the highest levels: the server sends whichever the browser accepts
 * without compressing anything while it serves.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'medibazaar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The server-side build (app/shell.tsx) is read from disk, never sent.
      if (config.build.ssr) outDir = '';
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of files(outDir)) {
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
