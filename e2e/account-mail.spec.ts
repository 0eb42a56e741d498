import { expect, test, type Page } from '@playwright/test';
import { linkIn, startSmtpServer } from '../apps/api/test/smtp';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * A shop of its own that mails through a real SMTP server running in this test process
 * (SMTP_URL), on its own port and data folder: register, confirm the email from the mail,
 * then forget the password and choose a new one from the mail, which signs the other
 * browser out. This file starts the shop and stops it when it is done.
 */

let origin = '';
let shop: OwnShop | null = null;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtpServer();
  shop = await startOwnShop('the mailing shop', {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'MediBazaar <shop@medibazaar.test>',
  });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await smtp?.close();
});

const dialog = (page: Page) => page.getByRole('alertdialog');
async function closeDialog(page: Page, title: string) {
  await expect(dialog(page)).toContainText(title);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}
const nav = (page: Page) => page.getByRole('banner');

test('register, confirm the email from the mail; forget the password, choose a new one from the mail, and the other browser is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `mail-journey-${Date.now()}@example.test`;

  // Register: the confirmation mail arrives at the SMTP server.
  await page.goto(`${origin}/register`);
  await page.getByLabel('Name').fill('Mail Journey');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Journey2025pass');
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closeDialog(page, 'Success!');
  const [confirmation] = await smtp!.waitFor(email);
  expect(confirmation!.subject).toBe('Confirm your email for MediBazaar');

  // Following its link confirms the address.
  await page.goto(linkIn(confirmation!, `${origin}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email confirmed');
  const session = await page.request.get(`${origin}/api/auth/get-session`);
  expect((await session.json()).user.emailVerified).toBe(true);
  await page.goto(`${origin}/`);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  // In another browser: Forgot password? → the mail → a new password.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${origin}/login`);
  await second.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(second).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's code has loaded, and until then the login page, with
  // an Email field of its own, is still shown: fill the field once the new page is there.
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await second.getByRole('textbox', { name: 'Email' }).fill(email);
  await second.getByRole('button', { name: 'Send the link' }).click();
  // Either answer shows (the shop may still be busy with its start); a refusal fails here with its own words.
  await expect(second.getByRole('status').or(second.getByRole('alert'))).toBeVisible({ timeout: 30_000 });
  const refusal = second.getByRole('alert');
  if (await refusal.count()) throw new Error(`The reset link was refused: ${await refusal.innerText()}`);
  await expect(second.getByRole('status')).toContainText('a link is on its way');
  const mails = await smtp!.waitFor(email, 2);
  const reset = mails.find((m) => m.subject === 'Reset your MediBazaar password')!;
  expect(reset).toBeTruthy();
  await second.goto(linkIn(reset, `${origin}/reset-password?token=`));
  await second.getByLabel('New password', { exact: true }).fill('Brand2026newpass');
  await second.getByLabel('Repeat the new password').fill('Brand2026newpass');
  await second.getByRole('button', { name: 'Save the new password' }).click();
  await expect(second.getByRole('status')).toContainText('Your new password is saved');

  // The first browser's session ended with the reset.
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // The new password signs in; the mail saying so arrived too.
  await second.goto(`${origin}/login`);
  await second.getByRole('textbox', { name: 'Email' }).fill(email);
  await second.getByLabel('Password').fill('Brand2026newpass');
  await second.getByRole('button', { name: 'Login', exact: true }).click();
  await closeDialog(second, 'Login Successful');
  const all = await smtp!.waitFor(email, 3);
  expect(all.some((m) => m.subject === 'Your MediBazaar password was changed')).toBe(true);
  await other.close();
});
