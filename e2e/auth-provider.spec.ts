import { expect, test, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { DEMO } from './fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * A second shop (own-shop.ts), configured with an OpenID Connect provider (a real OIDC server
 * on 127.0.0.1) and with sign-in limits switched on. The default shop of the other journeys
 * has no provider, and its pages show no provider button.
 */
let idp: OAuth2Server;
let shop: OwnShop | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  shop = await startOwnShop('the shop with a sign-in provider', {
    OIDC_ISSUER: idp.issuer.url!,
    OIDC_CLIENT_ID: 'medibazaar-e2e',
    OIDC_CLIENT_SECRET: 'medibazaar-e2e-secret',
    AUTH_RATE_LIMIT: 'on',
  });
  base = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await idp?.stop();
});

/** Who the provider says signs in next. */
function providerPerson(claims: Record<string, unknown>) {
  idp.service.removeAllListeners('beforeTokenSigning');
  idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
}

const dialog = (page: Page) => page.getByRole('alertdialog');
const nav = (page: Page) => page.getByRole('banner');

test('the pop-up sign-in signs the shop window in without a reload', async ({ page }) => {
  const email = `popup-${Date.now()}@example.test`;
  providerPerson({
    sub: `sub-${Date.now()}`,
    email,
    email_verified: true,
    name: 'Popup Journey',
    picture: 'https://photos.example.test/popup.png',
  });
  await page.goto(`${base}/login`);
  await page.evaluate(() => Object.assign(window, { sameWindow: 'still here' }));

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');

  await expect(dialog(page)).toContainText('Google Login Successful');
  await expect(dialog(page)).toContainText('You have successfully logged in with Google.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  expect(await page.evaluate(() => (window as unknown as { sameWindow?: string }).sameWindow)).toBe('still here');
  await expect(page).toHaveURL(`${base}/`);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await nav(page).getByRole('button', { name: 'Account menu' }).click();
  await expect(nav(page).getByText('Hi, Popup Journey')).toBeVisible();

  // A new account from a provider is a plain user.
  await page.goto(`${base}/dashboard`);
  await expect(page).toHaveURL(`${base}/dashboard/userHome`);
  await expect(page.getByText(email)).toBeVisible();
});

test('a provider refusal ends in the failure message', async ({ page }) => {
  providerPerson({ sub: 'refused', email: 'refused@example.test', email_verified: true, name: 'Refused' });
  idp.service.once('beforeAuthorizeRedirect', ({ url }) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
  await page.goto(`${base}/register`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(dialog(page)).toContainText('Google Login Failed');
  await expect(dialog(page)).toContainText('Something went wrong. Please try again later.');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('closing the pop-up ends in the failure message and the button works again', async ({ page, context }) => {
  // The pop-up stops at a page where the person would choose an account; they close it instead.
  await context.route('**/api/auth/oauth-popup/start**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign in</title><p>Choose an account</p>' }),
  );
  await page.goto(`${base}/login`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('button', { name: 'Waiting for Google...' })).toBeDisabled();
  const popup = await popupOpened;
  await popup.close();
  await expect(dialog(page)).toContainText('Google Login Failed');
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('repeated wrong passwords are stopped with a message to wait', async ({ page }) => {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.seller2);
  let sawLimit = false;
  // Ten wrong passwords in a row from one address bar it from the account for a while.
  for (let i = 0; i < 12 && !sawLimit; i++) {
    await page.getByLabel('Password').fill(`Wrong${i}pass`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog(page)).toContainText('Login Failed');
    sawLimit = (await dialog(page).textContent())?.includes('Too many sign-in attempts') ?? false;
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(dialog(page)).toBeHidden();
  }
  expect(sawLimit).toBe(true);
  // The wait comes from the answer's Retry-After: an hour for this limit.
  await expect(page.getByText('Too many sign-in attempts. Please wait 60 minutes and try again.')).toBeVisible();
});
