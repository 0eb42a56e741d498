import type { Language } from '@medibazaar/contract';

/** A generic's or maker's name in the reader's language: the Bangla one where it is written. */
export function localName(entry: { name: string; nameBn: string | null }, language: Language): string {
  return language === 'bn' && entry.nameBn ? entry.nameBn : entry.name;
}
