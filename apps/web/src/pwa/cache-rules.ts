import { isLanguage, type Language } from '@medibazaar/contract';

/**
 * What the service worker (pwa/service-worker.ts) does with each request, kept apart
 * from the worker so the rules are tested on their own (decision 060):
 *
 * - `page`: a page the reader navigates to. Always from the network, never stored (a
 *   page carries the reader's session and the site's content of the moment); when the
 *   network is gone, the offline page in the reader's language.
 * - `asset`: a file of the build under `/assets/`, named by its content's hash, so a
 *   stored copy is never stale: from the cache, else from the network and stored.
 * - `shell`: the few unhashed files the offline page and the installed app show (the
 *   logo and the app icons), stored when the worker installs.
 * - `null`: left to the browser, untouched. The API, uploads and sign-in answers carry
 *   personal data and are never stored; neither is anything of another origin or
 *   anything but a GET.
 */
export type Handling = 'page' | 'asset' | 'shell';

/** The anonymous files stored when the worker installs: what the offline page and the installed app show. */
export const SHELL_FILES = ['/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'] as const;

/** Paths whose answers are personal or change with every request: never stored, never answered by the worker. */
const NEVER_STORED = /^\/(api|uploads|auth)(\/|$)/;

export interface RequestFacts {
  method: string;
  mode: string;
  url: string;
}

export function handlingOf(request: RequestFacts, origin: string): Handling | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER_STORED.test(url.pathname)) return null;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/') && !url.search) return 'asset';
  if ((SHELL_FILES as readonly string[]).includes(url.pathname) && !url.search) return 'shell';
  return null;
}

/** Whether an answer may be stored: a complete, successful answer of the shop itself that does not forbid it. */
export function mayStore(response: { ok: boolean; status: number; type: string; headers: Headers }): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic') return false;
  return !/\b(no-store|private)\b/.test(response.headers.get('cache-control') ?? '');
}

/** The worker's cache names for one build; the build's version keeps builds apart. */
export function cacheNames(version: string) {
  return { shell: `medibazaar-shell-${version}`, assets: `medibazaar-assets-${version}` };
}

/** The shop's caches left by other builds: deleted once a new worker takes over. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return names.filter((name) => name.startsWith('medibazaar-') && !current.has(name));
}

/**
 * The reader's language for the offline page, as the server picks a page's: the address's
 * `?lang=`, else the remembered choice (the language cookie), else Bangla when the browser
 * accepts it at all, else English.
 */
export function offlineLanguage(
  url: string,
  cookieLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  const asked = new URL(url).searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  if (isLanguage(cookieLanguage)) return cookieLanguage;
  return browserLanguages.some((l) => l.toLowerCase().startsWith('bn')) ? 'bn' : 'en';
}
