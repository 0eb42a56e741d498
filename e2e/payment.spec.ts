import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, shopOrigin, signInAs, signUpFresh } from './fixtures';

interface ProductJson {
  _id: string;
  name: string;
  price: number;
  discount: number;
  discounted_price?: number;
  stock: number;
}

const dollars = (n: number) => `$${n.toFixed(2)}`;
const dialog = (page: Page) => page.getByRole('dialog');
const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function products(request: APIRequestContext, query: string): Promise<ProductJson[]> {
  const { items } = (await (await request.get(`/api/products?${query}`)).json()) as { items: ProductJson[] };
  return items.filter((p) => p.stock > 5);
}

/** Puts products into the signed-in page's cart through the API (the cart journey covers the buttons). */
async function fillCart(page: Page, items: { product: ProductJson; quantity: number }[]) {
  for (const { product, quantity } of items) {
    const res = await page.request.post('/api/carts', {
      data: { menuId: product._id, quantity },
      headers: { origin: shopOrigin() },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
}

test.describe('card payment', () => {
  test('pay with 4242…: success with the transaction id, history shows it, cart is empty', async ({
    page,
    request,
  }) => {
    await signUpFresh(page, 'Paying Shopper');
    const [discounted] = await products(request, 'discounted=true&limit=20');
    const [plain] = (await products(request, 'category=Devices&limit=20')).filter((p) => p.discount === 0);
    await fillCart(page, [
      { product: discounted!, quantity: 2 },
      { product: plain!, quantity: 1 },
    ]);
    const expected = dollars(2 * discounted!.discounted_price! + plain!.price);

    await page.goto('/dashboard/carts');
    await expect(page.getByTestId('cart-total-price')).toHaveText(expected);
    await page.getByRole('link', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await expect(page.getByRole('heading', { name: 'Test mode: no money moves' })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText(expected);

    const pay = page.getByRole('button', { name: `Pay ${expected}` });
    await expect(pay).toBeEnabled();
    await expect(page.getByLabel('Name on card')).toHaveValue('Paying Shopper');
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();

    await expect(dialog(page)).toContainText('Payment Succeeded!');
    const text = (await dialog(page).textContent()) ?? '';
    const transactionId = /Transaction id: (pi_sbx_[0-9a-f]+)/.exec(text)?.[1];
    expect(transactionId).toBeTruthy();
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL(/\/dashboard\/paymentsHistory$/);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: transactionId! });
    await expect(row).toContainText(expected);
    await expect(row).toContainText(`2 × ${discounted!.name}`);
    const status = row.getByText('succeeded', { exact: true });
    await expect(status).toHaveAttribute('data-status', 'succeeded');
    await expect(status).toHaveClass(/text-success-700/);

    // The receipt opens in its own 600×400 window.
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      row.getByRole('button', { name: `Print the receipt of payment ${transactionId}` }).click(),
    ]);
    await expect(receipt.locator('body')).toContainText('Payment receipt');
    await expect(receipt.locator('body')).toContainText(transactionId!);
    await expect(receipt.locator('tfoot')).toContainText(expected);
    expect(await receipt.evaluate(() => [window.innerWidth <= 600, window.innerHeight <= 400])).toEqual([true, true]);
    await receipt.close();

    await page.goto('/dashboard/carts');
    await expect(page.getByText('Your cart is empty — browse the shop')).toBeVisible();
  });

  test('a declined card shows its reason, and the cart stays', async ({ page, request }) => {
    await signUpFresh(page);
    const [product] = await products(request, 'category=Devices&limit=20');
    await fillCart(page, [{ product: product!, quantity: 1 }]);

    await page.goto('/dashboard/payments');
    await page.getByRole('button', { name: 'Use test card 4000 0000 0000 0002' }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill(expiry);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');

    await fillCard(page, '4000 0000 0000 9995');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toHaveText('Your card has insufficient funds.');
    await expect(dialog(page)).toHaveCount(0);

    await page.goto('/dashboard/carts');
    await expect(page.getByTestId('cart-total-items')).toHaveText('1');
    await page.goto('/dashboard/paymentsHistory');
    await expect(page.getByText('No payments yet.')).toBeVisible();
  });

  test('the card is checked before it is sent', async ({ page, request }) => {
    await signUpFresh(page);
    const [product] = await products(request, 'category=Devices&limit=20');
    await fillCart(page, [{ product: product!, quantity: 1 }]);
    await page.goto('/dashboard/payments');
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await pay.click();
    await expect(page.getByText('This card number is not valid.')).toBeVisible();
    await expect(page.getByText('This card has expired.')).toBeVisible();
    await expect(page.getByText('Enter the security code.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();
  });

  test('a payment page a newer one replaced refuses the card, and starting again pays for the cart', async ({
    page,
    request,
  }) => {
    await signUpFresh(page);
    const [product] = await products(request, 'category=Devices&limit=20');
    await fillCart(page, [{ product: product!, quantity: 1 }]);
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    // The same cart opened for payment in a second tab.
    const newer = await page.context().newPage();
    await newer.goto('/dashboard/payments');
    await expect(newer.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    await newer.close();

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-error')).toHaveText(
      'This payment page was replaced by a newer one. Pay on the newest page.',
    );
    await expect(dialog(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Start the payment again' }).click();
    await expect(page.getByTestId('payment-error')).toHaveCount(0);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog(page)).toContainText('Payment Succeeded!');
  });

  test('an empty cart has nothing to pay', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/dashboard/payments');
    await expect(page.getByText('Your cart is empty — browse the shop')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });
});

test.describe("seller's payments", () => {
  test("a seller sees the sale of their own product, another seller doesn't", async ({ browser, request }) => {
    const [sellersProduct] = await products(request, `email=${encodeURIComponent(DEMO.seller)}&limit=20`);
    const open = async () => (await browser.newContext({ baseURL: shopOrigin() })).newPage();
    const buyer = await open();
    const me = await signUpFresh(buyer, 'Buyer Of Seller Goods');
    await fillCart(buyer, [{ product: sellersProduct!, quantity: 3 }]);
    await buyer.goto('/dashboard/payments');
    await fillCard(buyer, '4242 4242 4242 4242');
    await buyer.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog(buyer)).toContainText('Payment Succeeded!');
    await buyer.close();

    const seller = await open();
    await signInAs(seller, 'seller');
    await seller.goto('/dashboard/sellerPaymentsHistory');
    const row = seller.getByRole('table').getByRole('row').filter({ hasText: me.email });
    await expect(row).toContainText(sellersProduct!.name);
    await expect(row).toContainText('3');
    await expect(row.getByText('succeeded', { exact: true })).toBeVisible();
    await seller.close();

    const other = await open();
    await signInAs(other, 'seller2');
    await other.goto('/dashboard/sellerPaymentsHistory');
    await expect(other.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(other.getByText(me.email)).toHaveCount(0);
    await other.close();
  });
});
