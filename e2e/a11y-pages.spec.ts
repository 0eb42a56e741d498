import { expect, test, type Page } from '@playwright/test';
import { expectErrorsTiedToFields, expectNoSeriousViolations, settle } from './a11y-helpers';
import { shopOrigin, signInAs } from './fixtures';
import { cardStep, placeCardOrders } from './card-orders';

/**
 * WCAG 2.1 A/AA (axe-core) on every page and every dialog, as a visitor and in
 * each role: zero serious or critical violations. One test per role walks its pages.
 */

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
}

async function firstProduct(page: Page): Promise<ProductJson> {
  const res = await page.request.get('/api/products?limit=20');
  const { items } = (await res.json()) as { items: ProductJson[] };
  const product = items.find((p) => p.stock > 5);
  expect(product, 'a product in stock').toBeTruthy();
  return product!;
}

/** Opens a page, lets it settle, then checks it. */
async function check(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.locator('main#main')).toBeVisible();
  if (ready) await ready(page);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, path);
}

/** Checks the question or notice that is open, then dismisses it with its Cancel-like button. */
async function checkDialog(page: Page, label: string, dismiss: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, undefined, label);
  await dialog.getByRole('button', { name: dismiss }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Each test walks many pages.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('visitor pages and dialogs', async ({ page }) => {
    const product = await firstProduct(page);

    await check(page, '/', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
      // Lazily shown sections appear as they scroll into view.
      for (let i = 0; i < 12; i++) await p.mouse.wheel(0, 800);
    });

    await check(page, '/shop', (p) => expect(p.getByRole('table')).toBeVisible());
    await page.locator('button[aria-haspopup="dialog"]').filter({ visible: true }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, undefined, '/shop with the product modal open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await check(page, `/products/${product._id}`, (p) =>
      expect(p.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeVisible(),
    );
    // The product's picture is named after the product.
    await expect(page.getByRole('main').getByRole('img', { name: product.name }).first()).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await checkDialog(page, 'visitor add-to-cart warning', 'Cancel');

    await check(page, '/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The refusal shows in its dialog (docs/product.md#texts-login), then stays under the form once it is closed.
    await checkDialog(page, 'sign-in refused dialog', 'OK');
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, undefined, '/login with an error shown');

    await check(page, '/register');
    // Register stays disabled until the terms are accepted; Enter in a field asks for them in a dialog.
    await page.getByLabel('Name').press('Enter');
    await checkDialog(page, 'register terms dialog', 'OK');
    await expect(page.getByRole('alert').first()).toBeVisible();
    // With the terms accepted, Enter shows each empty field's error and focuses the first.
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByLabel('Name').press('Enter');
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectErrorsTiedToFields(page);
    await expectNoSeriousViolations(page, undefined, '/register with errors shown');

    await check(page, '/no-such-page', (p) => expect(p.getByRole('heading', { name: 'Page Not Found' })).toBeVisible());
  });

  test('user pages and dialogs', async ({ page }) => {
    await signInAs(page, 'user');
    const product = await firstProduct(page);
    const added = await page.request.post('/api/carts', {
      data: { menuId: product._id, quantity: 1 },
      headers: { origin: shopOrigin() },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);

    await check(page, '/profile');
    await check(page, '/secret');
    await check(page, '/dashboard/userHome');
    await check(page, '/dashboard/paymentsHistory');
    // The card step of checkout, for a card order waiting for its payment.
    const { numbers } = await placeCardOrders(page.request);
    await check(page, cardStep(numbers), (p) => expect(p.getByLabel('Card number')).toBeVisible());
    // The card form with its errors shown.
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
    await expectErrorsTiedToFields(page);
    await expectNoSeriousViolations(page, undefined, '/dashboard/payments with card errors');

    await check(page, '/dashboard/carts', (p) => expect(p.getByRole('table')).toBeVisible());
    await page.getByRole('button', { name: `Delete ${product.name} from the cart` }).click();
    await checkDialog(page, 'cart delete confirmation', 'No, keep it');

    // The logout confirmation, from the navigation bar.
    await check(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await checkDialog(page, 'logout confirmation', 'Cancel');
    // Focus comes back to Logout once the dialog has gone; only then open the profile menu
    // (which closes when focus leaves it).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeFocused();
    // The profile menu, open.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expectNoSeriousViolations(page, undefined, 'home with the profile menu open');
  });

  test('seller pages and dialogs', async ({ page }) => {
    await signInAs(page, 'seller');
    await check(page, '/dashboard/sellerHome');
    await check(page, '/dashboard/carts');
    await check(page, '/dashboard/sellerPaymentsHistory');
    await check(page, '/dashboard/addProduct');
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectErrorsTiedToFields(page);
    await expectNoSeriousViolations(page, undefined, '/dashboard/addProduct with errors shown');
    // The medicine facts, switched on, with their own errors and the generic picker open.
    await page.getByRole('switch', { name: 'This is a medicine' }).check();
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).click();
    await expectErrorsTiedToFields(page);
    await page.getByPlaceholder('Search generics').fill('para');
    await expect(page.getByRole('listbox', { name: 'Search generics' })).toBeVisible();
    await expectNoSeriousViolations(page, undefined, '/dashboard/addProduct, a medicine, picker open');

    await check(page, '/dashboard/manageMedicines', (p) => expect(p.getByRole('table')).toBeVisible());
    const edit = page.getByRole('link', { name: /^(Edit|Update)/ }).first();
    const editHref = await edit.getAttribute('href');
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await checkDialog(page, 'product delete confirmation', 'No, keep it');
    if (editHref)
      await check(page, editHref, (p) => expect(p.getByLabel('Product name', { exact: true })).toBeVisible());

    // The dashboard side menu folded behind its toggle on a phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await check(page, '/dashboard/sellerHome');
    await page.getByRole('button', { name: /menu/i }).click();
    await expectNoSeriousViolations(page, undefined, 'seller menu open at 360 px');
  });

  test('admin pages and dialogs', async ({ page }) => {
    await signInAs(page, 'admin');
    await check(page, '/dashboard/adminHome');
    await check(page, '/dashboard/allProducts');
    await check(page, '/dashboard/sellerInformation');
    await check(page, '/dashboard/payment-reviews', (p) =>
      expect(p.getByText('No payments wait for review')).toBeVisible(),
    );
    await check(page, '/dashboard/allusers', (p) => expect(p.getByRole('combobox').first()).toBeVisible());
    // The role select, focused.
    await page.getByRole('combobox').first().focus();
    await expectNoSeriousViolations(page, undefined, 'role select focused');
    // Any account but the admin's own (other journeys add accounts, so the demo user may be on a later page).
    const otherRow = page.getByRole('row').filter({ hasNotText: 'admin@medibazaar.test' }).filter({ hasText: '@' });
    await otherRow
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await checkDialog(page, 'user delete confirmation', 'No, keep it');
    await check(page, '/dashboard/medicine-names', (p) =>
      expect(p.getByRole('heading', { name: 'Requested generics' })).toBeVisible(),
    );
    await check(page, '/profile');
  });
});
