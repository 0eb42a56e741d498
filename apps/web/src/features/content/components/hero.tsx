import { HERO } from '@medibazaar/contract';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { heroReducer } from './hero-state';
import { isServerPaint } from '../../../lib/server-paint';

const slideImages = Array.from({ length: HERO.slides }, (_, i) => `/images/hero/slide-${i + 1}.webp`);

const controlClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white/90 text-brand-800 shadow-card transition-colors hover:bg-white hover:text-brand-900';

/**
 * The hero banner: four slides that advance every 3 s and wrap around, with
 * previous, next, a button per slide and pause. It holds still while the pointer
 * or keyboard focus is on it, and when the reader prefers reduced motion.
 */
export function Hero() {
  const { t } = useTranslation();
  const slides = t('storefront.hero.slides', { returnObjects: true });
  const count = Math.min(slides.length, slideImages.length);
  const [{ index }, dispatch] = useReducer(heroReducer, { index: 0, count });
  const reducedMotion = useReducedMotion();
  // null: follow the system's motion preference; true/false: the reader pressed play or pause.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = playing ?? !reducedMotion;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), HERO.autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [running, index]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('storefront.hero.label')}
      className="mx-auto max-w-7xl px-4 pt-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden rounded-card border border-brand-100 bg-brand-50">
        <div className="grid" aria-live={running ? 'off' : 'polite'}>
          {slides.slice(0, count).map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slideImages[i]}
                role="group"
                aria-roledescription="slide"
                aria-label={t('storefront.hero.slideLabel', { index: i + 1, count })}
                aria-hidden={!active}
                inert={!active}
                data-active={active}
                className={`relative [grid-area:1/1] transition-opacity duration-700 ${active ? 'opacity-100' : 'opacity-0'}`}
              >
                <img
                  // The server paints the first slide's picture only: the others are hidden until
                  // the app turns them, and the phone's connection goes to the page first.
                  src={i > 0 && isServerPaint() ? undefined : slideImages[i]}
                  alt=""
                  width={1600}
                  height={640}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  className="aspect-[16/9] w-full object-cover object-[85%_50%] sm:aspect-[5/2] sm:object-center"
                />
                <div className="px-6 pb-2 pt-5 sm:px-8 lg:absolute lg:inset-y-0 lg:left-0 lg:flex lg:w-1/2 lg:flex-col lg:justify-center lg:px-12 lg:pb-24 lg:pt-10 xl:px-16">
                  <h2 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl xl:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-3 text-base text-ink sm:text-lg">{slide.description}</p>
                </div>
              </div>
            );
          })}
        </div>
        <div className="flex items-center gap-2 px-6 pb-5 pt-3 sm:px-8 lg:absolute lg:bottom-8 lg:left-12 lg:p-0 xl:left-16">
          <button
            type="button"
            className={controlClass}
            aria-label={t('storefront.hero.previous')}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          <ul className="flex items-center">
            {slides.slice(0, count).map((slide, i) => (
              <li key={slide.title}>
                <button
                  type="button"
                  aria-label={t('storefront.hero.goTo', { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => dispatch({ type: 'goTo', index: i })}
                  className="group inline-flex h-11 w-7 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      i === index ? 'w-6 bg-brand-800' : 'w-2.5 bg-brand-600 group-hover:bg-brand-700'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={controlClass}
            aria-label={t('storefront.hero.next')}
            onClick={() => dispatch({ type: 'next' })}
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
          <button
            type="button"
            className={`${controlClass} ml-2`}
            aria-label={autoplay ? t('storefront.hero.pause') : t('storefront.hero.play')}
            onClick={() => setPlaying(!autoplay)}
          >
            {autoplay ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
          </button>
        </div>
      </div>
    </section>
  );
}
