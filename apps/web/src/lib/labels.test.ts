import { CATEGORIES } from '@medibazaar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import i18n from './i18n';
import { categoryName } from './labels';

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('categoryName', () => {
  it('shows every category by its stored name in English', () => {
    for (const c of CATEGORIES) expect(categoryName(i18n.t, c)).toBe(c);
  });

  it('names every category in Bangla letters in Bangla, each differently', async () => {
    await changeLanguage('bn', { remember: false });
    const names = CATEGORIES.map((c) => categoryName(i18n.t, c));
    for (const name of names) expect(name).toMatch(/^[\p{Script=Bengali}\s]+$/u);
    expect(new Set(names).size).toBe(CATEGORIES.length);
  });

  it('shows a category the texts do not name as it is stored', async () => {
    await changeLanguage('bn', { remember: false });
    expect(categoryName(i18n.t, 'Herbal')).toBe('Herbal');
  });
});
