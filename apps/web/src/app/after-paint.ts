/**
 * The page's only script asked for before its first paint (decision 080): it asks for the app's
 * code once the page the server painted is on screen, so a slow connection carries the HTML,
 * the stylesheet and the largest picture first, and the phone paints before it parses and runs
 * the app. The build (scripts-after-paint.ts) and the server (core/web-build-links.ts) list what
 * to load in the head's `modules-after-paint` meta: the app's entry first, then the modules it
 * and the page's route import, asked for at once, in parallel, so nothing waits in a chain.
 *
 * No imports: this file is its own entry and must stay a few hundred bytes.
 */
let asked = false;

/** Asks for the modules the head lists: the entry's imports as preloads, then the entry. */
function loadApp() {
  if (asked) return;
  asked = true;
  const listed = document.querySelector<HTMLMetaElement>('meta[name="modules-after-paint"]')?.content;
  const [entry, ...imports] = listed ? listed.split(' ') : [];
  for (const href of imports) append('link', { rel: 'modulepreload', href });
  if (entry) append('script', { type: 'module', src: entry });
}

// No crossorigin attribute: a module script and a module preload without one are both fetched in
// CORS mode with same-origin credentials, so each preload is the fetch its import uses.
const append = (tag: 'link' | 'script', props: object) =>
  document.head.append(Object.assign(document.createElement(tag), props));

/**
 * Loads the app once the painted page is on screen: after the browser reports its first
 * contentful paint (the server's pages paint their text in it) and, on a page that asks for a
 * picture first (the home page's hero, a product's photo), once that picture is in and two
 * frames have been drawn since (the first shows it; on a busy machine the screen was seen to
 * trail the page by a frame, decision 094). A page with nothing painted (the server paints only
 * the storefront's pages) and a browser that reports no paints load at once; a picture that
 * fails loads the app at once; a page opened out of sight (painted only once shown) or a report
 * that never comes keeps it waiting FIRST_PAINT_WAIT_MS at most.
 */
function afterFirstPaint() {
  const painted = document.querySelector('#root [data-first-paint]');
  if (!painted || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    loadApp();
    return;
  }
  const picture = painted.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(loadApp)));
  // The first paint the browser reports may be the page's background alone: wait for its text.
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    void (picture ? picture.decode() : Promise.resolve()).then(afterTwoFrames, loadApp);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(loadApp, FIRST_PAINT_WAIT_MS);
}

/** How long the app waits for the first paint's report at most. */
const FIRST_PAINT_WAIT_MS = 3000;

afterFirstPaint();
