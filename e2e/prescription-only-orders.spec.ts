import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { chooseLanguage, shopOrigin, signInAs, signUpFresh } from './fixtures';
import { pngPage } from './prescription-files';

/**
 * Ordering by prescription only: a shopper sends a photo of a prescription with an address and a
 * note; a pharmacist (in Bangla) approves the prescription and builds the order, one line an
 * antibiotic standing in for another brand; the shopper accepts it, and checkout opens with the lines in the cart and the
 * prescription chosen. Each new page is checked with axe and looked at 360 and 1280 px wide.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const patient = `Shapla Akter ${Date.now().toString(36)}`;

/** Screenshots at 1280 and 360 px, with no sideways scrolling at either. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

let shopper: { email: string; password: string };
let requestUrl = '';
let prescriptionId = '';

test.describe.configure({ mode: 'serial' });

test('a shopper sends a prescription, an address and a note', async ({ page }) => {
  test.setTimeout(120_000);
  shopper = await signUpFresh(page, 'Rx Only Shopper');
  const address = await page.request.post('/api/addresses', {
    data: { name: patient, phone: '01712345678', line1: 'House 7, Road 3', area: 'Dhanmondi', district: 'dhaka' },
    headers: { origin: shopOrigin() },
  });
  expect(address.status(), await address.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/prescription-orders');
  await whenLive(page);
  await expect(page.getByRole('heading', { name: 'Orders by Prescription', level: 1 })).toBeVisible();
  await expect(page.getByText('No orders by prescription yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Send a prescription' });

  // Sending without a prescription is stopped, in words.
  await form.getByRole('button', { name: 'Send to the pharmacist' }).click();
  await expect(form.getByText('Choose or upload a prescription.')).toBeVisible();

  const upload = form.getByRole('form', { name: 'Upload a prescription' });
  await upload.getByLabel('Patient’s name').fill(patient);
  await upload.getByLabel('Doctor’s name').fill('Dr. Nasrin Akter');
  await upload.getByLabel('BMDC registration number').fill('A-12345');
  await upload.getByLabel('Date written').fill(daysAgo(1));
  await upload
    .getByLabel('Pages', { exact: true })
    .setInputFiles([{ name: 'page-1.png', mimeType: 'image/png', buffer: pngPage() }]);
  await upload.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(form.getByTestId('prescription-choice').filter({ hasText: patient }).getByRole('radio')).toBeChecked();
  await form.getByLabel('Deliver to').selectOption({ index: 0 });
  await form.getByLabel('Note for the pharmacist (optional)').fill('Two weeks of medicine, please.');
  await form.getByRole('button', { name: 'Send to the pharmacist' }).click();

  await expect(page).toHaveURL(/\/dashboard\/prescription-orders\/[0-9a-f-]{36}$/);
  requestUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('rx-status')).toHaveText('Waiting for a pharmacist');
  await expect(page.getByRole('main')).toContainText('Two weeks of medicine, please.');
  await expect(page.getByRole('button', { name: 'Take back this request' })).toBeVisible();
  const request = await page.request.get(
    `/api${requestUrl.replace('/dashboard/prescription-orders', '/prescription-requests')}`,
  );
  prescriptionId = ((await request.json()) as { prescription: { id: string } }).prescription.id;
  await expect(page.getByText('Sent. A pharmacist will build your order and mail you.')).toHaveCount(0, {
    timeout: 15_000,
  });
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'an order by prescription, waiting');
  await shots(page, 'rx-only-waiting');
});

test('a pharmacist approves the prescription and builds the order, in Bangla', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: shopOrigin() });
  await chooseLanguage(context, 'bn');
  const page = await context.newPage();
  await signInAs(page, 'pharmacist');
  const approved = await page.request.post(`/api/prescriptions/${prescriptionId}/approve`, {
    data: {},
    headers: { origin: shopOrigin() },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/prescription-orders');
  await whenLive(page);
  await expect(page.getByRole('heading', { name: 'প্রেসক্রিপশন দিয়ে অর্ডার', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`খুলুন: ${patient}`) }).click();
  await expect(page.getByRole('heading', { name: 'অর্ডার তৈরি করুন' })).toBeVisible();

  const find = async (name: string) => {
    await page.getByRole('searchbox', { name: 'পণ্য খুঁজুন' }).fill(name);
    await page.getByRole('search').getByRole('button', { name: 'পণ্য খুঁজুন' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${name}.* যোগ করুন$`) })
      .first()
      .click();
  };
  await find('Napa');
  await find('Zimax');
  const lines = page.getByTestId('draft-line');
  await expect(lines).toHaveCount(2);
  await lines
    .nth(0)
    .getByLabel(/পরিমাণ/)
    .fill('২');
  await lines.nth(1).getByLabel(/বিকল্প/).fill('Azithrocin 500 mg');
  await page.getByLabel('ক্রেতার জন্য নোট (ঐচ্ছিক)').fill('Azithrocin নেই; Zimax একই ওষুধ।');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'building an order from a prescription (bn)');
  await shots(page, 'rx-only-builder-bn');
  await page.getByRole('button', { name: 'ক্রেতাকে পাঠান' }).click();
  await expect(page.getByTestId('rx-status')).toHaveText('আপনার দেখার জন্য তৈরি');
  await expect(page.getByTestId('proposal-line')).toHaveCount(2);
  await context.close();
});

test('the shopper accepts the order and checkout opens with it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, shopper);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(requestUrl);
  await whenLive(page);
  await expect(page.getByTestId('rx-status')).toHaveText('Ready for you to check');
  const lines = page.getByTestId('proposal-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Napa');
  await expect(lines.nth(1)).toContainText('Substitute for Azithrocin 500 mg');
  await expect(page.getByRole('main')).toContainText('Azithrocin নেই; Zimax একই ওষুধ।');
  await expect(page.getByText(/Accept or decline by/)).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'an order by prescription, ready to check');
  await shots(page, 'rx-only-proposed');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Accept and check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await whenLive(page);
  const choice = page
    .getByTestId('checkout-prescription')
    .getByTestId('prescription-choice')
    .filter({ hasText: patient });
  await expect(choice.getByRole('radio')).toBeChecked();
  const cart = await page.request.get('/api/carts');
  const items = (await cart.json()) as { name: string; quantity: number }[];
  expect(items.map((i) => i.quantity).sort()).toEqual([1, 2]);
});
