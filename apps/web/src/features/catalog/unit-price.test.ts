import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, textsFor } from '../../lib/i18n';
import { unitPriceText } from './unit-price';

describe('unitPriceText', () => {
  // Loads the Bangla texts, then gives the page back its English.
  beforeAll(() => changeLanguage('bn', { remember: false }));
  afterAll(() => changeLanguage('en'));

  it('names the unit of a medicine sold by the piece, in each language', () => {
    expect(unitPriceText(textsFor('en'), 'tablet', 120, 'en')).toBe('$1.20 per tablet');
    expect(unitPriceText(textsFor('en'), 'capsule', 5.36, 'en')).toBe('$0.054 per capsule');
    expect(unitPriceText(textsFor('bn'), 'tablet', 120, 'bn')).toMatch(/^প্রতি ট্যাবলেট .*১\.২০/);
  });

  it('says "per unit" for a form not counted one by one', () => {
    expect(unitPriceText(textsFor('en'), 'injection', 2500, 'en')).toBe('$25.00 per unit');
    expect(unitPriceText(textsFor('bn'), 'syrup', 2500, 'bn')).toMatch(/^প্রতিটি /);
  });
});
