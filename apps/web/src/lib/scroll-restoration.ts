import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'medibazaar.scroll';

/** Where the reader left each history entry (by location key), kept over a reload. */
let positions: Map<string, number> | undefined;
/** The key of the entry on screen: scrolling updates its position. */
let shownKey = '';

function savedPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Nothing kept, or storage refused: every page opens at its top.
  }
  return positions;
}

/**
 * Scrolling as between the pages of a site: a new page opens at its top (or at its
 * #anchor); Back and Forward return to where the reader was on that page, also after
 * a reload. Replacing the address of the page on screen (the shop's search as one
 * types) leaves the scroll where it is.
 */
export function useScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const action = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const saved = savedPositions();
    history.scrollRestoration = 'manual';
    const remember = () => saved.set(shownKey, window.scrollY);
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(saved)));
      } catch {
        // Storage full or refused: positions are kept for this visit only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    if (before?.key === key) return;
    shown.current = { key, pathname };
    shownKey = key;
    const saved = savedPositions().get(key);
    // The first render leaves the page where the reader has it, unless it is a reload.
    if (before === null) {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (action === 'POP' && saved !== undefined) return window.scrollTo(0, saved);
    if (action === 'REPLACE' && before.pathname === pathname) return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, pathname, hash, action]);
}
