import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { useCarouselLayout, type CarouselSettings } from './carousel-layout';

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => React.ReactNode;
  /** Slides per view and spacing by breakpoint (docs/product.md#constants). */
  settings: CarouselSettings;
  /** Clickable dynamic pagination bullets under the slides. */
  bullets?: boolean;
  /** The heading row; the previous and next buttons sit at its end. */
  header: React.ReactNode;
}

/** How many bullets show either side of the current one (the others stay hidden until it comes near). */
const BULLETS_AROUND = 2;

interface TrackState {
  /** The first slide in view. */
  position: number;
  /** Whether the slides are wider than the track (else no buttons or bullets). */
  overflowing: boolean;
}

/** Where the track stands, read from its scroll offset and one slide's width plus the gap. */
function readTrack(track: HTMLElement, gap: number): TrackState {
  const first = track.firstElementChild as HTMLElement | null;
  const step = (first?.getBoundingClientRect().width ?? 0) + gap;
  return {
    position: step > 0 ? Math.round(track.scrollLeft / step) : 0,
    overflowing: track.scrollWidth > track.clientWidth + 1,
  };
}

/**
 * A row of slides that scrolls sideways with CSS scroll snap: swiping, the trackpad and
 * Tab into an off-screen card move it natively; the previous and next buttons (44 px,
 * translated labels) and the bullets scroll it one slide at a time, smoothly unless the
 * reader prefers reduced motion.
 */
export function Carousel<T>({ items, getKey, renderItem, settings, bullets = false, header }: CarouselProps<T>) {
  const { t } = useTranslation();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const { slidesPerView, spaceBetween } = useCarouselLayout(settings);
  const [state, setState] = useState<TrackState>({ position: 0, overflowing: items.length > slidesPerView });
  const [announcement, setAnnouncement] = useState('');
  const positions = Math.max(1, items.length - slidesPerView + 1);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = readTrack(track, spaceBetween);
    setState((s) => (s.position === next.position && s.overflowing === next.overflowing ? s : next));
  }, [spaceBetween]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    // A ResizeObserver reports the track once it is laid out (and again on each resize), so the
    // first measurement waits for the browser's own layout instead of forcing one while the page
    // is still being put together (on a slow phone that forced layout was a long task).
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
    if (resize) resize.observe(track);
    else measure();
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [measure, items.length]);

  const goTo = (target: number) => {
    const track = trackRef.current;
    const slide = track?.children[Math.min(Math.max(target, 0), positions - 1)] as HTMLElement | undefined;
    if (!track || !slide) return;
    // The track is positioned, so a slide's offset is its place in the row. Its own
    // scroll-behavior decides smooth or instant (reduced motion).
    track.scrollTo({ left: slide.offsetLeft });
  };
  const step = (by: 1 | -1) => {
    const target = state.position + by;
    if (target < 0) return setAnnouncement(t('storefront.carousel.firstSlide'));
    if (target > positions - 1) return setAnnouncement(t('storefront.carousel.lastSlide'));
    setAnnouncement('');
    goTo(target);
  };

  const atStart = state.position <= 0;
  const atEnd = state.position >= positions - 1;
  const navClass = `${buttonStyles.icon} aria-disabled:cursor-default aria-disabled:opacity-40`;
  const gap = `${spaceBetween}px`;
  const slideWidth = `calc((100% - ${slidesPerView - 1} * ${gap}) / ${slidesPerView})`;
  return (
    <div>
      <div className="mb-4 flex items-end justify-between gap-4">
        <div className="min-w-0">{header}</div>
        {state.overflowing && (
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={navClass}
              aria-label={t('storefront.carousel.previous')}
              aria-controls={trackId}
              aria-disabled={atStart}
              onClick={() => step(-1)}
            >
              <ChevronLeftIcon className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={navClass}
              aria-label={t('storefront.carousel.next')}
              aria-controls={trackId}
              aria-disabled={atEnd}
              onClick={() => step(1)}
            >
              <ChevronRightIcon className="h-5 w-5" />
            </button>
          </div>
        )}
      </div>
      <ul
        ref={trackRef}
        id={trackId}
        data-carousel-track=""
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
        style={{ gap }}
      >
        {items.map((item, i) => (
          <li key={getKey(item)} data-carousel-slide="" className="shrink-0 snap-start" style={{ width: slideWidth }}>
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      {bullets && state.overflowing && (
        <div className="mt-4 flex h-6 items-center justify-center gap-1">
          {Array.from({ length: positions }, (_, i) => {
            const distance = Math.abs(i - state.position);
            return (
              <button
                key={i}
                type="button"
                aria-label={t('storefront.carousel.goToSlide', { index: i + 1 })}
                aria-controls={trackId}
                aria-current={distance === 0 ? 'true' : undefined}
                onClick={() => goTo(i)}
                className={`grid h-6 w-6 place-items-center rounded-full ${distance > BULLETS_AROUND ? 'hidden' : ''}`}
              >
                <span
                  className={`block rounded-full ${distance === 0 ? 'h-2.5 w-2.5 bg-brand-700' : distance === 1 ? 'h-2 w-2 bg-muted' : 'h-1.5 w-1.5 bg-muted'}`}
                />
              </button>
            );
          })}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
