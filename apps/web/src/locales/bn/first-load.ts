import { common } from './common';
import { storefront } from './storefront';

/** The Bangla texts the home page and the shop show: what a Bangla reader's first page waits for. */
export const firstLoad = { common, storefront };
