import { expect, test, type Page } from '@playwright/test';
import { DEMO, shopOrigin, signInAs, signUpFresh } from './fixtures';

const dialog = (page: Page) => page.getByRole('alertdialog');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

async function menuItems(page: Page): Promise<string[]> {
  return (await menu(page).getByRole('listitem').allInnerTexts()).map((s) => s.trim());
}

test.describe('admin: users and roles', () => {
  test('an admin promotes a user to seller, and that user then sees the seller menu', async ({ browser }) => {
    const person = await (await browser.newContext()).newPage();
    const name = `Promoted ${Date.now()}`;
    await signUpFresh(person, name);
    await person.goto('/dashboard/userHome');
    await expect(menu(person).getByRole('link', { name: 'User Home' })).toBeVisible();
    expect(await menuItems(person)).toEqual([
      'User Home',
      'Carts',
      'My Orders',
      'My Prescriptions',
      'Orders by Prescription',
      'Payment history',
      'Shops',
      'Home',
      'Profile',
      'Logout',
    ]);

    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/dashboard/allusers');
    await expect(admin.getByText(/^Total users: \d+$/)).toBeVisible();
    const select = admin.getByRole('combobox', { name: `Role of ${name}` });
    await expect(select).toHaveValue('user');
    await select.selectOption('seller');
    await expect(admin.getByText(`${name} is now seller.`)).toBeVisible();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name }) });
    await expect(row.getByText('Seller User')).toBeVisible();

    await person.goto('/dashboard/sellerHome');
    await expect(menu(person).getByRole('link', { name: 'Seller Home' })).toBeVisible();
    expect(await menuItems(person)).toEqual([
      'Seller Home',
      'My Orders Products',
      'Return Requests',
      'Manage Medicines',
      'Medicine Requests',
      'Add Product',
      'Payment',
      'Drug Licence',
      'Home',
      'Profile',
      'Logout',
    ]);
    await expect(menu(person).getByRole('link', { name: 'Payment', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/sellerPaymentsHistory',
    );
    // The new seller appears among the sellers, with no products yet.
    await admin.goto('/dashboard/sellerInformation');
    const sellerRow = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name }) });
    await expect(sellerRow).toContainText('Seller');
    await expect(sellerRow.getByRole('cell').nth(3)).toHaveText('0');
  });

  test('making someone an admin asks first, naming them; cancelling leaves their role as it was', async ({
    browser,
  }) => {
    const person = await (await browser.newContext()).newPage();
    const name = `Trusted ${Date.now()}`;
    const account = await signUpFresh(person, name);

    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/dashboard/allusers');
    const select = admin.getByRole('combobox', { name: `Role of ${name}` });
    await expect(select).toHaveValue('user');

    await select.selectOption('admin');
    await expect(dialog(admin)).toContainText(`Make ${name} an admin?`);
    await expect(dialog(admin)).toContainText(account.email);
    await dialog(admin).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(admin)).toBeHidden();
    await expect(select).toHaveValue('user');
    await admin.reload();
    await expect(admin.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('user');

    await admin.getByRole('combobox', { name: `Role of ${name}` }).selectOption('admin');
    await dialog(admin)
      .getByRole('button', { name: `Yes, make ${name} an admin` })
      .click();
    await expect(admin.getByText(`${name} is now admin.`)).toBeVisible();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name }) });
    await expect(row.getByText('Admin User')).toBeVisible();
  });

  test('an admin cannot change their own role or delete themselves', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard/allusers');
    const me = await (await page.request.get('/api/auth/get-session')).json();
    const ownRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: me.user.name }) });
    await expect(ownRow.getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: `Role of ${me.user.name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Delete ${me.user.name}` })).toBeDisabled();

    // The server refuses too, with a reason.
    const headers = { origin: shopOrigin() };
    const del = await page.request.delete(`/api/users/${me.user.id}`, { headers });
    expect(del.status()).toBe(409);
    const demote = await page.request.patch(`/api/users/${me.user.id}`, { data: { role: 'user' }, headers });
    expect(demote.status()).toBe(409);
    expect((await page.request.get('/api/auth/get-session')).ok()).toBe(true);
    expect(me.user.email).toBe(DEMO.admin);
  });

  test("an admin deletes someone's account: 'Deleted!' / 'User has been deleted.'", async ({ browser }) => {
    const person = await (await browser.newContext()).newPage();
    const name = `Leaving ${Date.now()}`;
    await signUpFresh(person, name);

    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/dashboard/allusers');
    await admin.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(dialog(admin)).toContainText('Are you sure?');
    await dialog(admin).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(dialog(admin)).toContainText('Deleted!');
    await expect(dialog(admin)).toContainText('User has been deleted.');
    await dialog(admin).getByRole('button', { name: 'OK' }).click();
    await expect(admin.getByRole('rowheader', { name })).toHaveCount(0);
    // Their session is over.
    expect((await (await person.request.get('/api/auth/get-session')).json())?.user ?? null).toBeNull();
  });
});
