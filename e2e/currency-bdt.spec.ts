import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { cardStep, placeCardOrders } from './card-orders';
import { chooseLanguage, DEMO, DEMO_PASSWORD } from './fixtures';
import { SERVER, shopEnv, startOwnShop, type OwnShop } from './own-shop';
import getPort from 'get-port';

/**
 * A second shop, in taka (SHOP_CURRENCY=BDT), on its own port and its own data folder: the
 * main test server stays in dollars. This file starts it, and stops it when it is done.
 */

interface ProductJson {
  _id: string;
  name: string;
  price: number;
  discount: number;
  discounted_price?: number;
  stock: number;
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

// Written here from the rules, not with the app's own formatter: "৳" with Bangla digits and
// lakh grouping in Bangla; "Tk" with a no-break space and groups of three in English.
const BANGLA = '০১২৩৪৫৬৭৮৯';
function takaBn(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `৳${`${grouped}.${cents}`.replace(/\d/g, (d) => BANGLA[Number(d)]!)}`;
}
const takaEn = (amount: number) => `Tk\u00a0${amount.toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',')}`;

let origin = '';
let shop: OwnShop | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnShop('the taka shop', { SHOP_CURRENCY: 'BDT' });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
});

async function aProduct(page: Page): Promise<ProductJson> {
  const res = await page.request.get(`${origin}/api/products?category=Devices&limit=20`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: ProductJson[] };
  const product = items.find((p) => p.discount === 0 && p.stock > 5);
  expect(product, 'a product without a discount, in stock').toBeTruthy();
  return product!;
}

test('a taka shop shows ৳ prices with Bangla digits in Bangla, and Tk in English', async ({ page, context }) => {
  const product = await aProduct(page);

  await chooseLanguage(context, 'bn', origin);
  await page.goto(`${origin}/products/${product._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText(takaBn(product.price));
  await expect(main).not.toContainText('$');

  await page.goto(`${origin}/shop?category=Devices`);
  const row = page.getByRole('row').filter({ hasText: product.name }).first();
  await expect(row).toContainText(takaBn(product.price));

  await chooseLanguage(context, 'en', origin);
  await page.goto(`${origin}/products/${product._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main')).toContainText(takaEn(product.price));
  await expect(page.getByRole('main')).not.toContainText('$');
});

test('a taka shop records its payments in BDT, and its history shows ৳ in Bangla', async ({ page, context }) => {
  const product = await aProduct(page);
  const signIn = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: DEMO.user, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const added = await page.request.post(`${origin}/api/carts`, {
    data: { menuId: product._id, quantity: 2 },
    headers: { origin },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  // Placed by card: the orders' total is the items and the delivery fee, in taka.
  const { numbers, total } = await placeCardOrders(page.request, origin);

  await chooseLanguage(context, 'en', origin);
  await page.goto(`${origin}${cardStep(numbers)}`);
  await expect(page.getByTestId('payment-amount')).toHaveText(takaEn(total));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${takaEn(total)}` }).click();
  await expect(page.getByTestId('order-confirmation')).toContainText('Payment Succeeded!');
  await expect(page.getByTestId('order-total')).toHaveText(takaEn(total));

  // The shop's books say taka.
  const history = await page.request.get(`${origin}/api/payments/${encodeURIComponent(DEMO.user)}`);
  expect(history.status()).toBe(200);
  const { items } = (await history.json()) as { items: { transactionId: string; currency: string; price: number }[] };
  const paid = items.find((p) => p.price === total);
  expect(paid).toMatchObject({ currency: 'bdt', price: total });
  const transactionId = paid!.transactionId;

  await chooseLanguage(context, 'bn', origin);
  await page.goto(`${origin}/dashboard/paymentsHistory`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: transactionId });
  await expect(row).toContainText(takaBn(total));
});

test('the taka shop, with its payments, refuses to start in dollars and says how to go on', async () => {
  test.setTimeout(90_000);
  await shop!.stop();
  const port = await getPort({ host: '127.0.0.1' });
  const run = spawnSync(process.execPath, [SERVER], {
    env: shopEnv(port, shop!.dataDir, { SHOP_CURRENCY: 'USD' }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("SHOP_CURRENCY: is USD, but this shop's recorded payments are in BDT (1 payment).");
  expect(run.stderr).toContain('Set SHOP_CURRENCY=BDT to run this shop as it is');
});
