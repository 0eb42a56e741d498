import { expect, test, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';
import sharp from 'sharp';
import { DEMO, shopOrigin, signInAs } from './fixtures';

/** The SweetAlert2 dialog on screen. */
const dialog = (page: Page) => page.getByRole('alertdialog');

/** A real picture, as a seller's camera or design tool would give it. */
const productPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 16, g: 140, b: 130 } } })
    .png()
    .toBuffer();

async function fillProduct(page: Page, name: string) {
  await page.getByLabel('Product name', { exact: true }).fill(name);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Paracetamol 500 mg for fever and pain. 10 tablets per strip.');
  await page.getByLabel('Price ($)').fill('4.25');
  await page.getByLabel('Category').selectOption('OTC Medicine');
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByLabel('Units in stock').fill('25');
}

test.describe('seller and admin product journey', () => {
  test('a seller adds a product with an image, it shows in the shop and on the home page, an admin edits it, the seller deletes it', async ({
    browser,
  }) => {
    // A long journey through several pages and two people: near the default minute on a loaded machine.
    test.slow();
    const name = `Journey Paracetamol ${Date.now()}`;
    const seller = await (await browser.newContext()).newPage();
    await signInAs(seller, 'seller');

    // Add: the form checks every field first and names the first problem.
    await seller.goto('/dashboard/addProduct');
    await expect(seller).toHaveTitle('MediBazaar | Add Product');
    const email = seller.getByLabel('Seller email');
    await expect(email).toHaveValue(DEMO.seller);
    await expect(email).toBeDisabled();
    await seller.getByRole('button', { name: 'Add Product' }).click();
    await expect(seller.getByText('Enter a product name of at most 120 characters.')).toBeVisible();
    await expect(seller.getByText('Choose an image of the product.')).toBeVisible();
    await expect(seller.getByLabel('Product name', { exact: true })).toBeFocused();

    await fillProduct(seller, name);
    await seller.getByLabel('Product image').setInputFiles({
      name: 'paracetamol.png',
      mimeType: 'image/png',
      buffer: await productPhoto(),
    });
    await expect(seller.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await seller.getByRole('button', { name: 'Add Product' }).click();
    await expect(seller.getByText('Product added successfully!')).toBeVisible();
    // The form starts over.
    await expect(seller.getByLabel('Product name', { exact: true })).toHaveValue('');
    await expect(seller.getByLabel('Product image')).toHaveValue('');

    // In the shop, with its uploaded image (WebP, scaled to 1200 px).
    const found = await (await seller.request.get(`/api/products?q=${encodeURIComponent(name)}`)).json();
    const product = found.items.find((p: { name: string }) => p.name === name);
    expect(product).toMatchObject({ price: 4.25, discount: 10, stock: 25, email: DEMO.seller });
    expect(product.image).toMatch(/^\/uploads\/.+\.webp$/);
    const image = await seller.request.get(product.image);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toContain('immutable');
    expect((await sharp(await image.body()).metadata()).width).toBe(1200);

    await seller.goto(`/shop?q=${encodeURIComponent(name)}`);
    await expect(seller.getByRole('link', { name, exact: true }).first()).toBeVisible();

    // On the home page: the newest OTC medicine leads its section.
    await seller.goto('/');
    await whenLive(seller);
    const otc = seller.getByRole('region', { name: 'OTC Medicine', exact: true });
    await otc.scrollIntoViewIfNeeded();
    await expect(otc.getByRole('img', { name, exact: true })).toBeVisible();
    await expect(otc.getByRole('link', { name: new RegExp(`^View Product\\s*:\\s*${name}$`) })).toBeVisible();

    // An admin edits it from the product list.
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/dashboard/allProducts');
    await admin.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/dashboard/updateItem/${product._id}$`));
    await expect(admin.getByLabel('Product name', { exact: true })).toHaveValue(name);
    await admin.getByRole('button', { name: 'Update Product' }).click();
    await expect(admin.getByText('No changes were made.')).toBeVisible();
    const renamed = `${name} Forte`;
    await admin.getByLabel('Product name', { exact: true }).fill(renamed);
    await admin.getByLabel('Price ($)').fill('5.5');
    await admin.getByRole('button', { name: 'Update Product' }).click();
    await expect(admin.getByText('Product updated successfully!')).toBeVisible();
    const edited = await (await admin.request.get(`/api/products/${product._id}`)).json();
    expect(edited).toMatchObject({ name: renamed, price: 5.5, email: DEMO.seller, image: product.image });

    // The seller deletes it; its image goes with it.
    await seller.goto('/dashboard/manageMedicines');
    await seller.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(dialog(seller)).toContainText('Are you sure?');
    await expect(dialog(seller)).toContainText("You won't be able to revert this!");
    await dialog(seller).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(dialog(seller)).toContainText('Deleted!');
    await expect(dialog(seller)).toContainText('Your item has been deleted.');
    await dialog(seller).getByRole('button', { name: 'OK' }).click();
    await expect(seller.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);
    expect((await seller.request.get(`/api/products/${product._id}`)).status()).toBe(404);
    expect((await seller.request.get(product.image)).status()).toBe(404);
  });

  test("a file that is not a picture is refused: 'Image upload failed!' and nothing is added", async ({ page }) => {
    await signInAs(page, 'seller2');
    const name = `Not a picture ${Date.now()}`;
    await page.goto('/dashboard/addProduct');
    await fillProduct(page, name);
    await page.getByLabel('Product image').setInputFiles({
      name: 'label.png',
      mimeType: 'image/png',
      buffer: Buffer.from('MZ this is a program, not a picture'),
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Image upload failed!')).toBeVisible();
    await expect(page.getByText('Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.')).toBeVisible();
    await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(name);
    const found = await (await page.request.get(`/api/products?q=${encodeURIComponent(name)}`)).json();
    expect(found.items.filter((p: { name: string }) => p.name === name)).toEqual([]);
  });

  test('a save the shop refuses says why: under the field it names, else in the toast', async ({ page }) => {
    await signInAs(page, 'seller2');
    const refusals = [
      { code: 'VALIDATION_ERROR', field: 'discount', message: 'The discount is refused for this product.' },
      { code: 'NUL_CHARACTER', message: 'Text must not contain NUL characters.' },
    ];
    await page.route('**/api/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusals.shift()) })
        : route.continue(),
    );
    await page.goto('/dashboard/addProduct');
    await fillProduct(page, `Refused ${Date.now()}`);
    await page.getByLabel('Product image').setInputFiles({
      name: 'paracetamol.png',
      mimeType: 'image/png',
      buffer: await productPhoto(),
    });
    const add = page.getByRole('button', { name: 'Add Product' });
    await add.click();
    await expect(page.getByText('The discount is refused for this product.')).toBeVisible();
    await expect(page.getByLabel('Discount (%)')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();

    await add.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Some text holds a character that cannot be saved. Remove it and try again.' }),
    ).toBeVisible();
  });

  test("a seller's one list holds only their own products, with stock and units sold", async ({ page }) => {
    await signInAs(page, 'seller2');
    // The old My Products address leads to the one list, Manage Medicines.
    await page.goto('/dashboard/myProducts');
    await expect(page).toHaveURL(/\/dashboard\/manageMedicines$/);
    await expect(page.getByRole('heading', { name: 'Manage Medicines', level: 1 })).toBeVisible();
    const mine = await (await page.request.get('/api/products/mine?limit=100')).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((p: { email?: string }) => p.email === DEMO.seller2)).toBe(true);
    const first = mine.items[0];
    await expect(page.getByRole('columnheader', { name: 'Units sold' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.name, exact: true }) });
    await expect(row.getByRole('cell').nth(3)).toHaveText(first.stock === 0 ? 'Out of stock' : String(first.stock));
    await expect(row.getByRole('cell').nth(4)).toHaveText(String(first.unitsSold));
    await expect(row.getByRole('link', { name: `View ${first.name} in the shop` })).toHaveAttribute(
      'href',
      `/products/${first._id}`,
    );

    // Someone else's product cannot be changed, whatever the page sends.
    const others = await (await page.request.get(`/api/products?email=${DEMO.seller}&limit=1`)).json();
    const res = await page.request.patch(`/api/products/${others.items[0]._id}`, {
      data: { name: 'Taken over' },
      headers: { origin: shopOrigin() },
    });
    expect(res.status()).toBe(403);
  });
});
