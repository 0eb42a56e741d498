import { isLanguage, LANGUAGES, type Language } from '@medibazaar/contract';
import { escapeHtml, withEarlyLinks } from './web-html.js';

/**
 * A page's head as the web app works it out (apps/web/src/app/page-head.ts): what search engines
 * and link previews read. This file writes it into the page the server sends.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path and query when search engines should list it, else null. */
  canonical: string | null;
  structuredData: object[];
  /**
   * The picture the page shows largest (a product's), preloaded at high priority so it paints
   * with the page's text rather than after the page's code. Absent on pages without one.
   */
  largestImage?: string | null;
}

/** The picture types a preload names, so a browser that cannot show one does not fetch it. */
const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The preload of a page's largest picture: its address, its type when the name tells it. */
function imagePreloadTag(src: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(src.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${type ? ` type="${type}"` : ''} fetchpriority="high">`;
}

/** The query parameter that asks for a page in one language: `?lang=bn`. */
const LANGUAGE_PARAM = 'lang';

/** The language a page's address asks for (`?lang=`), if any. */
export function languageAsked(search: string | undefined): Language | null {
  if (!search) return null;
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

/** The query without the language parameter, as it decides what the page shows. */
export function queryBesidesLanguage(search: string | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  return params.toString();
}

/** An address of the page in one language: its own, with `lang` set. */
function inLanguage(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/**
 * The head's tags. A listed page names its own address as canonical (with `?lang=` when the
 * address asked for a language, so each language's page is its own), its page in each language
 * (`hreflang`) and the address without a language as the default, which answers in the reader's
 * language. A page that is not listed asks search engines not to index it. `early`: the preload of
 * the page's largest picture, which goes first in the head (withEarlyLinks).
 */
export function headTags(head: PageHead, origin: string, language: Language, asked: boolean): HeadTags {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:locale" content="${language === 'bn' ? 'bn_BD' : 'en_US'}">`,
  ];
  if (head.canonical) {
    const own = asked ? inLanguage(origin, head.canonical, language) : new URL(head.canonical, origin).href;
    tags.push(
      `<link rel="canonical" href="${escapeHtml(own)}">`,
      `<meta property="og:url" content="${escapeHtml(own)}">`,
      ...LANGUAGES.map(
        (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(inLanguage(origin, head.canonical!, l))}">`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(new URL(head.canonical, origin).href)}">`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  for (const data of head.structuredData) {
    // A data block, never run: `<` escaped so no text in it can close the element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  return { early: head.largestImage ? [imagePreloadTag(head.largestImage)] : [], late: tags.join('\n    ') };
}

/** A page's head tags: those that go first in the head, and the rest, which go last. */
export interface HeadTags {
  early: string[];
  late: string;
}

/** The page with the head's tags in place of the template's title and description (none: the page as it is). */
export function withHead(page: string, tags: HeadTags | null): string {
  if (!tags) return page;
  const bare = page.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  return withEarlyLinks(bare, tags.early).replace(/(\s*)<\/head>/, `$1  ${tags.late}$1</head>`);
}
