import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';
import { cardStep, placeCardOrders } from './card-orders';
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
const dialog = (page: Page) => page.getByRole('alertdialog');
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
  test('pay with 4242…: the cart goes through checkout to the card step, the order page confirms, history shows it', async ({
    page,
    request,
  }) => {
    const me = await signUpFresh(page, 'Paying Shopper');
    const [discounted] = await products(request, 'discounted=true&limit=20');
    const [plain] = (await products(request, 'category=Devices&limit=20')).filter((p) => p.discount === 0);
    await fillCart(page, [
      { product: discounted!, quantity: 2 },
      { product: plain!, quantity: 1 },
    ]);
    const items = dollars(2 * discounted!.discounted_price! + plain!.price);

    await page.goto('/dashboard/carts');
    await whenLive(page);
    await expect(page.getByTestId('cart-total-price')).toHaveText(items);
    await page.getByRole('link', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const form = page.getByRole('form', { name: 'Add a new address' });
    await form.getByLabel('Full name').fill('Paying Shopper');
    await form.getByLabel('Mobile number').fill('01712345678');
    await form.getByLabel('Address', { exact: true }).fill('House 12, Road 5');
    await form.getByLabel('Area').fill('Dhanmondi');
    await form.getByLabel('District').selectOption('dhaka');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
    const expected = (await page.getByTestId('checkout-total').textContent())!.trim();
    await page.getByRole('radio', { name: 'Card', exact: true }).check();
    await page.getByRole('button', { name: 'Place order and pay' }).click();

    await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);
    await expect(page.getByRole('heading', { name: 'Test mode: no money moves' })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText(expected);
    const pay = page.getByRole('button', { name: `Pay ${expected}` });
    await expect(pay).toBeEnabled();
    await expect(page.getByLabel('Name on card')).toHaveValue('Paying Shopper');
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();

    // The order's own page, not a dialog with a processor's id.
    await expect(page).toHaveURL(/\/dashboard\/orders\/MB-\d{2}-\d{6}$/);
    await expect(page.getByTestId('order-confirmation')).toContainText('Payment Succeeded!');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByTestId('order-payment')).toHaveText('Card · Paid');

    const history = (await (await page.request.get(`/api/payments/${encodeURIComponent(me.email)}`)).json()) as {
      items: { transactionId: string }[];
    };
    const transactionId = history.items[0]!.transactionId;
    await page.goto('/dashboard/paymentsHistory');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: transactionId });
    await expect(row).toContainText(expected);
    await expect(row).toContainText(`2 × ${discounted!.name}`);
    const status = row.getByText('Paid', { exact: true });
    await expect(status).toHaveAttribute('data-status', 'succeeded');
    await expect(status).toHaveClass(/text-success-700/);

    // The receipt opens in its own 600×400 window.
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      row.getByRole('button', { name: `Print the receipt of payment ${transactionId}` }).click(),
    ]);
    await expect(receipt.locator('body')).toContainText('Payment receipt');
    await expect(receipt.locator('body')).toContainText(transactionId);
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
    const { numbers } = await placeCardOrders(page.request);

    await page.goto(cardStep(numbers));
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
    await page.goto(`/dashboard/orders/${numbers[0]}`);
    await expect(page.getByTestId('order-payment')).toHaveText('Card · Awaiting payment');
    await expect(page.getByRole('link', { name: 'Pay by card' })).toBeVisible();
  });

  test('the card is checked before it is sent', async ({ page, request }) => {
    await signUpFresh(page);
    const [product] = await products(request, 'category=Devices&limit=20');
    await fillCart(page, [{ product: product!, quantity: 1 }]);
    await page.goto(cardStep((await placeCardOrders(page.request)).numbers));
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await pay.click();
    await expect(page.getByText('This card number is not valid.')).toBeVisible();
    await expect(page.getByText('This card has expired.')).toBeVisible();
    await expect(page.getByText('Enter the security code.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeFocused();
  });

  test('a payment page a newer one replaced refuses the card, and starting again pays for the orders', async ({
    page,
    request,
  }) => {
    await signUpFresh(page);
    const [product] = await products(request, 'category=Devices&limit=20');
    await fillCart(page, [{ product: product!, quantity: 1 }]);
    const { numbers } = await placeCardOrders(page.request);
    await page.goto(cardStep(numbers));
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
    // The same orders opened for payment in a second tab.
    const newer = await page.context().newPage();
    await newer.goto(cardStep(numbers));
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
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${numbers[0]}$`));
    await expect(page.getByTestId('order-confirmation')).toContainText('Payment Succeeded!');
  });

  test('with no order waiting for payment, the card step sends the shopper to checkout', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/dashboard/payments');
    await expect(page.getByText('No order is waiting for payment')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
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
    await buyer.goto(cardStep((await placeCardOrders(buyer.request)).numbers));
    await fillCard(buyer, '4242 4242 4242 4242');
    await buyer.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(buyer.getByTestId('order-confirmation')).toContainText('Payment Succeeded!');
    await buyer.close();

    const seller = await open();
    await signInAs(seller, 'seller');
    await seller.goto('/dashboard/sellerPaymentsHistory');
    const row = seller.getByRole('table').getByRole('row').filter({ hasText: me.email });
    await expect(row).toContainText(sellersProduct!.name);
    await expect(row).toContainText('3');
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await seller.close();

    const other = await open();
    await signInAs(other, 'seller2');
    await other.goto('/dashboard/sellerPaymentsHistory');
    await expect(other.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(other.getByText(me.email)).toHaveCount(0);
    await other.close();
  });
});
