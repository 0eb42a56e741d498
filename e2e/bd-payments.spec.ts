import { expect, test, type Browser, type Page } from '@playwright/test';
import { BkashStandIn } from '../apps/api/test/servers/bkash';
import { SslcommerzStandIn } from '../apps/api/test/servers/sslcommerz';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { chooseLanguage, DEMO, DEMO_PASSWORD } from './fixtures';
import { startOwnShop, type OwnShop } from './own-shop';
import { pngPage } from './prescription-files';

/**
 * Paying the Bangladeshi way, in a taka shop of this file's own whose bKash and SSLCommerz are
 * local stand-ins speaking their APIs and showing their pages (on 127.0.0.1, stopped with the
 * file): in English, a prescription order paid with bKash is only authorized, a pharmacist
 * approves it and bKash captures it; in Bangla, an order paid on SSLCommerz's page comes back paid.
 */

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  medicine: { dispensingClass: string } | null;
}

const bkash = new BkashStandIn();
const sslcommerz = new SslcommerzStandIn();
let shop: OwnShop | null = null;
let origin = '';
let bkashOrder = '';
let buyer = { email: '', password: 'Shopper#2025pass' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await bkash.start();
  await sslcommerz.start();
  const b = bkash.bkashConfig();
  const s = sslcommerz.sslcommerzConfig();
  shop = await startOwnShop('the bKash and SSLCommerz shop', {
    SHOP_CURRENCY: 'BDT',
    BKASH_API_URL: b.apiUrl,
    BKASH_APP_KEY: b.appKey,
    BKASH_APP_SECRET: b.appSecret,
    BKASH_USERNAME: b.username,
    BKASH_PASSWORD: b.password,
    SSLCOMMERZ_API_URL: s.apiUrl,
    SSLCOMMERZ_STORE_ID: s.storeId,
    SSLCOMMERZ_STORE_PASSWORD: s.storePassword,
  });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await bkash.close();
  await sslcommerz.close();
});

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function signUp(page: Page, name: string) {
  const email = `bd-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name, email, password: buyer.password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

async function aProduct(page: Page, query: string, pick: (p: ProductJson) => boolean): Promise<ProductJson> {
  const res = await page.request.get(`${origin}/api/products?inStock=true&limit=100&${query}`);
  expect(res.status(), await res.text()).toBe(200);
  const product = ((await res.json()) as { items: ProductJson[] }).items.find(pick);
  expect(product, `a product for ${query}`).toBeTruthy();
  return product!;
}

async function addToCart(page: Page, productId: string) {
  const added = await page.request.post(`${origin}/api/carts`, {
    data: { menuId: productId, quantity: 1 },
    headers: { origin },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
}

async function addAddress(page: Page) {
  const added = await page.request.post(`${origin}/api/addresses`, {
    data: {
      name: 'Rahima Begum',
      phone: '01712345678',
      line1: 'House 7, Road 3',
      area: 'Dhanmondi',
      district: 'dhaka',
    },
    headers: { origin },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** A pharmacist approves the prescription, then the order's line (the review page, in English). */
async function pharmacistApproves(browser: Browser, number: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.pharmacist);
  await page.goto(`${origin}/dashboard/review`);
  await page.getByRole('button', { name: `Review order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeFocused();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(/^Approved until /).first()).toBeVisible();
  await page.getByTestId('review-line').first().getByRole('radio', { name: 'Approve' }).check();
  await page.getByRole('button', { name: 'Save the review' }).click();
  const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await question.getByRole('button', { name: 'Yes, save it' }).click();
  await expect(page.getByText(`Order ${number} is approved.`)).toBeVisible();
  await context.close();
}

test('in English: a prescription order paid with bKash is authorized, approved by a pharmacist, then captured', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  buyer = { ...buyer, email: await signUp(page, 'Rahima Begum') };
  await addAddress(page);
  const product = await aProduct(page, 'class=prescription&q=Zimax', (p) => p.stock > 3);
  await addToCart(page, product._id);

  await page.goto(`${origin}/checkout`);
  await whenLive(page);
  const step = page.getByTestId('checkout-prescription');
  const upload = step.getByRole('form', { name: 'Upload a prescription' });
  await upload.getByLabel('Patient’s name').fill('Rahima Begum');
  await upload.getByLabel('Doctor’s name').fill('Dr. Nasrin Akter');
  await upload.getByLabel('BMDC registration number').fill('A-12345');
  await upload.getByLabel('Date written').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await upload
    .getByLabel('Pages', { exact: true })
    .setInputFiles([{ name: 'page-1.png', mimeType: 'image/png', buffer: pngPage() }]);
  await upload.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(page.getByText('Prescription uploaded and chosen for this order.')).toBeVisible();
  await page.getByRole('radio', { name: 'bKash', exact: true }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);
  bkashOrder = new URL(page.url()).searchParams.get('orders')!.split(',')[0]!;

  // bKash's page: the buyer approves from their wallet, and bKash sends the browser back.
  await page.getByTestId('pay-with-bkash').click();
  await expect(page.getByRole('heading', { name: 'bKash' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${bkashOrder}\\?paid=bkash$`));
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Awaiting prescription check');
  await expect(page.getByTestId('order-payment')).toContainText('Authorized — charged after a pharmacist approves');
  const held = [...bkash.payments.values()].at(-1)!;
  expect(held).toMatchObject({ intent: 'authorization', transactionStatus: 'Authorized' });
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'a bKash payment authorized');

  await pharmacistApproves(browser, bkashOrder);
  await expect.poll(() => bkash.payments.get(held.paymentID)!.transactionStatus).toBe('Completed');

  await page.goto(`${origin}/dashboard/orders/${bkashOrder}`);
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Confirmed');
  await expect(page.getByTestId('order-payment')).toContainText('Paid');
  await expect(page.getByTestId('order-paid-by')).toContainText('Paid by bKash · TrxID ');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'a bKash payment captured');
});

test('in Bangla: an order paid on SSLCommerz’s page comes back paid, and the bKash order says so too', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await chooseLanguage(context, 'bn', origin);
  await signIn(page, buyer.email, buyer.password);
  const product = await aProduct(page, 'category=Devices', (p) => p.stock > 3 && !p.medicine);
  await addToCart(page, product._id);

  await page.goto(`${origin}/checkout`);
  await whenLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('radio', { name: 'কার্ড বা মোবাইল ব্যাংকিং', exact: true }).check();
  await page.getByRole('button', { name: 'অর্ডার দিন ও পেমেন্ট করুন' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);
  const number = new URL(page.url()).searchParams.get('orders')!.split(',')[0]!;
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the SSLCommerz step (bn)');

  // SSLCommerz's page: the buyer pays; SSLCommerz sends its notice and posts the browser back.
  await page.getByTestId('pay-with-sslcommerz').click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${number}\\?paid=sslcommerz$`));
  await expect(page.getByTestId('order-payment')).toContainText('পরিশোধিত');
  const taken = [...sslcommerz.transactions.values()].at(-1)!;
  await expect(page.getByTestId('order-paid-by')).toHaveText(
    `কার্ড বা মোবাইল ব্যাংকিংয়ে পরিশোধিত · ব্যাংক লেনদেন ${taken.bank_tran_id}`,
  );
  expect(sslcommerz.calls.filter((c) => c.path === '/validator/api/validationserverAPI.php').length).toBeGreaterThan(0);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'an SSLCommerz payment recorded (bn)');

  await page.goto(`${origin}/dashboard/orders/${bkashOrder}`);
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('নিশ্চিত');
  await expect(page.getByTestId('order-paid-by')).toContainText('বিকাশ দিয়ে পরিশোধিত · TrxID');
});

test('a payment SSLCommerz finds risky waits for an admin, who refuses it from the keyboard at 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, buyer.email, buyer.password);
  const product = await aProduct(page, 'category=Devices', (p) => p.stock > 3 && !p.medicine);
  await addToCart(page, product._id);
  await page.goto(`${origin}/checkout`);
  await whenLive(page);
  await page.getByRole('radio', { name: 'Card or mobile banking', exact: true }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);
  const number = new URL(page.url()).searchParams.get('orders')!.split(',')[0]!;
  sslcommerz.riskyNext = true;
  await page.getByTestId('pay-with-sslcommerz').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${number}\\?paid=review$`));
  await expect(page.getByTestId('payment-check')).toContainText('Your payment is being checked');
  await expect(page.getByTestId('order-payment')).toContainText('Paid — being checked');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'an order whose payment is being checked');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto(`${origin}/dashboard/payment-reviews`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments to review' })).toBeVisible();
  const card = admin.getByRole('listitem').filter({ hasText: number });
  await expect(card).toContainText(`Bank transaction: ${[...sslcommerz.transactions.values()].at(-1)!.bank_tran_id}`);
  await expect
    .poll(() => admin.evaluate(() => document.documentElement.scrollWidth), { message: 'no sideways scrolling' })
    .toBeLessThanOrEqual(360);
  await settle(admin);
  await expectNoSeriousViolations(admin, undefined, '/dashboard/payment-reviews at 360 px');
  await card.getByRole('button', { name: `Refuse the payment of ${number}` }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByLabel('Why you refuse it')).toBeFocused();
  await admin.keyboard.type('The card holder says they did not pay.');
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('button', { name: 'Refuse and refund' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(admin.getByText('No payments wait for review')).toBeVisible();
  await settle(admin);
  await expectNoSeriousViolations(admin, undefined, '/dashboard/payment-reviews, empty');
  await adminContext.close();

  await page.goto(`${origin}/dashboard/orders/${number}`);
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('order-payment')).toContainText('Refunded');
  await expect(page.getByTestId('order-refund')).toContainText('Refunded');
});
