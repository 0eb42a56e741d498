import { expect, test, type Page } from '@playwright/test';
import { codeIn, startSmsGateway } from '../apps/api/test/sms-gateway';
import { expectNoSeriousViolations, settle } from './a11y-helpers';
import { chooseLanguage } from './fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * A shop of its own that sends text messages through a real HTTP gateway running in this
 * test process (SMS_URL, SMS_TOKEN): on /profile a shopper adds a mobile number, gets the
 * code by text message, enters it, and turns order news by text message on. Each state of
 * the page is checked with axe and photographed at 360 and 1280 px, in English and Bangla.
 */

let origin = '';
let shop: OwnShop | null = null;
let gateway: Awaited<ReturnType<typeof startSmsGateway>> | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  gateway = await startSmsGateway();
  shop = await startOwnShop('the texting shop', { SMS_URL: gateway.url, SMS_TOKEN: gateway.token });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await gateway?.close();
});

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing may stick out sideways at a phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const messages = (page: Page) => page.getByRole('main');
const numberField = (page: Page, name: string) => messages(page).getByRole('textbox', { name, exact: true });

test('add a mobile number, prove it with the code from the text message, and get order news by text message', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = `texting-${Date.now()}@example.test`;
  const phone = `0171${String(Date.now()).slice(-7)}`;
  await chooseLanguage(context, 'en', origin);
  const signedUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { name: 'Texting Shopper', email, password: 'Texting2025pass' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);

  await page.goto(`${origin}/profile`);
  await settle(page);
  await expect(messages(page).getByRole('heading', { name: 'Mobile number for text messages' })).toBeVisible();
  for (const sms of await messages(page).getByRole('checkbox', { name: 'By text message' }).all()) {
    await expect(sms).toBeDisabled();
  }
  await expectNoSeriousViolations(page, undefined, '/profile without a number');
  await shots(page, 'profile-phone-none-en');

  // The number, by keyboard: a code goes to it by text message.
  await numberField(page, 'Mobile number').fill(`+88 ${phone}`);
  await numberField(page, 'Mobile number').press('Enter');
  await expect(messages(page).getByRole('status')).toContainText(`We sent a code by text message to ${phone}`);
  await expect(messages(page).getByLabel('Code from the text message')).toBeFocused();
  const [sms] = await gateway!.waitFor(`+88${phone}`);
  const code = codeIn(sms!)!;
  expect(sms!.message).toContain('MediBazaar: your code is');

  // A wrong code first: refused under the field, one try fewer.
  const wrong = code === '111111' ? '222222' : '111111';
  await messages(page).getByLabel('Code from the text message').fill(wrong);
  await messages(page).getByRole('button', { name: 'Verify number' }).click();
  await expect(
    messages(page).getByText('This code is not right. 4 more tries before you need a new code.'),
  ).toBeVisible();
  await expect(messages(page).getByLabel('Code from the text message')).toHaveAccessibleDescription(
    /4 tries left\.\s*This code is not right/,
  );
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/profile with a code waiting and a wrong one entered');
  await shots(page, 'profile-phone-code-en');

  await messages(page).getByLabel('Code from the text message').fill(code);
  await messages(page).getByRole('button', { name: 'Verify number' }).click();
  await expect(messages(page).getByText(/^Verified on /)).toBeVisible();
  await expect(messages(page).getByText(phone, { exact: true })).toBeVisible();

  // Order news by text message can be turned on now.
  const orderSms = messages(page).getByRole('checkbox', { name: 'By text message' }).first();
  await expect(orderSms).toBeEnabled();
  await orderSms.check();
  await messages(page).getByRole('button', { name: 'Save message settings' }).click();
  await expect(page.getByText('Your message settings are saved.')).toBeVisible();
  await page.reload();
  await settle(page);
  await expect(messages(page).getByRole('checkbox', { name: 'By text message' }).first()).toBeChecked();
  await expectNoSeriousViolations(page, undefined, '/profile with a verified number');
  await shots(page, 'profile-phone-verified-en');

  // The same page in Bangla.
  await chooseLanguage(context, 'bn', origin);
  await page.reload();
  await settle(page);
  await expect(messages(page).getByRole('heading', { name: 'এসএমএসের জন্য মোবাইল নম্বর' })).toBeVisible();
  await expect(messages(page).getByText(/তারিখে যাচাই করা$/)).toBeVisible();
  await expect(messages(page).getByRole('checkbox', { name: 'এসএমএসে' }).first()).toBeChecked();
  await expectNoSeriousViolations(page, undefined, '/profile in Bangla with a verified number');
  await shots(page, 'profile-phone-verified-bn');

  // Another number: the form and its code, in Bangla.
  await messages(page).getByRole('button', { name: 'নম্বর বদলান' }).click();
  await expect(numberField(page, 'মোবাইল নম্বর')).toBeFocused();
  await numberField(page, 'মোবাইল নম্বর').fill('12345');
  await messages(page).getByRole('button', { name: 'কোড পাঠান' }).click();
  await expect(
    messages(page).getByText('বাংলাদেশি মোবাইল নম্বর লিখুন: 01 এবং আরও ৯টি অঙ্ক, যেমন 01712345678।'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, undefined, '/profile in Bangla, another number refused');
  await shots(page, 'profile-phone-change-bn');
  await messages(page).getByRole('button', { name: 'বাতিল' }).click();

  // Removing asks first, then text messages stop.
  await messages(page).getByRole('button', { name: 'নম্বর মুছুন' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('আপনার মোবাইল নম্বর মুছবেন?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'হ্যাঁ, মুছুন' }).click();
  await expect(messages(page).getByRole('button', { name: 'কোড পাঠান' })).toBeVisible();
  await expect(messages(page).getByRole('checkbox', { name: 'এসএমএসে' }).first()).toBeDisabled();
  await expect(messages(page).getByRole('checkbox', { name: 'এসএমএসে' }).first()).not.toBeChecked();
});
