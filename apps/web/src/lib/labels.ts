import type { TFunction } from './i18n';

/**
 * A product category's name in the reader's language. Categories are stored and sent by their
 * English names (the contract's CATEGORIES); the texts name each one (`common.categories`),
 * and a name the texts lack shows as it is stored.
 */
export function categoryName(t: TFunction, category: string): string {
  return t(`common.categories.${category}`, { defaultValue: category });
}
