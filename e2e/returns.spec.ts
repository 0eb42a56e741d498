import { randomUUID } from 'node:crypto';
import { type Browser, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, whenLive } from './a11y-helpers';
import { chooseLanguage, DEMO, signInAs, signUpFresh } from './fixtures';

/**
 * A return asked for by the buyer (decision 072): a shopper's cash order of two units is delivered,
 * the shopper asks on the order's page to return one unit with a reason (by keyboard, after a
 * refusal of an empty form), the seller accepts it on the same page, and the shopper sees it
 * accepted, with the money back, in English at 1280 px and in Bangla at 360 px.
 */

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  email?: string;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A fresh shopper's cash order of two units of a seller's product, delivered by an admin. */
async function deliveredOrder(page: Page, browser: Browser) {
  await signUpFresh(page, 'Return Shopper');
  const { items } = (await (await page.request.get('/api/products?limit=100')).json()) as { items: ProductJson[] };
  const product = items.find((p) => p.email === DEMO.seller && p.stock > 3);
  expect(product, 'a demo product of the seller in stock').toBeTruthy();
  const added = await page.request.post('/api/carts', { data: { menuId: product!._id, quantity: 2 } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const address = await page.request.post('/api/addresses', {
    data: { name: 'Return Shopper', phone: '01712345678', line1: 'House 4', area: 'Dhanmondi', district: 'dhaka' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const placed = await page.request.post('/api/orders', {
    data: { addressId: (await address.json()).id, paymentMethod: 'cod' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const number = (await placed.json()).orders[0].number as string;

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
    const moved = await admin.request.post(`/api/orders/${number}/transitions`, { data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await admin.context().close();
  return { number, productName: product!.name };
}

test('the buyer asks to return one unit, the seller accepts, the buyer sees it in English and Bangla', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { number, productName } = await deliveredOrder(page, browser);

  // The buyer, in English at 1280 px: an empty request is refused in words, then sent by keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/orders/${number}`);
  await whenLive(page);
  const returns = page.getByTestId('order-returns');
  await expect(returns).toContainText('No return has been asked for.');
  await returns.getByRole('button', { name: 'Ask for a return' }).click();
  await returns.getByRole('button', { name: 'Send the return request' }).click();
  await expect(returns.getByRole('alert').first()).toHaveText('Choose at least one item to return.');
  await expect(returns.getByLabel('Why do you want to return it?')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, undefined, 'return form, English, 1280');

  await returns.getByLabel(productName).fill('1');
  await returns.getByLabel('Why do you want to return it?').fill('One strip arrived crushed.');
  await returns.getByRole('button', { name: 'Send the return request' }).focus();
  await page.keyboard.press('Enter');
  const request = returns.getByTestId('return-request');
  await expect(request).toContainText('Waiting for a decision');
  await expect(request).toContainText(`${productName} × 1`);
  await expect(request).toContainText('Reason: One strip arrived crushed.');
  await expect(returns.getByRole('button', { name: 'Ask for a return' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Tracking' })).toContainText('The buyer asked to return items.');

  // The seller, on the same page: Accept, after a question.
  const seller = await (await browser.newContext()).newPage();
  await signInAs(seller, 'seller');
  await seller.setViewportSize({ width: 1280, height: 900 });
  await seller.goto(`/dashboard/orders/${number}`);
  await whenLive(seller);
  const sellerReturns = seller.getByTestId('order-returns');
  await expect(sellerReturns.getByTestId('return-request')).toContainText('One strip arrived crushed.');
  await expectNoSeriousViolations(seller, undefined, 'return to decide, English, 1280');
  await sellerReturns.getByRole('button', { name: 'Accept return' }).click();
  const dialog = seller.getByRole('alertdialog');
  await expect(dialog).toContainText('Accept this return?');
  await dialog.getByRole('button', { name: 'Accept return' }).click();
  await expect(sellerReturns.getByTestId('return-request')).toContainText('Accepted');
  await seller.context().close();

  // The buyer sees it accepted, with the money back; the order stays delivered (one unit is kept).
  await page.reload();
  await whenLive(page);
  await expect(request).toContainText('Accepted');
  await expect(request).toContainText('Money back:');
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Delivered');

  // In Bangla at 360 px: the same, readable and nothing sideways.
  await chooseLanguage(page.context(), 'bn');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await whenLive(page);
  await expect(page.getByTestId('order-returns')).toContainText('ফেরত');
  await expect(request).toContainText('গ্রহণ করা হয়েছে');
  await expect(request).toContainText('ফেরত টাকা:');
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoSeriousViolations(page, undefined, 'returns, Bangla, 360');
});
