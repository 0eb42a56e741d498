import { expect, test, type Page } from '@playwright/test';

/**
 * Medicines as a shopper meets them: the navigation bar's suggestions, a product page
 * that reads like a label, its substitutes and the generic's page; a controlled
 * medicine offered nowhere for the cart; the shop's filters in its address.
 */

interface ProductJson {
  _id: string;
  name: string;
  medicine: { dispensingClass: string; form: string } | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The active option of the combobox, by its text. */
async function activeOption(page: Page, box: ReturnType<Page['getByRole']>) {
  const id = await box.getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

test.describe('medicines', () => {
  test('a search in the navigation bar leads to the product, a substitute and the generic', async ({ page }) => {
    await page.goto('/');
    // Before it is focused the box is a plain one; the suggestions' code comes when it is.
    await page.getByLabel('Search medicines, generics and makers').click();
    const box = page.getByRole('combobox', { name: 'Search medicines, generics and makers' });
    await expect(box).toBeFocused();
    await box.pressSequentially('napa', { delay: 40 });

    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(8);
    await expect(options.first()).toContainText('Napa');
    await expect(options.first()).toContainText('Brand');

    // The first suggestion is a brand named Napa (one of its several forms): ArrowDown, then Enter.
    await box.press('ArrowDown');
    const chosen = (await activeOption(page, box)) ?? '';
    // "Napa" + "Paracetamol · 500 mg · tablet · Beximco …" + "Brand"
    const facts = /^Napa(.+?)Brand$/.exec(chosen)?.[1]?.split(' · ') ?? [];
    expect(facts[0], chosen).toBe('Paracetamol');
    const [, strength = '', form = ''] = facts;
    await box.press('Enter');

    await expect(page).toHaveURL(/\/products\//);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Napa');
    await expect(main.getByTestId('medicine-generic')).toHaveText(['Paracetamol']);
    await expect(main.getByTestId('medicine-strength')).toHaveText(strength);
    await expect(main.getByTestId('medicine-form')).toHaveText(new RegExp(`^${escape(form.replace('-', ' '))}$`, 'i'));
    await expect(main.getByTestId('medicine-manufacturer')).toContainText('Beximco');
    await expect(main.getByTestId('unit-price')).toHaveText(/ per (unit|tablet|capsule|suppository|sachet)$/);
    await expect(main.locator('[data-dispensing-class]').first()).toHaveText(
      /^(Over the counter|Prescription required|Not sold online)$/,
    );

    // Substitutes: the same generic, strength and form from other makers, cheapest per unit first.
    const substitutes = main.getByRole('region', { name: 'Substitutes' });
    const first = substitutes.getByRole('link').first();
    await expect(first).toBeVisible();
    const substituteName = (await first.locator('span.font-semibold').first().textContent())?.trim() ?? '';
    expect(substituteName).not.toBe('');
    await first.click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(substituteName);
    await expect(main.getByTestId('medicine-strength')).toHaveText(strength);
    await expect(main.getByTestId('medicine-generic')).toHaveText(['Paracetamol']);

    // The generic's page: its names in both languages and its products by strength and form.
    await main.getByTestId('medicine-generic').first().click();
    await expect(page).toHaveURL(/\/generics\//);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Paracetamol');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('প্যারাসিটামল');
    await expect(main.getByRole('heading', { level: 2, name: '500 mg · Tablet' })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: new RegExp(`^${escape(strength)} · `) }).first(),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: /^Napa/ }).first()).toBeVisible();
  });

  test('the server paints the generic page with its products', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/products?q=napa&limit=1')).json()) as {
      items: { medicine: { generics: { id: string; name: string }[] } }[];
    };
    const generic = items[0]!.medicine.generics[0]!;
    const html = await (await page.request.get(`/generics/${generic.id}`)).text();
    expect(html).toContain(`>${generic.name}`);
    expect(html).toContain('Generic medicine');
  });

  test('Enter without a choice searches the shop, and a maker opens the shop filtered by it', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Search medicines, generics and makers').click();
    const box = page.getByRole('combobox', { name: 'Search medicines, generics and makers' });
    await box.pressSequentially('paracetamol', { delay: 20 });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=paracetamol$/);

    await page.goto('/');
    await page.getByLabel('Search medicines, generics and makers').click();
    await box.pressSequentially('beximco', { delay: 20 });
    await page
      .getByRole('option', { name: /Maker$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shop\?manufacturer=[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Manufacturer')).toHaveValue(/[0-9a-f-]{36}/);
  });

  test('a controlled medicine is listed with its reason and never offered for the cart', async ({ page }) => {
    const res = await page.request.get('/api/products?class=controlled&limit=5');
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: ProductJson[] };
    expect(items.length, 'the seed lists controlled medicines').toBeGreaterThan(0);
    const product = items[0]!;
    expect(product.medicine?.dispensingClass).toBe('controlled');

    await page.goto(`/products/${product._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(main.getByText('Not sold online').first()).toBeVisible();
    await expect(main.getByText(/controlled medicine/i).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);

    // Nor in the shop's list of them.
    await page.goto('/shop?class=controlled');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  });

  test('the shop filters combine in the address and ask the server', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('table')).toBeVisible();

    await page.getByLabel('Dosage form').selectOption('syrup');
    await expect(page).toHaveURL(/[?&]form=syrup/);
    await page.getByLabel('How it is sold').selectOption('otc');
    await expect(page).toHaveURL(/[?&]form=syrup/);
    await expect(page).toHaveURL(/[?&]class=otc/);
    // The box follows the address, so it shows ticked once the new address is in place.
    await page.getByLabel('In stock only').click();
    await expect(page).toHaveURL(/[?&]inStock=true/);
    await expect(page.getByLabel('In stock only')).toBeChecked();

    // What the table shows is what the server answers for all three at once.
    const res = await page.request.get('/api/products?form=syrup&class=otc&inStock=true&limit=10');
    const { items } = (await res.json()) as { items: ProductJson[] };
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) expect(p.medicine).toMatchObject({ form: 'syrup', dispensingClass: 'otc' });
    await expect(page.getByRole('table').getByRole('link', { name: items[0]!.name }).first()).toBeVisible();

    // A category keeps the filters; reloading keeps them all.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'OTC Medicine' }).click();
    await expect(page).toHaveURL(/category=OTC/);
    await expect(page).toHaveURL(/form=syrup/);
    await page.reload();
    await expect(page.getByLabel('Dosage form')).toHaveValue('syrup');
    await expect(page.getByLabel('How it is sold')).toHaveValue('otc');
    await expect(page.getByLabel('In stock only')).toBeChecked();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/form=|class=|inStock=/);
    await expect(page).toHaveURL(/category=OTC/);
  });
});
