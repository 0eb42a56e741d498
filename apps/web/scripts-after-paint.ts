import type { Plugin } from 'vite';

/** The loader that asks for the app's code after the first paint (src/app/after-paint.ts). */
export const AFTER_PAINT_ENTRY = 'src/app/after-paint.ts';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Rewrites the built `index.html` so its scripts come after the first paint (decision 080): the
 * entry's `<script type="module">` and its `modulepreload` links leave the page, listed instead in
 * a `modules-after-paint` meta (the entry first) that the loader reads; the loader is the page's
 * one script. The stylesheets stay where they are: the painted page needs them.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'medibazaar:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const loader = Object.values(ctx.bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(AFTER_PAINT_ENTRY),
        );
        if (!loader) throw new Error(`the build has no chunk for ${AFTER_PAINT_ENTRY}`);
        const entries: string[] = [];
        const imports: string[] = [];
        const page = html
          .replace(MODULE_SCRIPT, (_, src: string) => (src.includes(loader.fileName) ? _ : (entries.push(src), '')))
          .replace(MODULE_PRELOAD, (_, href: string) => (imports.push(href), ''));
        if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts, not 1`);
        const tags =
          `    <meta name="modules-after-paint" content="${[...entries, ...imports].join(' ')}">\n` +
          `    <script type="module" crossorigin src="/${loader.fileName}"></script>\n`;
        return page.replace(/(\s*)<\/head>/, (_, space: string) => `\n${tags}${space.replace(/^\n/, '')}</head>`);
      },
    },
  };
}
