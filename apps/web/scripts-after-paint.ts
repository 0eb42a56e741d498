import type { Plugin } from 'vite';

/**
 * The entry's module script and its modulepreload links asked for with `fetchpriority="low"`
 * (decision 076): every storefront page is painted by the server with its content, so on a slow
 * connection the stylesheet and the page's largest picture should have the bandwidth first, and
 * the code that makes the page interactive come right after. The server marks a route's own
 * preloads the same way (apps/api/src/core/web-build-links.ts).
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'medibazaar:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written its own script and preload tags.
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
