import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './fixtures';
import { pngPage } from './prescription-files';

/** A picture for the product, as a seller's camera gives it. */
const productPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 16, g: 140, b: 130 } } })
    .png()
    .toBuffer();

/** Today plus a year, as the date field takes it. */
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

async function closeSuccess(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Success!');
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test.describe('licensed sellers', () => {
  test('a new seller prepares a medicine and sends a licence scan; an admin approves; the medicine appears in the shop', async ({
    browser,
  }) => {
    // Sign-up, a product, a licence and an admin's approval: longer than the default minute on a loaded machine.
    test.slow();
    const stamp = Date.now();
    const sellerName = `Licence Pharmacy ${stamp}`;
    const product = `Licensed Paracetamol ${stamp}`;

    // A new seller signs up on the register page.
    const seller = await (await browser.newContext()).newPage();
    await seller.goto('/register');
    await seller.getByLabel('Name').fill(sellerName);
    await seller.getByRole('textbox', { name: 'Email' }).fill(`licence-seller-${stamp}@example.test`);
    await seller.getByLabel('Password', { exact: true }).fill('Licence2025pass');
    await seller.getByLabel('Register as').selectOption('seller');
    await seller.getByLabel('I accept the Terms and Conditions').check();
    await seller.getByRole('button', { name: 'Register', exact: true }).click();
    await closeSuccess(seller);

    // They prepare a product before any licence: it is saved, not shown.
    await seller.goto('/dashboard/addProduct');
    await seller.getByLabel('Product name', { exact: true }).fill(product);
    await seller
      .getByLabel('Description', { exact: true })
      .fill('Paracetamol 500 mg for fever and pain. 10 tablets per strip.');
    await seller.getByLabel('Price ($)').fill('3.50');
    await seller.getByLabel('Category').selectOption('OTC Medicine');
    await seller.getByLabel('Discount (%)').fill('0');
    await seller.getByLabel('Units in stock').fill('20');
    await seller.getByLabel('Product image').setInputFiles({
      name: 'paracetamol.png',
      mimeType: 'image/png',
      buffer: await productPhoto(),
    });
    await seller.getByRole('button', { name: 'Add Product' }).click();
    await expect(seller.getByText('Product added successfully!')).toBeVisible();
    const hidden = await (await seller.request.get(`/api/products?q=${encodeURIComponent(product)}`)).json();
    expect(hidden.items.map((p: { name: string }) => p.name)).not.toContain(product);

    // The Drug Licence page says the products are not on sale, and takes the licence with its scan.
    await seller.goto('/dashboard/drug-licence');
    await expect(seller.getByRole('heading', { name: 'Drug Licence', level: 1 })).toBeVisible();
    await expect(seller.getByText('Your products are not on sale')).toBeVisible();
    await seller.getByRole('button', { name: 'Send licence' }).click();
    await expect(seller.getByText('Enter the drug licence number as printed on the licence')).toBeVisible();
    await expect(seller.getByLabel('Pharmacy name, as on the licence')).toBeFocused();
    await seller.getByLabel('Pharmacy name, as on the licence').fill('Rokeya Pharmacy');
    await seller.getByLabel('Pharmacy address, as on the licence').fill('5 Station Road, Rangpur 5400');
    await seller.getByLabel('DGDA drug licence number').fill('DC-55120');
    await seller.getByLabel('Last valid day of the licence').fill(nextYear());
    await seller.getByLabel('Responsible pharmacist’s name').fill('Rokeya Sultana');
    await seller.getByLabel('Pharmacy Council registration number').fill('A-3318');
    await seller.getByLabel('Pharmacist’s grade').selectOption('A');
    await seller.getByLabel('Scan or photo of the licence').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: pngPage(),
    });
    await seller.getByRole('button', { name: 'Send licence' }).click();
    await expect(seller.getByText('Licence sent. An admin will check it.')).toBeVisible();
    await expect(seller.getByText('Waiting for an admin', { exact: true })).toBeVisible();

    // An admin finds it in the Seller Licences queue, sees the scan, and approves it.
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/dashboard/seller-licences');
    const item = admin.getByRole('listitem').filter({ hasText: sellerName });
    await expect(item.getByRole('img', { name: 'Scan of drug licence DC-55120' })).toBeVisible();
    await expect(item).toContainText('Rokeya Sultana · A-3318 · grade A');
    await item.getByRole('button', { name: 'Approve' }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm).toContainText(`Approve the licence of ${sellerName}?`);
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(`Licence of ${sellerName} approved.`)).toBeVisible();

    // The medicine is in the shop for any visitor.
    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto(`/shop?q=${encodeURIComponent(product)}`);
    await expect(shopper.getByRole('link', { name: product, exact: true }).first()).toBeVisible();

    // And the seller reads that their products are on sale.
    await seller.reload();
    await expect(seller.getByText(/Your products are on sale until/)).toBeVisible();
  });
});
