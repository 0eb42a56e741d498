import AxeBuilder from '@axe-core/playwright';
import { whenLive } from './a11y-helpers';
import { expect, test } from '@playwright/test';

// Automated WCAG 2.1 A/AA checks (contrast, names, roles) of the storefront pages as a visitor sees them.
test.describe('storefront accessibility', () => {
  const pages = [
    ['home', '/'],
    ['shop', '/shop'],
    ['shop on a category', '/shop?category=Devices'],
    ['shop with medicine filters', '/shop?form=tablet&class=prescription&inStock=true'],
  ] as const;

  for (const [name, path] of pages) {
    test(`the ${name} page has no WCAG A/AA violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      for (let i = 0; i < 15; i++) await page.mouse.wheel(0, 700);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }

  test('the product page has no WCAG A/AA violations', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?discounted=true&limit=1')).json()) as {
      items: { _id: string }[];
    };
    await page.goto(`/products/${items[0]!._id}`);
    await whenLive(page);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a medicine, its generic and the open suggestions have no WCAG A/AA violations', async ({ page, request }) => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const violations = async () =>
      (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { items } = (await (await request.get('/api/products?class=prescription&limit=1')).json()) as {
      items: { _id: string; medicine: { generics: { id: string }[] } }[];
    };
    const medicine = items[0]!;
    await page.goto(`/products/${medicine._id}`);
    await whenLive(page);
    await expect(page.getByRole('region', { name: 'Substitutes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    await page.goto(`/generics/${medicine.medicine.generics[0]!.id}`);
    await whenLive(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/');
    await whenLive(page);
    await page.getByLabel('Search medicines, generics and makers').click();
    await page.getByRole('combobox', { name: 'Search medicines, generics and makers' }).pressSequentially('napa');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await violations()).toEqual([]);
  });
});
