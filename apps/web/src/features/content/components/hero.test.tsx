import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

const titles = [
  'Trusted Medicine for Better Health',
  'Quality Medicines Delivered to Your Doorstep',
  'Reliable Health Solutions for You',
  'Pharmaceuticals You Can Trust',
];

/** The title of the slide on show (the others are hidden from assistive technology). */
const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    // @ts-expect-error jsdom has no matchMedia; remove the stand-in again.
    delete window.matchMedia;
  });

  it("shows the first content's four slides (docs/product.md#home), the first with an eager, high-priority image", () => {
    const { container } = render(<Hero />);
    expect(screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 4',
      'Slide 2 of 4',
      'Slide 3 of 4',
      'Slide 4 of 4',
    ]);
    expect(screen.getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent)).toEqual(titles);
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('advances every 3000 ms and wraps around', () => {
    render(<Hero />);
    expect(shownTitle()).toBe(titles[0]);
    act(() => vi.advanceTimersByTime(2999));
    expect(shownTitle()).toBe(titles[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe(titles[1]);
    for (const next of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(3000));
      expect(shownTitle()).toBe(titles[next]);
    }
  });

  it('moves with the previous and next buttons, wrapping both ways', () => {
    render(<Hero />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe(titles[3]);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe(titles[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(shownTitle()).toBe(titles[2]);
  });

  it('holds still under the pointer and moves on when it leaves', () => {
    render(<Hero />);
    const hero = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownTitle()).toBe(titles[0]);
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownTitle()).toBe(titles[1]);
  });

  it('stops when paused and goes on when played', () => {
    render(<Hero />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownTitle()).toBe(titles[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownTitle()).toBe(titles[1]);
  });

  it('does not move by itself for readers who prefer reduced motion', () => {
    preferReducedMotion(true);
    render(<Hero />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownTitle()).toBe(titles[0]);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
