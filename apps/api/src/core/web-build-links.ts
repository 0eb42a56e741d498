import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, withEarlyLinks, withLinks } from './web-html.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
  /** The chunk's name: its module's file name, also when the chunk is shared (no `src`). */
  name?: string;
}
/** Vite's build manifest: which files each module of the web app's build needs. */
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The app's entry: the page's (`index.html`). The build's other entry is the loader that asks
 * for the app after the first paint (decision 080), which imports nothing.
 */
const appEntryKey = (manifest: Manifest) =>
  manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k]!.isEntry);

/**
 * The files a route module needs beyond what the entry already loads, with those of the modules it
 * loads itself before its first render (`alsoLoads`).
 */
export function preloadsFor(
  manifest: Manifest,
  module: string,
  ...alsoLoads: string[]
): { js: string[]; css: string[] } {
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = appEntryKey(manifest);
  if (!entry || !manifest[module]) return { js: [], css: [] };
  const loaded = closure(entry);
  const wanted = new Set<string>();
  for (const key of [module, ...alsoLoads]) closure(key, wanted);
  const needed = [...wanted].filter((k) => !loaded.has(k));
  return {
    js: needed.map((k) => `/${manifest[k]!.file}`),
    css: [...new Set(needed.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
  };
}

/** The head's list of the modules the loader asks for after the first paint (apps/web/src/app/after-paint.ts). */
const MODULES_AFTER_PAINT = /(<meta name="modules-after-paint" content=")([^"]*)(")/;

/**
 * The page template with a route module's files announced in its head, and `early` tags (the page's
 * largest picture) first of all. Its stylesheets are linked, as the painted page needs them; its
 * modules join the list the loader asks for once the page is painted (decision 080), or, in a
 * template without that list, are preloaded from the head.
 */
export function withPreloads(template: string, files: { js: string[]; css: string[] }, early = ''): string {
  const afterPaint = MODULES_AFTER_PAINT.test(template);
  const page = afterPaint
    ? template.replace(MODULES_AFTER_PAINT, (_, open: string, list: string, close: string) =>
        [open, [list, ...files.js.map(escapeHtml)].filter(Boolean).join(' '), close].join(''),
      )
    : template;
  return withLinks(withEarlyLinks(page, [early]), [
    ...(afterPaint ? [] : files.js.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`)),
    ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(f)}">`),
  ]);
}

/** The module that loads the Bengali font's stylesheet when the app turns to Bangla (apps/web/src/lib/bengali-font.ts). */
const BENGALI_FONT_MODULE = 'src/lib/bengali-font.ts';

/**
 * The tags that give a Bangla page its font from the start: the font's stylesheet (the one the app
 * would load itself; it sees it in place and does not load it again) and its file, preloaded, as
 * the stylesheet asks for it only once the page is laid out. None when the build has no such font.
 */
export function bengaliFontLinks(manifest: Manifest): string[] {
  // Its own entry while only the language switch imports it; a shared chunk ('_bengali-font-….js',
  // named after the module) once pages that show Bangla names in any language import it too.
  const chunk =
    manifest[BENGALI_FONT_MODULE] ??
    Object.entries(manifest).find(([key, c]) => key.startsWith('_') && c.name === 'bengali-font' && c.css)?.[1];
  if (!chunk) return [];
  const fonts = (chunk.assets ?? []).filter((f) => f.endsWith('.woff2'));
  return [
    ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(f)}">`),
    ...(chunk.css ?? []).map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}">`),
  ];
}
