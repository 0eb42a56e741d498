import { expect, test, type Page } from '@playwright/test';
import { codeIn, startSmsGateway } from '../apps/api/test/sms-gateway';
import { expectNoSeriousViolations, settle } from './a11y-helpers';
import { chooseLanguage } from './fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * A shop of its own sending text messages through a real HTTP gateway in this test process (as
 * e2e/phone-sign-in.spec.ts): on /profile, "How you log in" shows the account's email and number.
 * An email account adds a mobile number typed in Bangla digits, with the code from the text
 * message (logging in with it afterwards is apps/api/src/modules/auth/phone-sign-in.test.ts's);
 * an account made with a number adds an email and a password, in Bangla, and logs in with them. By keyboard, checked with axe, nothing sticking out at 360 px.
 */

let origin = '';
let shop: OwnShop | null = null;
let gateway: Awaited<ReturnType<typeof startSmsGateway>> | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  gateway = await startSmsGateway();
  shop = await startOwnShop('the number-linking shop', { SMS_URL: gateway.url, SMS_TOKEN: gateway.token });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await gateway?.close();
});

const BANGLA = '০১২৩৪৫৬৭৮৯';
const inBangla = (digits: string) => digits.replace(/\d/g, (d) => BANGLA[Number(d)]!);

/** The code of the n-th text message to `phone`. */
const nthCode = async (phone: string, n: number) => codeIn((await gateway!.waitFor(`+88${phone}`, n))[n - 1]!)!;

/** The profile's "How you log in" part. */
const signInPart = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

/** Nothing sticks out sideways at a phone's width. */
async function fitsAPhone(page: Page, label: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} at 360 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an email account adds a mobile number from the profile with the code by text message', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = `linking-${Date.now()}@example.test`;
  const phone = `0173${String(Date.now()).slice(-7)}`;
  await chooseLanguage(context, 'en', origin);
  const signedUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { name: 'Linking Shopper', email, password: 'Linking2025pass' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);

  await page.goto(`${origin}/profile`);
  await settle(page);
  const part = signInPart(page, 'How you log in');
  await expect(part.getByText(email)).toBeVisible();
  await expect(part.getByText('None yet')).toBeVisible();
  await expectNoSeriousViolations(page, undefined, '/profile, an email account');
  await fitsAPhone(page, '/profile, an email account');

  // By keyboard: the button, the number in Bangla digits, Enter.
  await part.getByRole('button', { name: 'Add a mobile number' }).focus();
  await page.keyboard.press('Enter');
  const number = part.getByRole('textbox', { name: 'Mobile number to log in with' });
  await expect(number).toBeFocused();
  await page.keyboard.type(inBangla(phone));
  await page.keyboard.press('Enter');
  await expect(part.getByRole('status')).toContainText(phone);
  const code = part.getByRole('textbox', { name: /Code from the text message/ });
  await expect(code).toBeFocused();
  await expectNoSeriousViolations(page, undefined, '/profile, the code for a number');
  await fitsAPhone(page, '/profile, the code for a number');

  // A wrong code first: refused under the field.
  const right = await nthCode(phone, 1);
  await page.keyboard.type(right === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(part.getByRole('alert')).toContainText('This code is not right');
  await code.fill(inBangla(right));
  await page.keyboard.press('Enter');
  await expect(part.getByRole('status')).toContainText(`you can also log in with ${phone}`);
  await expect(part.getByText(phone, { exact: true })).toBeVisible();
  await expect(part.getByRole('button', { name: 'Add a mobile number' })).toHaveCount(0);
  const me = await page.request.get(`${origin}/api/users/me`);
  expect(await me.json()).toMatchObject({ email, phone });
  await expectNoSeriousViolations(page, undefined, '/profile, a number added');
});

test('an account made with a number adds an email address and a password from the profile, in Bangla', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const phone = `0174${String(Date.now()).slice(-7)}`;
  const email = `numbered-${Date.now()}@example.test`;
  await chooseLanguage(context, 'bn', origin);
  const asked = await page.request.post(`${origin}/api/auth/phone-number/send-otp`, {
    headers: { origin },
    data: { phoneNumber: phone, language: 'bn' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const made = await page.request.post(`${origin}/api/auth/phone-number/verify`, {
    headers: { origin },
    data: { phoneNumber: phone, code: await nthCode(phone, 1), name: 'Karim Uddin' },
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.goto(`${origin}/profile`);
  await settle(page);
  const part = signInPart(page, 'যেভাবে লগইন করবেন');
  await expect(part.getByText(phone, { exact: true })).toBeVisible();
  await expect(part.getByRole('button', { name: 'মোবাইল নম্বর যোগ করুন' })).toHaveCount(0);
  await part.getByRole('button', { name: 'ইমেইল ঠিকানা যোগ করুন' }).click();
  const address = part.getByRole('textbox', { name: 'ইমেইল ঠিকানা' });
  await expect(address).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  await expect(part.getByRole('alert')).toContainText('অন্তত ৮টি অক্ষর দিন');
  await expectNoSeriousViolations(page, undefined, '/profile, adding an email (bn)');
  await fitsAPhone(page, '/profile, adding an email (bn)');

  await part.getByLabel('পাসওয়ার্ড').fill('Numbered2025pass');
  await part.getByLabel('পাসওয়ার্ড').press('Enter');
  await expect(part.getByRole('status')).toContainText(email);
  const me = await page.request.get(`${origin}/api/users/me`);
  expect(await me.json()).toMatchObject({ email, phone, name: 'Karim Uddin' });

  // The address and the password now log in to the same account.
  await page.request.post(`${origin}/api/auth/sign-out`, { headers: { origin } });
  const byPassword = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email, password: 'Numbered2025pass' },
  });
  expect(byPassword.status(), await byPassword.text()).toBe(200);
  expect(await (await page.request.get(`${origin}/api/users/me`)).json()).toMatchObject({ email, phone });
});
