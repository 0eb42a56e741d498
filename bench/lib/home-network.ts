import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipFileSize, WEB_DIST } from './bundle.js';

export interface NetworkWeight {
  /** The build's script files the page fetched, in the order they were asked for. */
  jsFiles: string[];
  /** Their size compressed with gzip (level 9), as `routeWeight` counts them. */
  jsGzip: number;
}

/**
 * Everything a page downloads as JavaScript by network idle, in a real browser: the
 * first load and whatever it fetches right after (carousels, texts, add-to-cart), with
 * no scrolling. Only files of the build count; each is weighed from `dist` so the
 * figure is the same however the server compresses it.
 */
export async function scriptsByNetworkIdle(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
  dist = WEB_DIST,
): Promise<NetworkWeight> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const files: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() !== 'script') return;
      const file = new URL(req.url()).pathname.replace(/^\//, '');
      if (existsSync(path.join(dist, file)) && !files.includes(file)) files.push(file);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { jsFiles: files, jsGzip: files.reduce((n, f) => n + gzipFileSize(dist, f), 0) };
  } finally {
    await context.close();
  }
}
