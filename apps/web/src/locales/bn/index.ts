import type { Translation } from '../en';
import { beyondStorefront } from './beyond-storefront';
import { common } from './common';
import { storefront } from './storefront';
import type { TextsLike } from './shape';

/**
 * Bangla texts: loaded only when a visitor chooses or is detected as বাংলা. The same parts as
 * English (en/index.ts): the storefront's, then everything beyond it.
 */
export const bn: TextsLike<Translation> = { common, storefront, ...beyondStorefront };
