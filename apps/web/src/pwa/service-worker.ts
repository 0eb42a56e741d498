/**
 * The shop's service worker, served at `/sw.js` (the whole site is its scope). The
 * rules of what it stores are `cache-rules.ts`; the build writes the version in
 * (`pwa-build.ts`), so every build is a new worker with caches of its own.
 */
import { LANGUAGE_COOKIE, type Language } from '@medibazaar/contract';
import { cacheNames, handlingOf, mayStore, offlineLanguage, SHELL_FILES, staleCaches } from './cache-rules';
import { offlinePageHtml } from './offline-page';

declare const __SHELL_VERSION__: string;

/** The parts of the worker's global scope used here (the app's types are the page's, not a worker's). */
interface FetchEvent extends Event {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const version = __SHELL_VERSION__;
const store = cacheNames(version);
const manifestOf = (language: Language) => `/manifest.${language}.webmanifest`;

// A new build's worker takes over as soon as it is installed: pages are never answered
// from the cache and every stored asset is named by its content, so an open page and
// the new worker cannot mix versions; the next navigation loads the new version's page.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(store.shell)
      .then((cache) => cache.addAll([...SHELL_FILES, manifestOf('en'), manifestOf('bn')]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, version).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

async function readerLanguage(url: string): Promise<Language> {
  const cookie = await worker.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  return offlineLanguage(url, cookie?.value, worker.navigator.languages ?? []);
}

/** The shop's name as its manifest for that language gives it (stored at install). */
async function shopName(language: Language): Promise<string> {
  const stored = await caches.match(manifestOf(language), { cacheName: store.shell });
  const manifest = (await stored?.json().catch(() => null)) as { name?: unknown } | null;
  return typeof manifest?.name === 'string' ? manifest.name : worker.location.hostname;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const language = await readerLanguage(request.url);
    return new Response(offlinePageHtml(language, await shopName(language)), {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

async function fromCache(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const stored = await cache.match(request);
  if (stored) return stored;
  const answer = await fetch(request);
  if (mayStore(answer)) await cache.put(request, answer.clone()).catch(() => undefined);
  return answer;
}

worker.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, worker.location.origin);
  if (handling === 'page') event.respondWith(page(event.request));
  else if (handling === 'asset') event.respondWith(fromCache(event.request, store.assets));
  else if (handling === 'shell') event.respondWith(fromCache(event.request, store.shell));
});
