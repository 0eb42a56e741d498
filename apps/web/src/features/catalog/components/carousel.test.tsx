import { CATEGORY_CAROUSEL, PRODUCT_CAROUSEL } from '@medibazaar/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { layoutAt } from './carousel-layout';

describe('layoutAt: the spec’s slides per view and spacing by window width', () => {
  it('category carousel: 1, 2 from 640, 3 from 768, 4 from 1024 px; spacing 5', () => {
    const at = (w: number) => layoutAt(CATEGORY_CAROUSEL, w);
    expect([360, 639, 640, 767, 768, 1023, 1024, 1920].map((w) => at(w).slidesPerView)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4,
    ]);
    expect(new Set([360, 640, 1024, 1920].map((w) => at(w).spaceBetween))).toEqual(new Set([5]));
  });

  it('product carousel: 1 up to 767, 2 from 768, 3 from 1024, 4 from 1536; spacing 20, 25, 30, then 5', () => {
    const at = (w: number) => layoutAt(PRODUCT_CAROUSEL, w);
    expect([0, 640, 767, 768, 1024, 1279, 1280, 1535, 1536].map((w) => at(w))).toEqual([
      { slidesPerView: 1, spaceBetween: 20 },
      { slidesPerView: 1, spaceBetween: 20 },
      { slidesPerView: 1, spaceBetween: 20 },
      { slidesPerView: 2, spaceBetween: 25 },
      { slidesPerView: 3, spaceBetween: 30 },
      { slidesPerView: 3, spaceBetween: 30 },
      { slidesPerView: 3, spaceBetween: 5 },
      { slidesPerView: 3, spaceBetween: 5 },
      { slidesPerView: 4, spaceBetween: 5 },
    ]);
  });
});

/** A window of this width for `matchMedia('(min-width: …px)')`. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const names = Array.from({ length: 6 }, (_, i) => `Item ${i + 1}`);
function renderCarousel(bullets = true) {
  render(
    <Carousel
      items={names}
      getKey={(n) => n}
      renderItem={(n) => <a href={`#${n}`}>{n}</a>}
      settings={PRODUCT_CAROUSEL}
      bullets={bullets}
      header={<h2>Things</h2>}
    />,
  );
  return screen.getByRole('list');
}

describe('Carousel', () => {
  // jsdom lays nothing out: the track reads as wider than its box, as six slides are.
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 2000 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  });
  afterAll(() => {
    // Back to the prototype's own (Element's) measurements.
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows no buttons when every slide fits', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1000 });
    windowOf(360);
    renderCarousel();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 2000 });
  });

  it('sizes each slide for the window’s slides per view and gap', () => {
    windowOf(1024);
    const track = renderCarousel();
    expect(track.style.gap).toBe('30px');
    // (100% − 2 gaps) / 3, as the browser normalises it.
    expect(screen.getAllByRole('listitem')[0]!.style.width.replace(/\s+/g, '')).toMatch(
      /^calc\(0\.333+\*\(100%-60px\)\)$/,
    );
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('offers labelled previous and next buttons and a bullet per position, nearest ones shown', () => {
    windowOf(1536);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'false');
    // 6 items, 4 in view: the first slide can be 1, 2 or 3.
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls the track to the slide a button names, and says so at the first slide', async () => {
    windowOf(360);
    const track = renderCarousel();
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('This is the first slide');
  });

  it('shows no bullets where the product’s settings ask for none', () => {
    windowOf(360);
    renderCarousel(false);
    expect(screen.queryByRole('button', { name: /^Go to slide/ })).toBeNull();
  });
});
