import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { chooseLanguage, shopOrigin, signInAs, signUpFresh } from './fixtures';
import { pngPage } from './prescription-files';

/**
 * The antibiotic register (decision 057): a shopper's cash order of an antibiotic on an uploaded
 * prescription waits for a pharmacist; the pharmacist (with a Pharmacy Council number) approves
 * the prescription and the line, entering the full course the prescription writes, and is warned
 * that the packs ordered hold less; the register shows the line signed with the pharmacist's
 * number, and downloads as CSV. The admin's Pharmacists page lists the number. Each page is
 * checked with axe and photographed at 1280 and 360 px, in English and Bangla.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 800 ? 900 : 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

const patient = `Salma Begum ${Date.now().toString(36)}`;
let order = '';

test.describe.configure({ mode: 'serial' });

test('a shopper orders an antibiotic on a prescription, cash on delivery', async ({ page }) => {
  await signUpFresh(page, 'Register Shopper');
  const origin = shopOrigin();
  const found = await page.request.get('/api/products?class=prescription&inStock=true&limit=100&q=Zimax');
  const { items } = (await found.json()) as { items: { _id: string; stock: number }[] };
  const zimax = items.find((p) => p.stock > 2)!;
  expect(zimax, 'Zimax in stock').toBeTruthy();
  const added = await page.request.post('/api/carts', {
    data: { menuId: zimax._id, quantity: 1 },
    headers: { origin },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const uploaded = await page.request.post('/api/prescriptions', {
    headers: { origin },
    multipart: {
      patientName: patient,
      doctorName: 'Dr. Nasrin Akter',
      bmdcNumber: 'A-12345',
      writtenOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      pages: { name: 'page-1.png', mimeType: 'image/png', buffer: pngPage() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const prescriptionId = ((await uploaded.json()) as { id: string }).id;
  const address = await page.request.post('/api/addresses', {
    data: { name: patient, phone: '01712345678', line1: 'House 7, Road 3', area: 'Dhanmondi', district: 'dhaka' },
    headers: { origin },
  });
  expect(address.status(), await address.text()).toBe(201);
  const placed = await page.request.post('/api/orders', {
    data: { addressId: ((await address.json()) as { id: string }).id, paymentMethod: 'cod', prescriptionId },
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  order = ((await placed.json()) as { orders: { number: string }[] }).orders[0]!.number;
});

test('the pharmacist enters the course, is warned it is short, and approves', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/dashboard/review');
  await page.getByRole('button', { name: `Review order ${order}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${order}` })).toBeFocused();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(/^Approved until /).first()).toBeVisible();
  const line = page.getByTestId('review-line').first();
  await line.getByRole('radio', { name: 'Approve' }).check();
  await expect(line).toContainText('Antibiotic (Azithromycin)');
  await line.getByLabel('Full course on the prescription (units)').fill('999');
  await expect(line.getByRole('status')).toContainText('Short of the full course');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the review with the course warning');
  await shots(page, 'register-course-warning-en');
  await page.getByRole('button', { name: 'Save the review' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Yes, save it' })
    .click();
  await expect(page.getByText(`Order ${order} is approved.`)).toBeVisible();
});

test('the register shows the line signed with the pharmacist’s number, and downloads as CSV', async ({
  page,
  context,
}) => {
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/dashboard/review');
  await page.getByRole('navigation').getByRole('link', { name: 'Antibiotic Register' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antibiotic Register' })).toBeVisible();
  await page.getByLabel('Order number').fill(order);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('1 line', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(patient);
  await expect(page.getByRole('main')).toContainText('Farhana Kabir (BPC A-1234)');
  await expect(page.getByRole('main')).toContainText('Course written: 999 units');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/antibiotic-register');
  await shots(page, 'register-page-en');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^antibiotic-register-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.trim().split('\n')).toHaveLength(2);
  expect(csv).toContain(`${order},${patient},Dr. Nasrin Akter,A-12345`);
  expect(csv).toContain('Farhana Kabir,A-1234');

  await chooseLanguage(context, 'bn');
  await page.goto('/dashboard/antibiotic-register');
  await whenLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'অ্যান্টিবায়োটিক রেজিস্টার' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(patient);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/antibiotic-register (bn)');
  await shots(page, 'register-page-bn');
});

test('the admin’s Pharmacists page lists each reviewer’s number', async ({ page, context }) => {
  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/dashboard/pharmacists');
  const farhana = page.getByTestId('pharmacist').filter({ hasText: 'Farhana Kabir' });
  await expect(farhana).toContainText('Pharmacy Council number A-1234');
  await farhana.getByLabel('Pharmacy Council number of Farhana Kabir').fill('D-1');
  await farhana.getByRole('button', { name: 'Save' }).click();
  await expect(farhana).toContainText('Enter the grade letter A, B or C and the number, e.g. A-1234.');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/pharmacists');
  await shots(page, 'pharmacists-en');
  await chooseLanguage(context, 'bn');
  await page.goto('/dashboard/pharmacists');
  await expect(page.getByRole('heading', { level: 1, name: 'ফার্মাসিস্ট' })).toBeVisible();
  await settle(page);
  await shots(page, 'pharmacists-bn');
});
