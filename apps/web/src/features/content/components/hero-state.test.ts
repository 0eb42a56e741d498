import { describe, expect, it } from 'vitest';
import { heroReducer, wrapIndex } from './hero-state';

describe('heroReducer', () => {
  const at = (index: number) => ({ index, count: 4 });

  it('moves forward and wraps from the last slide to the first', () => {
    expect(heroReducer(at(0), { type: 'next' }).index).toBe(1);
    expect(heroReducer(at(3), { type: 'next' }).index).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(heroReducer(at(2), { type: 'previous' }).index).toBe(1);
    expect(heroReducer(at(0), { type: 'previous' }).index).toBe(3);
  });

  it('goes to a chosen slide, wrapping indexes out of range', () => {
    expect(heroReducer(at(0), { type: 'goTo', index: 2 }).index).toBe(2);
    expect(heroReducer(at(0), { type: 'goTo', index: 5 }).index).toBe(1);
    expect(heroReducer(at(0), { type: 'goTo', index: -1 }).index).toBe(3);
  });

  it('comes back to the start after a full round', () => {
    let state = at(0);
    for (let i = 0; i < 4; i++) state = heroReducer(state, { type: 'next' });
    expect(state.index).toBe(0);
  });
});

describe('wrapIndex', () => {
  it('is 0 when there is nothing to show', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
