import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startSmtpServer } from '../apps/api/test/smtp';
import { latinTextOf } from '../apps/api/src/modules/orders/pdf.test-helpers';
import { expectNoSeriousViolations } from './a11y-helpers';
import { chooseLanguage, DEMO, DEMO_PASSWORD } from './fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

/**
 * A recall, end to end (decision 063), on a shop of its own that mails through an SMTP server in
 * this test process: a seller receives two lots, a shopper buys and receives the earlier batch
 * (its packing slip names it), an admin recalls that batch on the Recalls page, and the shopper's
 * notice arrives by mail. The page is checked at 1280 and 360 px, in English and Bangla.
 */

let origin = '';
let shop: OwnShop | null = null;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  shop = await startOwnShop('the recalling shop', {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'MediBazaar <shop@medibazaar.test>',
    // The shopper signs up and orders at once; confirming the address has journeys of its own.
    REQUIRE_EMAIL_VERIFICATION: 'false',
  });
  origin = shop.origin;
});

test.afterAll(async () => {
  await shop?.remove();
  await smtp?.close();
});

async function signIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const monthsAhead = (months: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
};

/** What the journey set up through the API: the product, the batches and the shopper's delivered order. */
interface Bought {
  productName: string;
  email: string;
  number: string;
}

let bought: Bought;

test('a seller receives two lots and a shopper is sent the earlier batch, named on the packing slip', async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const seller = await playwright.request.newContext();
  await signIn(seller, DEMO.seller, DEMO_PASSWORD);
  const mine = await (await seller.get(`${origin}/api/products/mine?limit=50`)).json();
  const product = (mine.items as { _id: string; name: string; medicine: { dispensingClass: string } | null }[]).find(
    (p) => p.medicine?.dispensingClass === 'otc',
  )!;
  expect(product).toBeDefined();
  // The seeded lots are counted out, so the two lots received here are all there is.
  const lots = await (await seller.get(`${origin}/api/products/${product._id}/lots`)).json();
  for (const lot of lots.lots as { id: string; status: string }[]) {
    if (lot.status !== 'sellable') continue;
    const counted = await seller.post(`${origin}/api/products/${product._id}/lots/${lot.id}/adjustments`, {
      data: { reason: 'count', quantity: 0 },
      headers: { origin },
    });
    expect(counted.status()).toBe(200);
  }
  for (const [batch, months, quantity] of [
    ['E2E-LATE', 20, 5],
    ['E2E-EARLY', 8, 3],
  ] as const) {
    const received = await seller.post(`${origin}/api/products/${product._id}/lots`, {
      data: { batch, expires: monthsAhead(months), quantity },
      headers: { origin },
    });
    expect(received.status(), await received.text()).toBe(201);
  }

  const shopper = await playwright.request.newContext();
  const email = `recall-shopper-${Date.now()}@example.test`;
  const signUp = await shopper.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: 'Recall Shopper', email, password: 'Shopper#2025pass' },
    headers: { origin },
  });
  expect(signUp.status()).toBe(200);
  expect(
    (
      await shopper.post(`${origin}/api/carts`, { data: { menuId: product._id, quantity: 2 }, headers: { origin } })
    ).ok(),
  ).toBe(true);
  const address = await shopper.post(`${origin}/api/addresses`, {
    data: {
      name: 'Recall Shopper',
      phone: '01712345678',
      line1: 'House 4, Road 2',
      area: 'Dhanmondi',
      district: 'dhaka',
    },
    headers: { origin },
  });
  const placed = await shopper.post(`${origin}/api/orders`, {
    data: { addressId: (await address.json()).id, paymentMethod: 'cod' },
    headers: { origin, 'idempotency-key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const number = (await placed.json()).orders[0].number as string;

  // The packing slip names the earlier batch: first expiring, first out.
  const slip = await seller.get(`${origin}/api/orders/${number}/packing-slip.pdf`);
  expect(slip.status()).toBe(200);
  expect(latinTextOf(await slip.body())).toContain('Batch E2E-EARLY');

  const admin = await playwright.request.newContext();
  await signIn(admin, DEMO.admin, DEMO_PASSWORD);
  for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
    const moved = await admin.post(`${origin}/api/orders/${number}/transitions`, { data: { to }, headers: { origin } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  bought = { productName: product.name, email, number };
  await Promise.all([seller.dispose(), shopper.dispose(), admin.dispose()]);
});

async function adminPage(page: Page, language: 'en' | 'bn', width: number) {
  await chooseLanguage(page.context(), language, origin);
  await page.setViewportSize({ width, height: 900 });
  await signIn(page.request, DEMO.admin, DEMO_PASSWORD);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('an admin recalls the batch on the Recalls page, and the shopper finds the notice in mail', async ({ page }) => {
  test.setTimeout(120_000);
  await adminPage(page, 'en', 1280);
  await page.goto(`${origin}/dashboard/recalls`);
  await expect(page.getByRole('heading', { name: 'Recalls', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, undefined, 'recalls page, English, 1280');

  // Keyboard only: find the product, then the batch, the reason and the instructions.
  await page.getByLabel('Find the product by name').fill(bought.productName);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Product', { exact: true })).toHaveValue(/.+/);
  await page.getByLabel('Product', { exact: true }).selectOption({ label: bought.productName });
  await page.getByLabel('Batch number').fill('e2e-early');
  await page.getByLabel('Reason').fill('Tablets may be broken in the strip (maker’s notice).');
  await page.getByLabel('What buyers should do').fill('Stop using it and bring the pack back for a full refund.');
  await page.getByRole('button', { name: 'Recall', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Recall batch E2E-EARLY of ${bought.productName}?`);
  await dialog.getByRole('button', { name: 'Recall', exact: true }).click();

  // The recall's page: the shopper was told, by mail; no verified number, so no text message.
  await expect(page).toHaveURL(/\/dashboard\/recalls\/[0-9a-f-]{36}$/);
  const buyers = page.getByRole('table', { name: 'Buyers who received it' });
  await expect(buyers).toContainText(bought.email);
  await expect(buyers).toContainText(bought.number);
  await expect(buyers).toContainText('No verified number');
  await expect(buyers).toContainText('Sent', { timeout: 30_000 });
  await expectNoSeriousViolations(page, undefined, 'recall page, English, 1280');

  const mails = await smtp!.waitFor(bought.email, 1, 30_000);
  const deadline = Date.now() + 30_000;
  let notice = mails.find((m) => m.subject.startsWith('Recall:'));
  while (!notice && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    notice = smtp!.received.find((m) => m.to.includes(bought.email) && m.subject.startsWith('Recall:'));
  }
  expect(notice?.subject).toBe(`Recall: ${bought.productName}, batch E2E-EARLY`);
  expect(notice!.text).toContain('Stop using it and bring the pack back for a full refund.');
  expect(notice!.text).toContain(bought.number);

  // Marking the return received, after a question naming the buyer.
  await buyers.getByRole('button', { name: /Mark returned/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark returned' }).click();
  await expect(buyers).toContainText('Returned');
});

for (const [language, heading] of [
  ['en', 'Recalls'],
  ['bn', 'প্রত্যাহার'],
] as const) {
  for (const width of [360, 1280]) {
    test(`the Recalls pages in ${language} at ${width} px: readable, nothing sideways, axe-clean`, async ({ page }) => {
      await adminPage(page, language, width);
      await page.goto(`${origin}/dashboard/recalls`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The list is a table on wide screens and cards on phones: the one shown is checked.
      await expect(page.getByText(bought.productName).filter({ visible: true }).first()).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoSeriousViolations(page, undefined, `recalls, ${language}, ${width}`);
      await page.screenshot({ path: `test-results/recalls-${language}-${width}.png`, fullPage: true });
      const open = page
        .getByRole('link', { name: new RegExp(bought.productName) })
        .filter({ visible: true })
        .first();
      await open.click();
      await expect(page.getByText(bought.email).filter({ visible: true }).first()).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoSeriousViolations(page, undefined, `recall, ${language}, ${width}`);
      await page.screenshot({ path: `test-results/recall-${language}-${width}.png`, fullPage: true });
    });
  }
}
