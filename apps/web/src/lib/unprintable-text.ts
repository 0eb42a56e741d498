import { characterName, unprintableCharacters } from '@medibazaar/contract';
import type { TFunction } from './i18n';

/**
 * The reader's words for text the shop's invoices and delivery slips cannot print, naming
 * its characters; null when every character prints. Read from the value itself, so a form
 * says it in the reader's language whichever rule of the shared schema refused it.
 */
export function unprintableText(value: unknown, t: TFunction): string | null {
  if (typeof value !== 'string') return null;
  const characters = unprintableCharacters(value);
  if (characters.length === 0) return null;
  return t('errors.api.UNPRINTABLE_CHARACTERS', { characters: characters.slice(0, 5).map(characterName).join(', ') });
}
