import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settle, whenLive } from './a11y-helpers';
import { pdfPage, pngPage } from './prescription-files';
import { chooseLanguage, shopOrigin, signInAs, signUpFresh } from './fixtures';

/**
 * Prescription orders: a shopper puts an antibiotic in the cart, checkout asks for a
 * prescription and takes a photo and a PDF page in place, the card is only authorized;
 * a pharmacist opens the order from the queue, looks at the pages, approves the
 * prescription and the order, and the card is charged. A second order is rejected line by
 * line (in Bangla) and its card hold is released. Every page is checked with axe, in English
 * and Bangla, and photographed at 360, 768 and 1280 px.
 */

interface ProductJson {
  _id: string;
  name: string;
  stock: number;
  medicine: { dispensingClass: string } | null;
}

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';
const WIDTHS = [1280, 768, 360] as const;

/** Screenshots at each width (the page is left at the last), with no sideways scrolling at any. */
async function shots(page: Page, name: string, widths: readonly number[] = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 900 : 1000 });
    // From the top: a sticky header would otherwise be painted in the middle of a full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The question the shop asks before a decision (an alert dialog). */
const question = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/** An antibiotic sold on prescription, in stock, named like `name` (Zimax, Moxacil). */
async function antibiotic(page: Page, name: string): Promise<ProductJson> {
  const res = await page.request.get(`/api/products?class=prescription&inStock=true&limit=100&q=${name}`);
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as { items: ProductJson[] };
  const product = items.find((p) => p.stock > 3 && p.medicine?.dispensingClass === 'prescription');
  expect(product, `an antibiotic named ${name} in stock`).toBeTruthy();
  return product!;
}

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const patient = `Karim Uddin ${Date.now().toString(36)}`;
let buyer: { email: string; password: string; name: string };
let firstOrder = '';
let secondOrder = '';

test.describe.configure({ mode: 'serial' });

test('checkout asks for a prescription, takes one in place, and the card is only authorized', async ({ page }) => {
  test.setTimeout(180_000);
  buyer = await signUpFresh(page, 'Rx Shopper');
  const product = await antibiotic(page, 'Zimax');

  // The product says what it needs, and goes into the cart.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/products/${product._id}`);
  await whenLive(page);
  await expect(page.getByRole('main').getByText('Prescription required').first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} has been successfully added to the cart.`)).toBeVisible();

  // The cart marks the line.
  await page.goto('/dashboard/carts');
  await whenLive(page);
  await expect(page.getByRole('main').getByTestId('prescription-needed').first()).toHaveText('Prescription needed');
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Checkout: a prescription step between the cart and the address.
  const step = page.getByTestId('checkout-prescription');
  await expect(step.getByRole('heading', { name: '2. Prescription' })).toBeVisible();
  await expect(step).toContainText(`A doctor’s prescription is needed for: ${product.name}.`);
  await expect(step).toContainText('only authorized (held on your card)');
  const address = page.getByRole('form', { name: 'Add a new address' });
  await address.getByLabel('Full name').fill(buyer.name);
  await address.getByLabel('Mobile number').fill('01812345678');
  await address.getByLabel('Address', { exact: true }).fill('House 9, Road 14');
  await address.getByLabel('Area').fill('Banani');
  await address.getByLabel('District').selectOption('dhaka');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('checkout-totals')).toContainText('Dhaka city');
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await expect(page.getByText('your card is authorized for the total')).toBeVisible();

  // Placing without a prescription is stopped at the step, in words.
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(step.getByText('Choose or upload a prescription for the items that need one.')).toBeVisible();

  // The buyer has none yet: the upload form is right there.
  const upload = step.getByRole('form', { name: 'Upload a prescription' });
  await upload.getByLabel('Patient’s name').fill(patient);
  await upload.getByLabel('Doctor’s name').fill('Dr. Nasrin Akter');
  await upload.getByLabel('BMDC registration number').fill('A-12345');
  await upload.getByLabel('Date written').fill(daysAgo(2));
  await upload.getByLabel('Pages', { exact: true }).setInputFiles([
    { name: 'page-1.png', mimeType: 'image/png', buffer: pngPage() },
    { name: 'page-2.pdf', mimeType: 'application/pdf', buffer: pdfPage() },
  ]);
  await upload.getByRole('button', { name: 'Upload prescription' }).click();
  await expect(page.getByText('Prescription uploaded and chosen for this order.')).toBeVisible();
  const chosen = step.getByTestId('prescription-choice').filter({ hasText: patient });
  await expect(chosen.getByRole('radio')).toBeChecked();
  await expect(chosen).toContainText('Pending review');
  await expect(step.getByText('Choose or upload a prescription for the items that need one.')).toHaveCount(0);
  // Toasts fade in and out: axe looks once they are gone.
  for (const toast of ['Address saved.', 'Prescription uploaded and chosen for this order.']) {
    await expect(page.getByText(toast)).toHaveCount(0, { timeout: 15_000 });
  }
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/checkout with a prescription step');
  await shots(page, 'rx-checkout-en');
  await page.setViewportSize({ width: 1280, height: 1000 });

  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-\d{2}-\d{6}$/);
  firstOrder = new URL(page.url()).searchParams.get('orders')!;
  await expect(page.getByTestId('payment-hold')).toContainText('only authorized for this amount now');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the card step, authorizing only');
  await shots(page, 'rx-card-step-en');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  // The order waits for the pharmacist; the card is held, not charged.
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${firstOrder}$`));
  const banner = page.getByTestId('order-confirmation');
  await expect(banner.getByRole('heading', { name: 'Thank you: your order is placed' })).toBeVisible();
  await expect(banner).toContainText('your card is authorized');
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Awaiting prescription check');
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Authorized — charged after a pharmacist approves');
  await expect(page.getByTestId('order-check')).toContainText('Prescription: Pending review');
  await expect(page.getByTestId('order-hold')).toContainText('held for you until');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the order awaiting a prescription check');
  await shots(page, 'rx-order-awaiting-en');

  // The buyer's list says the same.
  await page.goto('/dashboard/orders');
  const row = page.getByTestId('order-row').filter({ hasText: firstOrder });
  await expect(row.locator('[data-status]')).toHaveText('Awaiting prescription check');
  await expect(row).toContainText('Items held until');
  await expect(row).toContainText('Card · Authorized — charged after a pharmacist approves');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/orders with an order awaiting the check');
  await shots(page, 'rx-orders-list-en', [1280, 360]);
});

test('a pharmacist opens the order from the queue, looks at the pages, approves the prescription and the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'pharmacist');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Prescription Review' })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Orders waiting for review' });
  const open = queue.getByRole('button', { name: `Review order ${firstOrder}` });
  await expect(open).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/review (orders and prescriptions)');
  await shots(page, 'rx-review-queue-en');
  await page.setViewportSize({ width: 1280, height: 1000 });

  await open.click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${firstOrder}` })).toBeFocused();

  // Meanwhile the queue shows who reviews it (an admin may review too), and nobody else opens it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await admin.goto('/dashboard/review');
  const held = admin.getByTestId('review-order').filter({ hasText: firstOrder });
  await expect(held).toContainText(/Farhana Kabir is reviewing it until /);
  await expect(held.getByRole('button', { name: `Review order ${firstOrder}` })).toBeDisabled();
  await adminContext.close();

  const image = page.getByRole('img', { name: `Page 1 of the prescription for ${patient}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('link', { name: 'Open the PDF in a new tab' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(image).toBeVisible();
  // The pages beside the lines at 1280 px.
  const viewer = await page.getByRole('toolbar').first().boundingBox();
  const lines = await page.getByTestId('order-review-form').boundingBox();
  expect(lines!.x).toBeGreaterThan(viewer!.x + 400);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/dashboard/review (an order open)');
  await shots(page, 'rx-review-order-en');
  await page.setViewportSize({ width: 1280, height: 1000 });

  // The prescription first, then the order's line.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(/^Approved until /).first()).toBeVisible();
  const line = page.getByTestId('review-line').first();
  await line.getByRole('radio', { name: 'Approve' }).check();
  await page.getByRole('button', { name: 'Save the review' }).click();
  await expect(question(page)).toContainText(`Save the review of order ${firstOrder}?`);
  await question(page).getByRole('button', { name: 'Yes, save it' }).click();
  await expect(page.getByText(`Order ${firstOrder} is approved.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Review order ${firstOrder}` })).toHaveCount(0);
});

test('the buyer sees the order confirmed and paid, in English and in Bangla', async ({ page, context }) => {
  await signInAs(page, buyer);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/dashboard/orders/${firstOrder}`);
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('Confirmed');
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Paid');
  await expect(page.getByTestId('line-review').first()).toHaveText('Approved by the pharmacist');
  await expect(page.getByTestId('order-check')).toHaveCount(0);
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the approved order');
  await shots(page, 'rx-order-approved-en');

  await chooseLanguage(context, 'bn');
  await page.goto(`/dashboard/orders/${firstOrder}`);
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('নিশ্চিত');
  await expect(page.getByTestId('order-payment')).toHaveText('কার্ড · পরিশোধিত');
  await expect(page.getByTestId('line-review').first()).toHaveText('ফার্মাসিস্ট অনুমোদন দিয়েছেন');
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the approved order (bn)');
  await shots(page, 'rx-order-approved-bn');
});

test('in Bangla: a second order with the approved prescription, rejected line by line, releases the card hold', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await chooseLanguage(context, 'bn');
  await signInAs(page, buyer);
  const product = await antibiotic(page, 'Moxacil');
  const added = await page.request.post('/api/carts', {
    data: { menuId: product._id, quantity: 2 },
    headers: { origin: shopOrigin() },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);

  // The approved prescription is chosen already: the pharmacist has read it.
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/checkout');
  await whenLive(page);
  const step = page.getByTestId('checkout-prescription');
  await expect(step.getByRole('heading', { name: '২. প্রেসক্রিপশন' })).toBeVisible();
  const choice = step.getByTestId('prescription-choice').filter({ hasText: patient });
  await expect(choice).toContainText('পর্যন্ত অনুমোদিত');
  await expect(choice.getByRole('radio')).toBeChecked();
  await page.getByRole('radio', { name: 'কার্ড', exact: true }).check();
  await settle(page);
  await expectNoSeriousViolations(page, undefined, '/checkout with a prescription step (bn)');
  await shots(page, 'rx-checkout-bn', [360, 768, 1280]);
  await page.getByRole('button', { name: 'অর্ডার দিন ও পেমেন্ট করুন' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?orders=MB-/);
  secondOrder = new URL(page.url()).searchParams.get('orders')!;
  await expect(page.getByTestId('payment-hold')).toBeVisible();
  await page.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
  await page.getByLabel('মেয়াদ (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /পরিশোধ করুন$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${secondOrder}$`));
  await expect(page.getByTestId('order-payment')).toHaveText(
    'কার্ড · কার্ডে টাকা আটকে রাখা হয়েছে — ফার্মাসিস্ট অনুমোদন দিলে কাটা হবে',
  );
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the order awaiting a prescription check (bn)');
  await shots(page, 'rx-order-awaiting-bn', [360, 768, 1280]);

  // The pharmacist, in Bangla on a tablet, rejects the line with a reason.
  const pharmacistContext = await browser.newContext();
  await chooseLanguage(pharmacistContext, 'bn');
  const pharmacist = await pharmacistContext.newPage();
  await signInAs(pharmacist, 'pharmacist');
  await pharmacist.setViewportSize({ width: 768, height: 1024 });
  await pharmacist.goto('/dashboard/review');
  await pharmacist.getByRole('button', { name: `অর্ডার ${secondOrder} যাচাই করুন` }).click();
  await expect(pharmacist.getByRole('heading', { level: 2, name: `অর্ডার ${secondOrder}` })).toBeVisible();
  await expect(pharmacist.getByRole('img', { name: new RegExp(patient) })).toBeVisible();
  const line = pharmacist.getByTestId('review-line').first();
  await line.getByRole('radio', { name: 'বাতিল' }).check();
  await line.getByLabel('কারণ').selectOption('not_on_prescription');
  await settle(pharmacist);
  await expectNoSeriousViolations(pharmacist, undefined, '/dashboard/review (an order open, bn)');
  await shots(pharmacist, 'rx-review-order-bn', [768, 1280, 360]);
  await pharmacist.getByRole('button', { name: 'যাচাই সংরক্ষণ করুন' }).click();
  await expect(question(pharmacist)).toContainText(`অর্ডার ${secondOrder}`);
  await question(pharmacist).getByRole('button', { name: 'হ্যাঁ, সংরক্ষণ করুন' }).click();
  await expect(pharmacist.getByText(`অর্ডার ${secondOrder} বাতিল হয়েছে: কিছুই অনুমোদিত হয়নি।`)).toBeVisible();
  await pharmacistContext.close();

  // The buyer sees the reason and that nothing was charged.
  await page.reload();
  await expect(page.getByRole('main').locator('[data-status]').first()).toHaveText('বাতিল');
  await expect(page.getByTestId('line-review').first()).toContainText('অনুমোদন পায়নি: প্রেসক্রিপশনে নেই');
  await expect(page.getByTestId('order-payment')).toHaveText(
    'কার্ড · টাকা কাটা হয়নি — কার্ডে আটকে থাকা টাকা ছেড়ে দেওয়া হয়েছে',
  );
  await settle(page);
  await expectNoSeriousViolations(page, undefined, 'the rejected order (bn)');
  await shots(page, 'rx-order-rejected-bn', [360, 768, 1280]);

  await chooseLanguage(context, 'en');
  await page.reload();
  await expect(page.getByTestId('line-review').first()).toContainText('Not approved: Not on the prescription');
  await expect(page.getByTestId('order-payment')).toHaveText('Card · Not charged — any hold on the card is released');
  await shots(page, 'rx-order-rejected-en', [1280]);
  await page.goto('/dashboard/orders');
  const row = page.getByTestId('order-row').filter({ hasText: secondOrder });
  await expect(row).toContainText('(Not approved: Not on the prescription)');
  await expect(row).toContainText('Card · Not charged — any hold on the card is released');
});
