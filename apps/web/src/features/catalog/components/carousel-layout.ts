import { useCallback, useSyncExternalStore } from 'react';

/** Slides per view and the gap between slides (px), with overrides from a window width (px) up. */
export interface CarouselSettings {
  readonly slidesPerView: number;
  readonly spaceBetween: number;
  readonly breakpoints: Readonly<Record<number, { readonly slidesPerView?: number; readonly spaceBetween?: number }>>;
}

export interface CarouselLayout {
  slidesPerView: number;
  spaceBetween: number;
}

/**
 * The layout for a window this wide: the base settings, then each breakpoint up to the
 * width in order, as the product's constants read (docs/product.md#constants).
 */
export function layoutAt(settings: CarouselSettings, windowWidth: number): CarouselLayout {
  let { slidesPerView, spaceBetween } = settings;
  const widths = Object.keys(settings.breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  for (const width of widths) {
    if (width > windowWidth) break;
    const at = settings.breakpoints[width]!;
    slidesPerView = at.slidesPerView ?? slidesPerView;
    spaceBetween = at.spaceBetween ?? spaceBetween;
  }
  return { slidesPerView, spaceBetween };
}

/** The widest breakpoint whose media query matches (0 for none): what a layout depends on. */
function matchedWidth(settings: CarouselSettings): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 0;
  let matched = 0;
  for (const width of Object.keys(settings.breakpoints).map(Number)) {
    if (width > matched && window.matchMedia(`(min-width: ${width}px)`).matches) matched = width;
  }
  return matched;
}

function subscribe(settings: CarouselSettings, onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const queries = Object.keys(settings.breakpoints).map((width) => window.matchMedia(`(min-width: ${width}px)`));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The carousel's layout for the window as it is now, following it as it is resized. */
export function useCarouselLayout(settings: CarouselSettings): CarouselLayout {
  const subscribeToWidth = useCallback((onChange: () => void) => subscribe(settings, onChange), [settings]);
  const width = useSyncExternalStore(
    subscribeToWidth,
    () => matchedWidth(settings),
    () => 0,
  );
  return layoutAt(settings, width);
}
