import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations, whenLive } from './a11y-helpers';
import { DEMO, signInAs, signUpFresh } from './fixtures';

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  email?: string;
}

async function asPerson(browser: Browser, who: 'seller' | 'seller2' | 'admin'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who);
  return page;
}

/** Moves the order forward from the order's own page, with the button the person is offered. */
async function step(page: Page, number: string, button: string, status: string) {
  await page.goto(`/dashboard/orders/${number}`);
  await whenLive(page);
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText(status);
}

test('cash on delivery: two sellers, two orders, from the cart to delivered, tracker and invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const buyer = await signUpFresh(page, 'Order Shopper');

  // Two in-stock products of two sellers, into the cart.
  const { items } = (await (await page.request.get('/api/products?limit=100')).json()) as { items: ProductJson[] };
  const first = items.find((p) => p.email === DEMO.seller && p.stock > 3);
  const second = items.find((p) => p.email === DEMO.seller2 && p.stock > 3);
  expect(first && second, 'demo products of both sellers').toBeTruthy();
  for (const p of [first!, second!]) {
    const res = await page.request.post('/api/carts', { data: { menuId: p._id, quantity: 1 } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  // Checkout: add an address in Dhaka, see the fee, pay cash on delivery.
  await page.goto('/dashboard/carts');
  await whenLive(page);
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Full name').fill(buyer.name);
  await form.getByLabel('Mobile number').fill('+880 1712-345678');
  await form.getByLabel('Address', { exact: true }).fill('House 12, Road 5');
  await form.getByLabel('Area').fill('Dhanmondi');
  await form.getByLabel('District').selectOption('dhaka');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('01712345678')).toBeVisible();
  await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
  await expect(page.getByTestId('checkout-fee')).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The first order's page confirms it and names the other one; both are placed.
  await expect(page).toHaveURL(/\/dashboard\/orders\/MB-\d{2}-\d{6}$/);
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toContainText('Thank you: your order is placed');
  await expect(confirmation).toContainText('one more order was placed with it');
  await expect(page.getByRole('region', { name: 'Placed together with' }).getByRole('link')).toHaveCount(1);
  await page.goto('/dashboard/orders');
  await whenLive(page);
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  for (const row of await page.getByTestId('order-row').all()) await expect(row).toContainText('Placed');
  const mine = (await (await page.request.get('/api/orders')).json()) as {
    items: { number: string; sellerEmail: string }[];
  };
  const order = mine.items.find((o) => o.sellerEmail === DEMO.seller)!;

  // The seller confirms, packs and ships from their list.
  const seller = await asPerson(browser, 'seller');
  await seller.goto('/dashboard/sellerOrders');
  await whenLive(seller);
  await expect(seller.getByRole('heading', { name: 'My Orders Products', level: 1 })).toBeVisible();
  for (const [button, status] of [
    ['Confirm', 'Confirmed'],
    ['Mark packed', 'Packed'],
    ['Mark shipped', 'Shipped'],
  ] as const) {
    await seller.getByRole('button', { name: `${button} ${order.number}` }).click();
    await expect(seller.getByTestId('order-row').filter({ hasText: order.number })).toContainText(status);
  }
  // Delivery is an admin's to record.
  await expect(seller.getByRole('button', { name: `Mark delivered ${order.number}` })).toHaveCount(0);
  // The packing slip to print: a PDF with the order's number, opened beside the list.
  const slipLink = seller.getByRole('link', { name: `Packing slip of order ${order.number}` });
  await expect(slipLink).toHaveAttribute('target', '_blank');
  const slip = await seller.request.get((await slipLink.getAttribute('href'))!);
  expect(slip.status()).toBe(200);
  expect(slip.headers()['content-type']).toContain('application/pdf');
  const slipPdf = await slip.body();
  expect(slipPdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(slipPdf.toString('latin1')).toContain(order.number);
  await expectNoSeriousViolations(seller, undefined, 'the seller orders list with its packing slip links');

  const admin = await asPerson(browser, 'admin');
  await step(admin, order.number, 'Mark delivered', 'Delivered');
  await expect(admin.getByTestId('order-payment')).toContainText('Paid');

  // The buyer sees the tracker and downloads the invoice.
  await page.goto(`/dashboard/orders/${order.number}`);
  await whenLive(page);
  const tracker = page.getByRole('list', { name: 'Tracking' });
  for (const s of ['Placed', 'Confirmed', 'Packed', 'Shipped', 'Delivered']) await expect(tracker).toContainText(s);
  await expect(page.getByTestId('order-payment')).toContainText('Cash on delivery · Paid');
  // The packing slip is the seller's: the buyer is offered the invoice only.
  await expect(page.getByRole('link', { name: 'Print packing slip' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download invoice' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(order.number);

  // The cash shows in the payment history.
  const history = await page.request.get(`/api/payments/${encodeURIComponent(buyer.email)}`);
  expect(JSON.stringify(await history.json())).toContain(`cod-${order.number}`);
});
