import { describe, expect, it, vi } from 'vitest';
import { bn } from '../locales/bn';
import { en } from '../locales/en';

describe('texts loaded in parts, in every language in use', () => {
  it('brings a language’s storefront texts first, then the parts asked for, in it and in English', async () => {
    // A fresh copy of the layer: the test setup has loaded every English text into the shared one.
    vi.resetModules();
    const i18n = await import('./i18n');
    await i18n.loadTexts('bn');
    const t = i18n.textsFor('bn');
    expect(t('storefront.carousel.next')).toBe(bn.storefront.carousel.next);
    expect(t('cart.add.button')).toBe('cart.add.button');

    await i18n.loadTextArea('cart');
    expect(t('cart.add.button')).toBe(bn.cart.add.button);
    expect(i18n.textsFor('en')('cart.add.button')).toBe(en.cart.add.button);
    expect(t('auth.login.heading')).toBe('auth.login.heading');

    await i18n.loadAllTexts();
    expect(t('auth.login.heading')).toBe(bn.auth.login.heading);
    expect(t('errors.generic')).toBe(bn.errors.generic);
  });
});
