import { expect, test } from '@playwright/test';
import { whenLive } from './a11y-helpers';

interface ProductJson {
  _id: string;
  name: string;
  category: string;
  price: number;
  des: string;
  discount: number;
  discount_percentage?: number;
  discounted_price?: number;
  stock: number;
}

const dollars = (n: number) => `$${n.toFixed(2)}`;

test.describe('product page', () => {
  test('a discounted product shows its badge, the discounted price and the original struck through', async ({
    page,
    request,
  }) => {
    const { items } = (await (await request.get('/api/products?discounted=true&limit=1')).json()) as {
      items: ProductJson[];
    };
    const product = items[0]!;
    await page.goto(`/products/${product._id}`);
    await whenLive(page);
    await expect(page).toHaveTitle(`MediBazaar | ${product.name}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(`${product.discount}% OFF`, { exact: true })).toBeVisible();
    await expect(main.getByTestId('discounted-price')).toHaveText(
      `Discounted price: ${dollars(product.discounted_price!)}`,
    );
    const struck = main.locator('article s');
    await expect(struck).toHaveText(`Original price: ${dollars(product.price)}`);
    await expect(main.getByText(product.des)).toBeVisible();
    await expect(main.getByRole('link', { name: `Category: ${product.category}` })).toBeVisible();
    await expect(main.getByText(product.stock > 0 ? 'In stock' : 'Out of stock', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });

  test('a product without a discount shows only its price', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?category=Devices&limit=20')).json()) as {
      items: ProductJson[];
    };
    const product = items.find((p) => p.discount === 0)!;
    await page.goto(`/products/${product._id}`);
    await whenLive(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(/% OFF$/)).toHaveCount(0);
    await expect(main.locator('article s')).toHaveCount(0);
    await expect(main.getByText(dollars(product.price), { exact: false })).toBeVisible();
  });

  test('opening a product from the shop shows it complete once it has loaded', async ({ page }) => {
    await page.goto('/shop?category=Devices');
    const link = page.getByRole('table').getByRole('link').first();
    const name = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // No spinner left (the quantity beside Add to Cart is a status of its own).
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  });

  for (const [what, id] of [
    ['an unknown', '00000000-0000-4000-8000-000000000000'],
    ['a malformed', 'not-a-product'],
  ] as const) {
    test(`${what} product id shows 'Product not found or loading failed!' with a way back`, async ({ page }) => {
      await page.goto(`/products/${id}`);
      await whenLive(page);
      await expect(page.getByRole('alert')).toHaveText('Product not found or loading failed!');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await expect(page).toHaveURL(/\/shop$/);
      await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    });
  }
});
