import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Locator, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations, whenLive } from './a11y-helpers';
import { chooseLanguage, DEMO, signInAs, signUpFresh } from './fixtures';

/**
 * A return asked for by the buyer (decision 072): a shopper's cash order of two units is delivered,
 * the shopper asks on the order's page to return one unit with a reason and a photo (by keyboard,
 * after a refusal of an empty form and of a file that is no picture), the seller finds it on the
 * Return Requests list, opens its order, sees the photo and accepts it there, and the shopper sees
 * it accepted, with the money back, in English at 1280 px and in Bangla at 360 px, where an admin
 * finds it on the list among the accepted ones.
 */

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  email?: string;
}

/** A photo of the parcel as a phone would send it. */
const parcelPhoto = async () => ({
  name: 'parcel.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .png()
    .toBuffer(),
});

/** The photo shown is the picture itself, loaded through its signed link. */
async function expectPhotoShown(where: Locator, name: string) {
  const img = where.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
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
  // A file that is no picture is refused before anything is sent; a photo is previewed.
  const photos = returns.getByLabel('Photos (optional)');
  await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(returns.getByText('notes.txt is not a JPEG, PNG or WebP picture.')).toBeVisible();
  await expect(photos).toHaveAttribute('aria-invalid', 'true');
  await returns.getByRole('button', { name: 'Remove notes.txt' }).click();
  await photos.setInputFiles(await parcelPhoto());
  await expect(returns.getByRole('img', { name: 'Chosen photo parcel.png' })).toBeVisible();
  await expectNoSeriousViolations(page, undefined, 'return form with a photo, English, 1280');
  await returns.getByRole('button', { name: 'Send the return request' }).focus();
  await page.keyboard.press('Enter');
  const request = returns.getByTestId('return-request');
  await expect(request).toContainText('Waiting for a decision');
  await expect(request).toContainText(`${productName} × 1`);
  await expect(request).toContainText('Reason: One strip arrived crushed.');
  await expect(returns.getByRole('button', { name: 'Ask for a return' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Tracking' })).toContainText('The buyer asked to return items.');
  await expectPhotoShown(request, 'Photo 1 from the buyer');

  // The seller finds it on the Return Requests list and opens its order there: Accept, after a question.
  const seller = await (await browser.newContext()).newPage();
  await signInAs(seller, 'seller');
  await seller.setViewportSize({ width: 1280, height: 900 });
  await seller.goto('/dashboard');
  await whenLive(seller);
  await seller
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Return Requests' })
    .click();
  await expect(seller.getByRole('heading', { name: 'Return Requests' })).toBeVisible();
  const row = seller.getByTestId('return-row').filter({ hasText: number });
  await expect(row).toContainText('Waiting for a decision');
  await expect(row).toContainText(`${productName} × 1`);
  await expect(row).toContainText('One strip arrived crushed.');
  await expectNoSeriousViolations(seller, undefined, 'return requests, English, 1280');
  await row.getByRole('link', { name: `Order ${number}` }).click();
  await expect(seller).toHaveURL(new RegExp(`/dashboard/orders/${number}$`));
  await whenLive(seller);
  const sellerReturns = seller.getByTestId('order-returns');
  await expect(sellerReturns.getByTestId('return-request')).toContainText('One strip arrived crushed.');
  await expectPhotoShown(sellerReturns, 'Photo 1 from the buyer');
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
  await expectPhotoShown(request, 'ক্রেতার দেওয়া ছবি ১');
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoSeriousViolations(page, undefined, 'returns, Bangla, 360');

  // An admin, in Bangla at 360 px, finds it among the accepted requests.
  const admin = await (await browser.newContext()).newPage();
  await chooseLanguage(admin.context(), 'bn');
  await signInAs(admin, 'admin');
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto('/dashboard/returns');
  await whenLive(admin);
  await expect(admin.getByRole('heading', { name: 'ফেরতের অনুরোধ' })).toBeVisible();
  await admin.getByLabel('দেখান').selectOption({ label: 'গ্রহণ করা হয়েছে' });
  await expect(admin).toHaveURL(/\/dashboard\/returns/);
  const accepted = admin.getByTestId('return-row').filter({ hasText: number });
  await expect(accepted).toContainText('গ্রহণ করা হয়েছে');
  await expect(accepted).toContainText('One strip arrived crushed.');
  expect(await noSidewaysScroll(admin)).toBe(true);
  await expectNoSeriousViolations(admin, undefined, 'return requests, Bangla, 360');
  await admin.context().close();
});
