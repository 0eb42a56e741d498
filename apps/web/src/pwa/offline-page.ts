import type { Language } from '@medibazaar/contract';
import { offline as bn } from '../locales/bn/offline';
import { offline as en } from '../locales/en/offline';

const TEXTS: Record<Language, { title: string; text: string; retry: string }> = { en, bn };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page the service worker answers a navigation with when the network is gone, in
 * the reader's language. It stands alone: its styles are inline and it runs no script
 * (the Content-Security-Policy forbids inline scripts), and the one picture it shows is
 * stored when the worker installs. "Try again" loads the address asked for again.
 */
export function offlinePageHtml(language: Language, shopName: string): string {
  const { title, text, retry } = TEXTS[language];
  return `<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f766e">
<title>${escapeHtml(shopName)} | ${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Noto Sans Bengali',sans-serif;background:#f8fafc;color:#1f2d3a}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{color:#475569;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f766e;color:#fff;text-decoration:none;font-weight:600;min-height:44px;box-sizing:border-box}
a:focus-visible{outline:3px solid #1f2d3a;outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/favicon.svg" width="64" height="64" alt="${escapeHtml(shopName)}">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a href="">${escapeHtml(retry)}</a>
</main>
</body>
</html>
`;
}
