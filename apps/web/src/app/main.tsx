import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../index.css';
import { languageReady, loadAllTexts } from '../lib/i18n';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();

/** Settles once the first page's code (and data, where it has a loader) is in. */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

// A reader who chose Bangla gets the page in Bangla from the first paint. The page
// the server painted (app/shell.tsx) stays until the app can show the same page
// complete, so it is replaced in one step, never by a spinner. That first render runs
// as a transition: in short slices, so a tap or a key press is never kept waiting.
void Promise.all([languageReady, routerReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The texts beyond the storefront, once the page is up: dialogs and the next page find them in place.
  const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  later(() => void loadAllTexts().catch(() => undefined));
});
