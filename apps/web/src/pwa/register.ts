/**
 * Registers the service worker (pwa/service-worker.ts, built to `/sw.js`) once the page
 * is up and idle, in the production build only: the development server has no worker.
 * A browser without service workers, or one that refuses it, gets the shop as before.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  later(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
}

/** Points the page's manifest link at the manifest in the page's language (the server links it for the first page). */
export function linkManifestFor(language: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `/manifest.${language}.webmanifest`;
}
