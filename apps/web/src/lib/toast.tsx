import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ToastOptions } from 'react-hot-toast';

/**
 * Toasts without putting the toast library in the first download: its code is
 * fetched when a page is idle (so the first toast shows at once) or, at the latest,
 * by the first call. Calls made before it arrives are shown when it does.
 */
const load = () => import('react-hot-toast');

type Message = ReactNode;

/** Toasters waiting for their first toast or for an idle moment. */
const waitingToasters = new Set<() => void>();

const show = (kind: 'blank' | 'success' | 'error') => (message: Message, options?: ToastOptions) => {
  for (const startToaster of waitingToasters) startToaster();
  void load().then(({ toast: hot }) => {
    const content = message as Parameters<typeof hot>[0];
    if (kind === 'success') hot.success(content, options);
    else if (kind === 'error') hot.error(content, options);
    else hot(content, options);
  });
};

export const toast = Object.assign(show('blank'), { success: show('success'), error: show('error') });

const LazyToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
};

/** Where toasts appear; mounted once per layout, after the page's first paint. */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const startToaster = () => setReady(true);
    waitingToasters.add(startToaster);
    const cancel = whenIdle(startToaster);
    return () => {
      waitingToasters.delete(startToaster);
      cancel();
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom, so a toast never covers the navigation (on a phone, the menu button). */}
      <LazyToaster position="bottom-center" />
    </Suspense>
  );
}
