import { lazy, Suspense } from 'react';
import type { CarouselProps } from './carousel';

// The carousels sit below the hero: their code (small, with no library) loads in its own
// chunk once they render, outside the home route's first load.
const Carousel = lazy(() => import('./carousel').then((m) => ({ default: m.Carousel as typeof m.Carousel<unknown> })));

/** The carousel, loaded on first use; `fallback` shows (with the header) while its code arrives. */
export function LazyCarousel<T>({ fallback, ...props }: CarouselProps<T> & { fallback: React.ReactNode }) {
  return (
    <Suspense
      fallback={
        <>
          <div className="mb-4">{props.header}</div>
          {fallback}
        </>
      }
    >
      <Carousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
