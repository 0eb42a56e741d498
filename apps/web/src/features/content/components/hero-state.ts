/** Which hero slide shows; moving past either end wraps around. */
export interface HeroState {
  index: number;
  count: number;
}

export type HeroAction = { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number };

export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export function heroReducer(state: HeroState, action: HeroAction): HeroState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case 'goTo':
      return { ...state, index: wrapIndex(action.index, state.count) };
  }
}
