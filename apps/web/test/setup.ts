import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { loadAllTexts } from '../src/lib/i18n';

// Components render with every text in place, as pages do once their texts are in.
await loadAllTexts();

afterEach(() => cleanup());

// The project's files share a worker's document (vitest.config.ts, decision 095). After each file,
// everything a file may have changed goes back to how a fresh worker has it: the app's own modules
// (the language, the session, the dialogs and toasts they keep) are loaded again by the next file,
// and the document, storage, address, timers and stubbed globals are reset here.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
  // Files with `@vitest-environment node` have no document.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  window.history.replaceState(null, '', '/');
});
