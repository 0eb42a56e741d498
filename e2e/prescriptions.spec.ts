import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle } from './a11y-helpers';
import { pdfPage, pngPage } from './prescription-files';
import { chooseLanguage, shopOrigin, signInAs, signUpFresh } from './fixtures';

/**
 * Prescriptions: a shopper uploads one (a photo and a PDF page), a pharmacist reviews it in
 * the queue and approves it, the shopper sees the approval and an admin finds it in the audit
 * log. Each page is checked with axe and photographed at the widths people use.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const patient = `Rahima Khatun ${Date.now().toString(36)}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test('a shopper uploads a prescription and sees it waiting for review', async ({ page }) => {
  await signInAs(page, 'user');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My Prescriptions' })).toBeVisible();
  await settle(page);

  // Sending the form empty names each field in trouble.
  await page.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(page.getByText('Enter the patient’s name (at most 80 characters).')).toBeVisible();
  await expect(page.getByText('Add at least one page: a photo or a PDF.')).toBeVisible();

  await page.getByLabel('Patient’s name').fill(patient);
  await page.getByLabel('Doctor’s name').fill('Dr. Nasrin Akter');
  await page.getByLabel('BMDC registration number').fill('a 12345');
  await page.getByLabel('Date written').fill(daysAgo(2));
  await page.getByLabel('Pages', { exact: true }).setInputFiles([
    { name: 'page-1.png', mimeType: 'image/png', buffer: pngPage() },
    { name: 'page-2.pdf', mimeType: 'application/pdf', buffer: pdfPage() },
  ]);
  await expect(page.getByRole('list', { name: '2 files chosen' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(page.getByText('Prescription uploaded. A pharmacist will check it.')).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patient, exact: true }) });
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card.getByText('A-12345')).toBeVisible();
  await card.getByRole('button', { name: `View the pages of the prescription for ${patient}` }).click();
  const image = card.getByRole('img', { name: `Page 1 of the prescription for ${patient}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/prescriptions');
  // The PDF page shows in the browser's own viewer, with a link to open it whole.
  await card.getByRole('button', { name: 'Next page' }).click();
  await expect(card.getByRole('link', { name: 'Open the PDF in a new tab' })).toBeVisible();
  await expect(card.getByTitle('Page 2 of 2')).toBeVisible();
  await shot(page, 'prescriptions-1280-en');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'prescriptions-360-en');
});

test('the shopper’s page reads in Bangla too', async ({ page, context }) => {
  await chooseLanguage(context, 'bn');
  await signInAs(page, 'user');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'আমার প্রেসক্রিপশন' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patient, exact: true }) });
  await expect(card.getByText('যাচাইয়ের অপেক্ষায়')).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/prescriptions (bn)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'prescriptions-360-bn');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'prescriptions-1280-bn');
});

test('a pharmacist reviews it from the queue and approves it', async ({ page }) => {
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prescription Review' })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/review (queue)');
  await shot(page, 'review-queue-1280-en');

  await page.getByRole('button', { name: `Review the prescription for ${patient}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: patient })).toBeVisible();
  const image = page.getByRole('img', { name: `Page 1 of the prescription for ${patient}` });
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom 150%')).toBeVisible();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
  // The keys do the same on the page area.
  await page.getByLabel('Page 1 of 2', { exact: true }).focus();
  await page.keyboard.press('r');
  await expect(image).toHaveAttribute('style', /rotate\(180deg\)/);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/review (open)');
  await shot(page, 'review-open-1280-en');
  // Side by side at 1280 px: the pages' column starts left of the facts' column, on the same row.
  const viewer = await page.getByRole('toolbar').first().boundingBox();
  const facts = await page.getByRole('heading', { name: 'What the prescription says' }).boundingBox();
  expect(facts!.x).toBeGreaterThan(viewer!.x + 400);
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await shot(page, 'review-open-768-en');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(/^Approved until /)).toBeVisible();
  await expect(page.getByRole('button', { name: `Review the prescription for ${patient}` })).toHaveCount(0);
});

test('the review page reads in Bangla at 1280 and 768 px', async ({ page, context }) => {
  await chooseLanguage(context, 'bn');
  await signInAs(page, 'user');
  // A second prescription to open.
  const form = await page.request.post('/api/prescriptions', {
    headers: { origin: shopOrigin() },
    multipart: {
      patientName: `${patient} B`,
      doctorName: 'ডা. করিম',
      bmdcNumber: 'A-2345',
      writtenOn: daysAgo(1),
      pages: { name: 'p.png', mimeType: 'image/png', buffer: pngPage() },
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  await page.context().clearCookies();
  await chooseLanguage(context, 'bn');
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'প্রেসক্রিপশন যাচাই' })).toBeVisible();
  await page.getByRole('button', { name: `${patient} B-এর প্রেসক্রিপশন যাচাই করুন` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${patient} B` })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/review (bn)');
  await shot(page, 'review-open-1280-bn');
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await shot(page, 'review-open-768-bn');
  // Rejecting asks first and names the prescription.
  await page.getByLabel('কারণ').selectOption('unreadable');
  await page.getByRole('button', { name: 'বাতিল করুন', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`${patient} B`);
  await page.getByRole('button', { name: 'হ্যাঁ, বাতিল করুন' }).click();
  await expect(page.getByText('প্রেসক্রিপশন বাতিল করা হয়েছে।')).toBeVisible();
});

test('the shopper sees the approval, and an admin finds it in the audit log', async ({ page, context }) => {
  await signInAs(page, 'user');
  await page.goto('/dashboard/prescriptions');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: patient, exact: true }) });
  await expect(card.getByText(/^Approved until /)).toBeVisible();
  const rejected = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `${patient} B`, exact: true }) });
  await expect(rejected.getByText('Reason: Not readable')).toBeVisible();
  await page.context().clearCookies();

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('What').selectOption('prescription.approved');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('cell', { name: 'pharmacist@medibazaar.test Pharmacist' }).first()).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/audit');
  await shot(page, 'audit-1280-en');
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toBe('/api/audit/export.csv?action=prescription.approved');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain('pharmacist@medibazaar.test,');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'audit-360-en');

  await chooseLanguage(context, 'bn');
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/audit (bn)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'audit-360-bn');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'audit-1280-bn');
});

test('an admin makes someone a pharmacist after a question naming them; they then see the review queue', async ({
  browser,
}) => {
  const person = await (await browser.newContext()).newPage();
  const name = `Pharmacist ${Date.now()}`;
  const account = await signUpFresh(person, name);

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/dashboard/allusers');
  await admin.getByRole('combobox', { name: `Role of ${name}` }).selectOption('pharmacist');
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(`Make ${name} a pharmacist?`);
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: `Yes, make ${name} a pharmacist` }).click();
  await expect(admin.getByText(`${name} is now pharmacist.`)).toBeVisible();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name }) });
  await expect(row.getByText('Pharmacist User')).toBeVisible();

  await person.goto('/dashboard');
  await expect(person).toHaveURL(/\/dashboard\/review$/);
  await expect(
    person.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Prescription Review' }),
  ).toBeVisible();
});
