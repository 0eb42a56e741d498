import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { chooseLanguage, DEMO, shopOrigin, signInAs, signUpFresh } from './fixtures';
import { pngPage } from './prescription-files';

/**
 * Orders that tell the truth (issue 33, decision 065): a declined card then cash makes one
 * order and one order-received mail; a basket from two sellers says so before placing; an
 * order whose only line the pharmacist rejected shows zeros.
 */

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  email?: string;
  medicine: { dispensingClass: string } | null;
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * The mails the shop under test kept as files (no mail server: one .eml per message under
 * DATA_DIR/mail) to `to` whose subject names the order, as subject and plain text.
 */
async function mailsNaming(number: string, to: string): Promise<{ subject: string; text: string }[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  const addressees = (m: (typeof mails)[number]) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).map((a) => a.text).join(' ');
  return mails
    .filter((m) => addressees(m).includes(to) && (m.subject ?? '').includes(number))
    .map((m) => ({ subject: m.subject ?? '', text: m.text ?? '' }));
}

/** One in-stock product sold without a prescription of each seller named, into the cart. */
async function fillCartFrom(page: Page, sellers: string[]) {
  const { items } = (await (await page.request.get('/api/products?limit=100')).json()) as { items: ProductJson[] };
  for (const seller of sellers) {
    const product = items.find(
      (p) => p.email === seller && p.stock > 3 && (!p.medicine || p.medicine.dispensingClass === 'otc'),
    );
    expect(product, `a demo product of ${seller} in stock`).toBeTruthy();
    const res = await page.request.post('/api/carts', {
      data: { menuId: product!._id, quantity: 1 },
      headers: { origin: shopOrigin() },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
}

async function addDhakaAddress(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Mobile number').fill('01812345678');
  await form.getByLabel('Address', { exact: true }).fill('House 9, Road 14');
  await form.getByLabel('Area').fill('Banani');
  await form.getByLabel('District').selectOption('dhaka');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
}

test('a basket from two sellers says so; a declined card then cash on delivery makes one order per seller and one mail each', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const buyer = await signUpFresh(page, 'Truthful Shopper');
  await fillCartFrom(page, [DEMO.seller, DEMO.seller2]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/checkout');
  await whenLive(page);
  await addDhakaAddress(page, buyer.name);
  const notice = page.getByTestId('split-basket');
  await expect(notice.getByRole('heading', { name: 'Your basket becomes 2 orders' })).toBeVisible();
  await expect(notice).toContainText('Each seller sends their own order, with its own delivery fee and days.');
  await expect(notice.getByTestId('split-basket-seller')).toHaveCount(2);
  await expect(notice.getByTestId('split-basket-seller').first()).toContainText(
    /order total \$[\d.]+ · delivery (Free|\$[\d.]+) · (Within|\d)/,
  );
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/checkout with a split basket');
  await page.screenshot({ path: 'test-results/split-basket-1280-en.png', fullPage: true });

  // In Bangla on a phone: the same notice, nothing wider than the screen.
  await chooseLanguage(context, 'bn');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await whenLive(page);
  await expect(
    page.getByTestId('split-basket').getByRole('heading', { name: 'আপনার ঝুড়ি থেকে ২টি অর্ডার হবে' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/checkout with a split basket (bn, 360 px)');
  await page.screenshot({ path: 'test-results/split-basket-360-bn.png', fullPage: true });
  await chooseLanguage(context, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await whenLive(page);

  // Card first: declined.
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-\d{2}-\d{6},MB-\d{2}-\d{6}$/);
  const cardNumbers = new URL(page.url()).searchParams.get('orders')!.split(',');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');

  // Back to checkout: cash on delivery instead.
  await page.goto('/checkout');
  await whenLive(page);
  await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/MB-\d{2}-\d{6}$/);

  // My Orders: the two cash orders, no card order awaiting payment.
  await page.goto('/dashboard/orders');
  await whenLive(page);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  for (const n of cardNumbers) await expect(page.getByText(n)).toHaveCount(0);
  const cashNumbers = (await rows.allTextContents()).map((text) => /MB-\d{2}-\d{6}/.exec(text)![0]);

  // One order-received mail per cash order, listing its address and days; none for the card orders.
  for (const n of cashNumbers) {
    await expect.poll(async () => (await mailsNaming(n, buyer.email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsNaming(n, buyer.email);
    expect(mail!.subject).toBe(`Your MediBazaar order ${n} is received`);
    expect(mail!.text).toContain(`Delivered to: ${buyer.name}, 01812345678, House 9, Road 14, Banani, Dhaka`);
    expect(mail!.text).toMatch(/Total: \$\d+\.\d{2}/);
    expect(mail!.text).toMatch(/Delivery in \d/);
  }
  for (const n of cardNumbers) expect(await mailsNaming(n, buyer.email)).toHaveLength(0);
});

test('an order whose only line the pharmacist rejected shows zero items and total', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpFresh(page, 'Rejected Shopper');
  const origin = shopOrigin();
  const prescription = await page.request.post('/api/prescriptions', {
    headers: { origin },
    multipart: {
      patientName: 'Rahim Uddin',
      doctorName: 'Dr. Karim',
      bmdcNumber: 'A-2345',
      writtenOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      pages: { name: 'p.png', mimeType: 'image/png', buffer: pngPage() },
    },
  });
  expect(prescription.status(), await prescription.text()).toBe(201);
  const prescriptionId = ((await prescription.json()) as { id: string }).id;
  const { items } = (await (
    await page.request.get('/api/products?class=prescription&inStock=true&limit=100')
  ).json()) as {
    items: ProductJson[];
  };
  const medicine = items.find((p) => p.stock > 3 && p.medicine?.dispensingClass === 'prescription');
  expect(medicine, 'a prescription medicine in stock').toBeTruthy();
  expect(
    (
      await page.request.post('/api/carts', { data: { menuId: medicine!._id, quantity: 1 }, headers: { origin } })
    ).status(),
  ).toBeLessThan(300);
  const address = await page.request.post('/api/addresses', {
    data: { name: 'Rahim Uddin', phone: '01712345678', line1: 'House 7, Road 3', area: 'Dhanmondi', district: 'dhaka' },
    headers: { origin },
  });
  expect(address.status(), await address.text()).toBe(201);
  const placed = await page.request.post('/api/orders', {
    data: { addressId: ((await address.json()) as { id: string }).id, paymentMethod: 'cod', prescriptionId },
    headers: { origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const [order] = ((await placed.json()) as { orders: { number: string; lines: { id: string }[] }[] }).orders;

  // The pharmacist rejects its only line.
  const pharmacistContext = await browser.newContext();
  const pharmacist = await pharmacistContext.newPage();
  await signInAs(pharmacist, 'pharmacist');
  const claimed = await pharmacist.request.post(`/api/orders/${order!.number}/claim`, { headers: { origin } });
  expect(claimed.status(), await claimed.text()).toBeLessThan(300);
  const reviewed = await pharmacist.request.post(`/api/orders/${order!.number}/review`, {
    data: { lines: [{ lineId: order!.lines[0]!.id, decision: 'reject', reason: 'not_on_prescription' }] },
    headers: { origin },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  await pharmacistContext.close();

  await page.goto(`/dashboard/orders/${order!.number}`);
  await whenLive(page);
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('order-total')).toHaveText('$0.00');
  await expect(page.getByTestId('order-line-ordered')).toHaveText('ordered 1');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'a fully rejected order');
  await page.screenshot({ path: 'test-results/rejected-order-zero-1280-en.png', fullPage: true });
  await page.goto('/dashboard/orders');
  await whenLive(page);
  await expect(page.getByTestId('order-row').filter({ hasText: order!.number })).toContainText('$0.00');
});
