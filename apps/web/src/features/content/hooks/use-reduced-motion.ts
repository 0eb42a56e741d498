import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false);

/** True when the reader asked their system for less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
