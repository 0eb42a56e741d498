import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './catalog-data.js';
import { SEED_MEDICINES } from './medicine-data.js';

// Every catalogue entry is written in Bangla too (docs/product.md#languages): a medicine's three
// label texts (written once per family, shared by its brands) and its pack label, and every other
// product's name and description. A text counts when it is there and is in Bangla script.
const BANGLA = /[\u0980-\u09FF]/;
const inBangla = (text: string | null | undefined) =>
  typeof text === 'string' && text.trim() !== '' && BANGLA.test(text);

/** The entries lacking a text, named so a failure says which family or product to write. */
function lacking<T>(
  rows: readonly T[],
  name: (row: T) => string,
  texts: (row: T) => Record<string, string | null | undefined>,
) {
  const missing = new Set<string>();
  for (const row of rows)
    for (const [field, text] of Object.entries(texts(row))) if (!inBangla(text)) missing.add(`${name(row)}: ${field}`);
  return [...missing];
}

describe('the catalogue in Bangla', () => {
  it('gives every medicine family its indications, dosage and side effects in Bangla', () => {
    expect(
      lacking(
        SEED_MEDICINES,
        (m) => `${m.generics.join(' + ')} ${m.form}`,
        (m) => ({ indicationsBn: m.indicationsBn, dosageBn: m.dosageBn, sideEffectsBn: m.sideEffectsBn }),
      ),
    ).toEqual([]);
  });

  it('gives every pack a Bangla label with the same count in Bangla digits', () => {
    expect(
      lacking(
        SEED_MEDICINES,
        (m) => m.key,
        (m) => ({ packLabelBn: m.packLabelBn }),
      ),
    ).toEqual([]);
    const digits = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).match(/\d+/g) ?? [];
    // "10 tablets (1 strip)" and "১০টি ট্যাবলেট (১ পাতা)" hold the same numbers.
    expect(
      SEED_MEDICINES.filter((m) => digits(m.packLabel).join() !== digits(m.packLabelBn).join()).map((m) => m.key),
    ).toEqual([]);
  });

  it('gives every product that is not a medicine a Bangla name and description', () => {
    expect(
      lacking(
        SEED_PRODUCTS,
        (p) => p.key,
        (p) => ({ nameBn: p.nameBn, descriptionBn: p.descriptionBn }),
      ),
    ).toEqual([]);
  });

  it('counts an English or empty text as missing', () => {
    expect(inBangla('জ্বর ও ব্যথায়')).toBe(true);
    expect(inBangla('Fever and pain')).toBe(false);
    expect(inBangla('  ')).toBe(false);
    expect(inBangla(null)).toBe(false);
    expect(inBangla(undefined)).toBe(false);
  });
});
