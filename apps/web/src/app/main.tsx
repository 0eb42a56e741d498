import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../index.css';
import { languageReady } from '../lib/i18n';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();

// A reader who chose Bangla gets the page in Bangla from the first paint.
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
