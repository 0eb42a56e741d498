import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bn } from '../locales/bn';
import { en } from '../locales/en';

// A fresh copy of the layer for each test: the test setup has loaded every English text into the
// shared one, and which parts are in is the layer's own state.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('../locales/bn/first-load');
});

describe("texts loaded in parts, in the page's language", () => {
  it('brings a language’s storefront texts first, then the parts asked for, in it only', async () => {
    const i18n = await import('./i18n');
    await i18n.changeLanguage('bn', { remember: false });
    const t = i18n.textsFor('bn');
    expect(t('storefront.carousel.next')).toBe(bn.storefront.carousel.next);
    expect(t('cart.add.button')).toBe('cart.add.button');

    await i18n.loadTextArea('cart');
    expect(t('cart.add.button')).toBe(bn.cart.add.button);
    // A Bangla reader's page never reads the English cart texts: Bangla has every key.
    expect(i18n.textsFor('en')('cart.add.button')).toBe('cart.add.button');
    expect(t('auth.login.heading')).toBe('auth.login.heading');

    await i18n.loadAllTexts();
    expect(t('auth.login.heading')).toBe(bn.auth.login.heading);
    expect(t('errors.generic')).toBe(bn.errors.generic);
  });

  it("are kept when asked for while the language's first texts are still loading", async () => {
    // Bangla's first texts arrive after the part asked for meanwhile.
    vi.doMock('../locales/bn/first-load', async (importOriginal) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return importOriginal();
    });
    const i18n = await import('./i18n');
    const switching = i18n.changeLanguage('bn', { remember: false });
    await Promise.all([i18n.loadAllTexts(), switching]);
    const t = i18n.textsFor('bn');
    expect(t('storefront.carousel.next')).toBe(bn.storefront.carousel.next);
    expect(t('auth.login.heading')).toBe(bn.auth.login.heading);
  });

  it('come in the language switched to later, and in English for an English reader', async () => {
    const i18n = await import('./i18n');
    await i18n.loadTextArea('cart');
    expect(i18n.textsFor('en')('cart.add.button')).toBe(en.cart.add.button);
    await i18n.changeLanguage('bn', { remember: false });
    expect(i18n.textsFor('bn')('cart.add.button')).toBe(bn.cart.add.button);
  });
});
