import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { chooseLanguage, DEMO, shopOrigin, signUpFresh } from './fixtures';

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  email?: string;
  medicine: { dispensingClass: string } | null;
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** In-stock products sold without a prescription, one of each seller named. */
async function productsOf(page: Page, sellers: string[]): Promise<ProductJson[]> {
  const { items } = (await (await page.request.get('/api/products?limit=100')).json()) as { items: ProductJson[] };
  return sellers.map((seller) => {
    const product = items.find(
      (p) => p.email === seller && p.stock > 3 && (!p.medicine || p.medicine.dispensingClass === 'otc'),
    );
    expect(product, `a demo product of ${seller} in stock`).toBeTruthy();
    return product!;
  });
}

async function fillCart(page: Page, products: ProductJson[]) {
  for (const p of products) {
    const res = await page.request.post('/api/carts', {
      data: { menuId: p._id, quantity: 1 },
      headers: { origin: shopOrigin() },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('pays by card at checkout, lands on the order, cancels it before shipping and sees the refund', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buyer = await signUpFresh(page, 'Card Shopper');
  await fillCart(page, await productsOf(page, [DEMO.seller, DEMO.seller2]));

  // The cart leads to checkout: an address in Dhaka, the fee, then the card.
  await page.goto('/dashboard/carts');
  await whenLive(page);
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Full name').fill(buyer.name);
  await form.getByLabel('Mobile number').fill('01812345678');
  await form.getByLabel('Address', { exact: true }).fill('House 9, Road 14');
  await form.getByLabel('Area').fill('Banani');
  await form.getByLabel('District').selectOption('dhaka');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await expect(page.getByText('You pay by card on the next page.')).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/checkout with card chosen');
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  // The card step pays the two orders just placed, for the checkout's total.
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-\d{2}-\d{6},MB-\d{2}-\d{6}$/);
  const numbers = new URL(page.url()).searchParams.get('orders')!.split(',');
  await expect(page.getByTestId('payment-orders')).toHaveText(`For orders ${numbers.join(', ')}`);
  await expect(page.getByTestId('payment-amount')).toHaveText(total);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the card step');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  // The first order's page confirms the payment and links the other order.
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${numbers[0]}$`));
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Payment Succeeded!' })).toBeVisible();
  await expect(confirmation).toContainText(`Order ${numbers[0]} is paid and placed.`);
  await expect(confirmation).toContainText('one more order was placed with it');
  await expect(page.getByRole('link', { name: `Order ${numbers[1]}` })).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Paid');
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Placed');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the order confirmation');
  await page.screenshot({ path: 'test-results/order-card-confirmation-1280-en.png', fullPage: true });

  // Cancelled before it ships: the card payment for this order comes back.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Cancel order ${numbers[0]}?`);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('order-refund')).toContainText('Refund:');
  await expect(page.getByTestId('order-refund')).toContainText('· Refunded');
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Refunded');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the cancelled order with its refund');

  // The other order stays paid.
  await page.getByRole('link', { name: `Order ${numbers[1]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${numbers[1]}$`));
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Paid');
  await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
});

test('in Bangla on a 360 px phone: pays by card, cancels and sees the refund, nothing scrolls sideways', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await chooseLanguage(context, 'bn');
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpFresh(page, 'কার্ড ক্রেতা');
  await fillCart(page, await productsOf(page, [DEMO.seller]));
  const added = await page.request.post('/api/addresses', {
    data: { name: 'রহিম উদ্দিন', phone: '01912345678', line1: 'বাড়ি ৪, রোড ২', area: 'ধানমন্ডি', district: 'dhaka' },
    headers: { origin: shopOrigin() },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/checkout');
  await whenLive(page);
  await expect(page.getByTestId('checkout-totals')).toContainText('ঢাকা শহর');
  await page.getByRole('radio', { name: 'কার্ড', exact: true }).check();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/checkout-card-360-bn.png', fullPage: true });
  await page.getByRole('button', { name: 'অর্ডার দিন ও পেমেন্ট করুন' }).click();

  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);
  await expect(page.getByTestId('payment-orders')).toContainText('অর্ডার MB-');
  await page.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
  await page.getByLabel('মেয়াদ (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await settle(page);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, undefined, 'the card step in Bangla at 360 px');
  await page.screenshot({ path: 'test-results/card-step-360-bn.png', fullPage: true });
  await page.getByRole('button', { name: /পরিশোধ করুন$/ }).click();

  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'পেমেন্ট সফল হয়েছে!' })).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText('কার্ড · পরিশোধিত');
  await settle(page);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, undefined, 'the order confirmation in Bangla at 360 px');
  await page.screenshot({ path: 'test-results/order-card-confirmation-360-bn.png', fullPage: true });

  await page.getByRole('button', { name: 'অর্ডার বাতিল করুন' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'অর্ডার বাতিল করুন' }).click();
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('বাতিল');
  await expect(page.getByTestId('order-refund')).toContainText('টাকা ফেরত দেওয়া হয়েছে');
  await expect(page.getByTestId('order-payment')).toHaveText('কার্ড · টাকা ফেরত দেওয়া হয়েছে');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/order-card-refunded-360-bn.png', fullPage: true });
});
