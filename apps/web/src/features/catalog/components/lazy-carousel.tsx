import { lazy, Suspense } from 'react';
import type { CarouselProps } from './carousel';

// Swiper is the largest part of the home page's code: it loads in its own chunk,
// after the hero has rendered, instead of delaying the first paint.
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
