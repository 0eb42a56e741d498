import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, textsFor } from '../../../lib/i18n';
import { cartLineTitle } from './cart-line-title';

const napa = {
  name: 'Napa',
  pack: { strength: '500 mg', form: 'tablet', packSize: 10, packLabel: '10 tablets (1 strip)' },
} as const;
const syrup = {
  name: 'Napa',
  pack: { strength: '120 mg/5 ml', form: 'syrup', packSize: 1, packLabel: '60 ml bottle' },
} as const;

beforeAll(() => loadTexts('bn'));

describe('cartLineTitle', () => {
  it('says a medicine’s strength, form and pack in English', () => {
    const t = textsFor('en');
    expect(cartLineTitle(t, napa)).toBe('Napa 500 mg · Tablet · 10 tablets');
    expect(cartLineTitle(t, { name: 'Ace', pack: { ...napa.pack, form: 'capsule', packSize: 1 } })).toBe(
      'Ace 500 mg · Capsule · 1 capsule',
    );
    // A bottle reads as its label.
    expect(cartLineTitle(t, syrup)).toBe('Napa 120 mg/5 ml · Syrup · 60 ml bottle');
  });

  it('and in Bangla, with Bangla digits', () => {
    const t = textsFor('bn');
    expect(cartLineTitle(t, napa)).toBe('Napa 500 mg · ট্যাবলেট · ১০টি ট্যাবলেট');
  });

  it('leaves a product that is not a medicine its name', () => {
    expect(cartLineTitle(textsFor('en'), { name: 'Digital Thermometer', pack: null })).toBe('Digital Thermometer');
  });
});
