import { expect, test, type Page } from '@playwright/test';
import { codeIn, startSmsGateway } from '../apps/api/test/sms-gateway';
import { expectNoSeriousViolations, settle } from './a11y-helpers';
import { chooseLanguage } from './fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * A shop of its own sending text messages through a real HTTP gateway in this test process (as
 * e2e/phone-verification.spec.ts): from a product page a shopper goes Login → Create an account,
 * chooses "Mobile number", types the number in Bangla digits, enters the code from the text
 * message and is back on the product page; signed out, the number and a new code sign in again
 * and return there too. In English and in Bangla, by keyboard, checked with axe.
 */

let origin = '';
let shop: OwnShop | null = null;
let gateway: Awaited<ReturnType<typeof startSmsGateway>> | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  gateway = await startSmsGateway();
  // Codes to one number ten seconds apart instead of a minute: the journey asks for a second one.
  shop = await startOwnShop('the phone sign-in shop', {
    SMS_URL: gateway.url,
    SMS_TOKEN: gateway.token,
    PHONE_CODE_RESEND_SECONDS: '10',
  });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await gateway?.close();
});

const BANGLA = '০১২৩৪৫৬৭৮৯';
const inBangla = (digits: string) => digits.replace(/\d/g, (d) => BANGLA[Number(d)]!);

const TEXTS = {
  en: {
    login: 'Login',
    register: 'Create an account',
    way: 'Mobile number',
    name: 'Name',
    number: 'Mobile number',
    send: 'Send the code',
    resend: 'Send a new code',
    code: 'Code from the text message',
    create: 'Create the account',
    signIn: 'Login with the code',
  },
  bn: {
    login: 'লগ ইন',
    register: 'একটি অ্যাকাউন্ট খুলুন',
    way: 'মোবাইল নম্বর',
    name: 'নাম',
    number: 'মোবাইল নম্বর',
    send: 'কোড পাঠান',
    resend: 'নতুন কোড পাঠান',
    code: 'এসএমএসে পাওয়া কোড',
    create: 'অ্যাকাউন্ট খুলুন',
    signIn: 'কোড দিয়ে লগইন',
  },
} as const;

async function aProductPath(page: Page) {
  const res = await page.request.get(`${origin}/api/products?limit=5`);
  const { items } = (await res.json()) as { items: { _id: string }[] };
  expect(items.length, 'a product to come from').toBeGreaterThan(0);
  return `/products/${items[0]!._id}`;
}

/** The code of the n-th text message to `phone`. */
const nthCode = async (phone: string, n: number) => codeIn((await gateway!.waitFor(`+88${phone}`, n))[n - 1]!)!;

for (const language of ['en', 'bn'] as const) {
  test(`signs up with a mobile number from a product page and comes back to it (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const words = TEXTS[language];
    const phone = `017${language === 'en' ? '1' : '2'}${String(Date.now()).slice(-7)}`;
    await chooseLanguage(context, language, origin);
    const product = await aProductPath(page);

    await page.goto(`${origin}${product}`);
    await settle(page);
    await page.getByRole('link', { name: words.login, exact: true }).first().click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await page.getByRole('main').getByRole('link', { name: words.register }).click();
    await expect(page).toHaveURL(new RegExp(`/register\\?from=${encodeURIComponent(product).replace(/[/]/g, '%2F')}`));

    // The mobile-number way: its label is what a finger presses (the radio itself is drawn by the label).
    const main = page.getByRole('main');
    await main.locator('label').filter({ hasText: words.way }).click();
    await expect(main.getByRole('radio', { name: words.way })).toBeChecked();
    await expectNoSeriousViolations(page, undefined, `/register mobile number (${language})`);
    await main.getByRole('textbox', { name: words.name, exact: true }).fill('Rahima Khatun');
    await main.getByRole('textbox', { name: words.number, exact: true }).fill(inBangla(phone));
    await main.getByRole('textbox', { name: words.number, exact: true }).press('Enter');
    await expect(main.getByRole('status')).toContainText(phone);
    const code = await nthCode(phone, 1);
    const codeField = main.getByRole('textbox', { name: new RegExp(words.code) });
    await expect(codeField).toBeFocused();
    await expectNoSeriousViolations(page, undefined, `/register code (${language})`);
    await codeField.fill(language === 'bn' ? inBangla(code) : code);
    await main.getByRole('button', { name: words.create }).click();
    await expect(page).toHaveURL(`${origin}${product}`);

    const me = await page.request.get(`${origin}/api/users/me`);
    expect(await me.json()).toMatchObject({ name: 'Rahima Khatun', email: null, phone, role: 'user' });

    // Signed out, the number and a new code sign in again, back to the product.
    await page.request.post(`${origin}/api/auth/sign-out`, { headers: { origin } });
    await page.goto(`${origin}/login?from=${encodeURIComponent(product)}`);
    await settle(page);
    await main.locator('label').filter({ hasText: words.way }).click();
    await expect(main.getByRole('radio', { name: words.way })).toBeChecked();
    await main.getByRole('textbox', { name: words.number, exact: true }).fill(`+88 ${phone}`);
    // The second code goes out once the spacing since the first has passed; asked again at once,
    // the shop says to wait and sends nothing.
    const send = main.getByRole('button', { name: words.send });
    await expect(async () => {
      await send.click();
      await expect(main.getByRole('textbox', { name: new RegExp(words.code) })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const second = await nthCode(phone, 2);
    await main.getByRole('button', { name: words.resend }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    expect(gateway!.received.filter((m) => m.to === `+88${phone}`)).toHaveLength(2);
    await main.getByRole('textbox', { name: new RegExp(words.code) }).fill(second);
    await main.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(`${origin}${product}`);
  });
}
