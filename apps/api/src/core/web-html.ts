import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_PAINT_DATA_ID } from '@medibazaar/contract';
import type { FastifyRequest } from 'fastify';

/** Text made safe inside HTML, in an element or an attribute's double or single quotes. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A painted page: its markup, and the API answers it was rendered with. */
export interface Painted {
  html: string;
  answers: Record<string, unknown>;
  /** The API answered 404 to a read the page made: what the page shows does not exist. */
  missing: boolean;
}

/**
 * Puts a first paint into a page, inert until the app renders over it (`inLanguage` then
 * sets its language). The API answers it was rendered with ride along as JSON (a data block, not a
 * script: the Content-Security-Policy still forbids inline scripts), so the app does
 * not ask for them again (`apps/web/src/lib/api-client.ts`).
 */
export function fillRoot(page: string, { html, answers }: Painted): string {
  // Inert: a press on a control that cannot act yet is not lost silently (links and
  // buttons come alive a moment later, when the app has rendered).
  return withAnswers(
    page.replace('<div id="root"></div>', () => `<div id="root"><div inert data-first-paint>${html}</div></div>`),
    answers,
  );
}

/**
 * Puts API answers into a page, as one JSON data block right after the root (`json`:
 * answers already written as JSON). The app reads each once instead of asking.
 */
export function withAnswers(page: string, answers: Record<string, unknown>, json: Record<string, string> = {}): string {
  const entries = [
    ...Object.entries(answers).map(([url, body]) => `${JSON.stringify(url)}:${JSON.stringify(body)}`),
    ...Object.entries(json)
      .filter(([url]) => !(url in answers))
      .map(([url, body]) => `${JSON.stringify(url)}:${body}`),
  ];
  if (!entries.length) return page;
  // `<` escaped: no text in an answer (a product's name) can close the block.
  const data = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">{${entries.join(',').replace(/</g, '\\u003c')}}</script>`;
  const at = page.indexOf('</body>');
  return at === -1 ? page + data : page.slice(0, at) + data + page.slice(at);
}

/**
 * Tags put first in a page's head, right after its charset: the picture a page paints largest is
 * asked for in the browser's first batch of requests, before the page's code and stylesheet take
 * every connection (HTTP/1.1 gives a browser six per server).
 */
export function withEarlyLinks(page: string, tags: string[]): string {
  const links = tags.filter(Boolean).join('\n    ');
  if (!links) return page;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(page);
  if (charset) {
    const at = charset.index + charset[0].length;
    return `${page.slice(0, at)}\n    ${links}${page.slice(at)}`;
  }
  return page.replace(/<head>/, () => `<head>\n    ${links}`);
}

/** Tags put at the end of a page's head, one a line. */
export function withLinks(page: string, tags: string[]): string {
  const links = tags.filter(Boolean).join('\n    ');
  return links ? page.replace(/(\s*)<\/head>/, `$1  ${links}$1</head>`) : page;
}

/** A page in each encoding a browser may ask for, each compressed when first asked for. */
export interface EncodedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * `best` for the pages the server keeps (compressed once, sent many times); `fast`
 * for a page painted for one request.
 */
export function encodedPage(html: string, effort: 'best' | 'fast' = 'best'): EncodedPage {
  const body = Buffer.from(html);
  const best = effort === 'best';
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity: html,
    get br() {
      return (br ??= brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5 },
      }));
    },
    get gzip() {
      return (gzip ??= gzipSync(body, { level: best ? 9 : 6 }));
    },
  };
}

/** Brotli when the browser takes it, else gzip, else none (q=0 refuses an encoding), whatever order it lists them in. */
export function pickEncoding(req: Pick<FastifyRequest, 'encoding'>): 'br' | 'gzip' | null {
  if (req.encoding(['br'])) return 'br';
  if (req.encoding(['gzip'])) return 'gzip';
  return null;
}
