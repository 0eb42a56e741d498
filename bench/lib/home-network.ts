import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipFileSize, WEB_DIST } from './bundle.js';

/** How long the network stays quiet before a page counts as idle (Playwright's `networkidle` too). */
const QUIET_MS = 500;

/** The home page's carousels' code, which it fetches once live. */
export const CAROUSELS = /^assets\/carousel-/;

interface ScriptsOptions {
  viewport?: { width: number; height: number };
  dist?: string;
  /** A script the page fetches once live (the home page's carousels): the count goes on until it is asked for. */
  after?: RegExp;
}

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
  { viewport = { width: 1280, height: 900 }, dist = WEB_DIST, after }: ScriptsOptions = {},
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
    let pending = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      pending++;
      lastActivity = Date.now();
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the app fetches once it has taken over the painted page counts too (a Bangla page's texts
    // come first, then the carousels), up to the network's next quiet half-second, however long a
    // busy machine takes to get there: Playwright's network idle can come between the two.
    await page.locator('#root > [data-first-paint]').waitFor({ state: 'detached', timeout: 60_000 });
    const deadline = Date.now() + 60_000;
    while (after && !files.some((file) => after.test(file))) {
      if (Date.now() > deadline) throw new Error(`${url} fetched no script matching ${after} within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { jsFiles: files, jsGzip: files.reduce((n, f) => n + gzipFileSize(dist, f), 0) };
  } finally {
    await context.close();
  }
}
