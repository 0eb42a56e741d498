import { common } from './common';
import { beyondStorefront } from './beyond-storefront';
import { storefront } from './storefront';

export const en = { common, storefront, ...beyondStorefront };
export type Translation = typeof en;
