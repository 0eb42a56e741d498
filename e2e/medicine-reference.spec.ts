import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle } from './a11y-helpers';
import { chooseLanguage, signInAs } from './fixtures';

/**
 * The medicine reference: a pharmacist finds a medicine, changes how it is sold with a reason,
 * and the list shows the new class and who set it. The seller's product form shows the class
 * read-only. Each page is checked with axe and photographed at the widths people use.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe.configure({ mode: 'serial' });

async function findFamotidine(page: Page) {
  await page.getByLabel('Search by generic, brand or strength').fill('Famotidine');
  await page.getByLabel('How it is sold').selectOption('otc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^\d+ medicines$/)).toBeVisible();
}

test('a pharmacist makes a medicine prescription-only, with a reason', async ({ page }) => {
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Medicine Reference' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Medicine Reference' })).toBeVisible();
  await settle(page);
  await findFamotidine(page);
  const table = page.getByRole('table', { name: 'Medicine reference entries' });
  const row = table.getByRole('row').filter({ hasText: 'Famotidine' }).first();
  const name = (await row.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
  await expectNoSeriousViolations(page);
  await shot(page, 'medicine-reference-1280');

  await row.getByRole('button', { name: `Change how ${name} is sold` }).click();
  const dialog = page.getByRole('dialog', { name: `How ${name} is sold` });
  await dialog.getByLabel('How it is sold').selectOption('prescription');
  // Without a reason it is not saved, and says why under the field.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At least 5 characters, for example the DGDA notice.').last()).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('DGDA notice: prescription-only from now on.');
  await shot(page, 'medicine-reference-dialog-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} is now: Prescription required.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('How it is sold').selectOption('prescription');
  await page.getByRole('button', { name: 'Apply' }).click();
  const changed = table.getByRole('row').filter({ hasText: name });
  await expect(changed.getByText('Prescription required')).toBeVisible();
  await expect(changed.getByText(/DGDA notice: prescription-only from now on\./)).toBeVisible();
});

test('the page at a phone’s width, in Bangla', async ({ page, context }) => {
  await chooseLanguage(context, 'bn');
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard/medicine-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'ওষুধের রেফারেন্স' })).toBeVisible();
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await shot(page, 'medicine-reference-360-bn');
});
