import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import i18n, { changeLanguage, currentLanguage, useTranslation, type TFunction, type TextKey } from './i18n';

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('changeLanguage', () => {
  // First in the file: the Bangla texts are not loaded yet.
  it('keeps the last choice when an earlier one finishes loading after it', async () => {
    const bangla = changeLanguage('bn', { remember: false });
    await changeLanguage('en', { remember: false });
    await bangla;
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('texts', () => {
  // Before any count: plural rules, once built, are kept for the language.
  it('builds no plural rules for a text without plural forms', () => {
    const Original = Intl.PluralRules;
    let built = 0;
    const intl = Intl as { PluralRules: typeof Original };
    intl.PluralRules = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    } as typeof Original;
    try {
      i18n.t('common.nav.cartWithCount', { count: 3 });
      expect(built).toBe(0);
      i18n.t('storefront.shop.results', { count: 3 });
      expect(built).toBe(1);
    } finally {
      intl.PluralRules = Original;
    }
  });

  it('reads a text by its path, and answers a key it lacks with the key itself', () => {
    expect(i18n.t('common.nav.home')).toBe(en.common.nav.home);
    expect(i18n.t('common.nav.nowhere' as TextKey)).toBe('common.nav.nowhere');
    // A branch of the texts is not a text.
    expect(i18n.t('common.nav' as TextKey)).toBe('common.nav');
  });

  it('never reads what is not a text of its own', () => {
    expect(i18n.t('common.constructor' as TextKey)).toBe('common.constructor');
    expect(i18n.t('__proto__.toString' as TextKey)).toBe('__proto__.toString');
  });

  it('shows the given default for a key made at run time that the texts lack', () => {
    expect(i18n.t('cart.receipt.brands.unionpay', { defaultValue: 'UnionPay' })).toBe('UnionPay');
    expect(i18n.t('cart.receipt.brands.visa', { defaultValue: 'x' })).toBe(en.cart.receipt.brands.visa);
  });

  it('fills placeholders, writes numbers in the text language, and leaves a missing value empty', async () => {
    expect(i18n.t('common.nav.greeting', { name: 'Rahim' })).toBe('Hi, Rahim');
    expect(i18n.t('common.nav.greeting')).toBe('Hi, ');
    // A value is put in as it is: markup in it stays text (React escapes it when shown).
    expect(i18n.t('common.nav.greeting', { name: '<b>{{name}}</b>' })).toBe('Hi, <b>{{name}}</b>');
    expect(i18n.t('common.nav.cartWithCount', { count: 12345 })).toBe('Cart, 12,345 items');
    await changeLanguage('bn', { remember: false });
    expect(i18n.t('common.nav.cartWithCount', { count: 12 })).toContain('১২');
  });

  it("picks the plural form the language's rules name", async () => {
    expect(i18n.t('storefront.shop.results', { count: 1 })).toBe('1 product');
    expect(i18n.t('storefront.shop.results', { count: 0 })).toBe('0 products');
    expect(i18n.t('storefront.shop.results', { count: 2 })).toBe('2 products');
    // Without a count there is no form to pick: the key is all there is.
    expect(i18n.t('storefront.shop.results')).toBe('storefront.shop.results');
    await changeLanguage('bn', { remember: false });
    expect(i18n.t('storefront.shop.results', { count: 1 })).toBe('১টি পণ্য');
  });

  it('reads a list of texts whole with returnObjects', () => {
    expect(i18n.t('storefront.hero.slides', { returnObjects: true })).toEqual(en.storefront.hero.slides);
    // Without it, a list is no text.
    expect(i18n.t('storefront.hero.slides' as TextKey)).toBe('storefront.hero.slides');
  });
});

describe('useTranslation', () => {
  it('renders again in the new language, with a new t only when the language changes', async () => {
    const seen: TFunction[] = [];
    function Home() {
      const { t, i18n: current } = useTranslation();
      seen.push(t);
      return (
        <p>
          {t('common.nav.home')} {current.language}
        </p>
      );
    }
    const { rerender } = render(<Home />);
    expect(screen.getByText('Home en')).toBeInTheDocument();
    rerender(<Home />);
    expect(seen.at(-1)).toBe(seen[0]);

    await act(() => changeLanguage('bn', { remember: false }));
    expect(screen.getByText('হোম bn')).toBeInTheDocument();
    expect(currentLanguage()).toBe('bn');
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
