import { common } from './common';
import { more } from './more';
import { storefront } from './storefront';

export const en = { common, storefront, ...more };
export type Translation = typeof en;
