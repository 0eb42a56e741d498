import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';

type Tree = { readonly [key: string]: string | Tree };

/** Every text as `path → text`, arrays by index (hero slides). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** `{{count}}`, `{{ name }}` and `{{count, number}}` all name the placeholder `count`. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();

const english = flatten(en as unknown as Tree);
const bangla = flatten(bn as unknown as Tree);

describe('the Bangla texts', () => {
  it('have every English key, and no key English lacks', () => {
    expect([...english.keys()].filter((k) => !bangla.has(k))).toEqual([]);
    expect([...bangla.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('keep the same placeholders as the English text of each key', () => {
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(bangla.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('are written in Bangla, not left in English', () => {
    // Brand names, card brands, codes and formats stay as they are; every other text has Bangla letters.
    const sameOnPurpose =
      /^(common\.notFound\.code|common\.footer\.phone|common\.pageTitle|cart\.receipt\.brands\.|cart\.payment\.(cvc|quantityTimes)|cart\.history\.itemLine|cart\.history\.method\.sslcommerz|orders\.recalls\.by$|cart\.cart\.lineTitle|orders\.checkout\.step$|storefront\.product\.imageAlt)/;
    const untranslated = [...bangla]
      .filter(([key]) => !sameOnPurpose.test(key))
      .filter(([, text]) => !/[\u0980-\u09FF]/.test(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('are not empty', () => {
    expect([...bangla].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
