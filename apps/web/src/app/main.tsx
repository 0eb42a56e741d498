import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { languageReady } from '../lib/i18n';
import { registerServiceWorker } from '../pwa/register';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes, preparePage } from './router';

const queryClient = createQueryClient();

/**
 * Settles once the first page's code (and data, where it has data of its own) is in.
 * Code that did not load is asked for again as the page renders (the error page if
 * it fails again).
 */
const pageReady = preparePage(window.location.pathname + window.location.search, queryClient).catch(() => undefined);

// A reader who chose Bangla gets the page in Bangla from the first paint. The page
// the server painted (app/shell.tsx) stays until the app can show the same page
// complete, so it is replaced in one step, never by a spinner. That first render runs
// as a transition: in short slices, so a tap or a key press is never kept waiting.
void Promise.all([languageReady, pageReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
  registerServiceWorker();
});
