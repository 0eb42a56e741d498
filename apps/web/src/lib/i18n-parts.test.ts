import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the texts module afresh: which parts are in is the module's own state.
beforeEach(() => {
  vi.resetModules();
});

describe('text areas', () => {
  it("are read in the page's language only: a Bangla reader's page fetches no English cart texts", async () => {
    const i18n = await import('./i18n');
    await i18n.changeLanguage('bn', { remember: false });
    await i18n.loadTextArea('cart');
    expect(i18n.textsFor('bn')('cart.add.button')).toBe('কার্টে যোগ করুন');
    expect(i18n.textsFor('en')('cart.add.button')).toBe('cart.add.button');
  });

  it('come in the language switched to later, and in English for an English reader', async () => {
    const i18n = await import('./i18n');
    await i18n.loadTextArea('cart');
    expect(i18n.textsFor('en')('cart.add.button')).toBe('Add to Cart');
    await i18n.changeLanguage('bn', { remember: false });
    expect(i18n.textsFor('bn')('cart.add.button')).toBe('কার্টে যোগ করুন');
  });
});
