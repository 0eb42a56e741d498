import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { placeCardOrders } from './card-orders';
import { DEMO, shopOrigin, signInAs, signUpFresh } from './fixtures';

const headers = () => ({ origin: shopOrigin() });
const dollars = (n: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

/** A real sale through the sandbox checkout: cart, card order, test card, recorded payment. */
async function buy(request: APIRequestContext, menuId: string, quantity: number) {
  expect((await request.post('/api/carts', { data: { menuId, quantity }, headers: headers() })).ok()).toBe(true);
  const { numbers } = await placeCardOrders(request);
  const session = await request.post('/api/create-checkout-session', { data: { orders: numbers }, headers: headers() });
  expect(session.status(), await session.text()).toBe(200);
  const { clientSecret, amount } = await session.json();
  const confirmed = await request.post('/api/sandbox/confirm', {
    data: {
      clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
      billingDetails: { name: 'Chart Buyer', email: 'chart-buyer@example.test' },
    },
    headers: headers(),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { paymentIntent } = await confirmed.json();
  expect(paymentIntent.status).toBe('succeeded');
  const recorded = await request.post('/api/payments', {
    data: { transactionId: paymentIntent.id },
    headers: headers(),
  });
  expect(recorded.ok()).toBe(true);
  return amount as number;
}

const card = (page: Page, label: string) =>
  page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });

test.describe('dashboard statistics', () => {
  test('a sale shows in the admin and seller figures and charts', async ({ browser }) => {
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    const seller = await (await browser.newContext()).newPage();
    await signInAs(seller, 'seller2');
    const before = await (await admin.request.get('/api/admin-stats')).json();
    const sellerBefore = await (await seller.request.get(`/api/admin-stats-seller/${DEMO.seller2}`)).json();

    const buyer = await (await browser.newContext()).newPage();
    await signUpFresh(buyer, 'Chart Buyer');
    const { items } = await (await buyer.request.get(`/api/products?email=${DEMO.seller2}&limit=1`)).json();
    const product = items[0];
    // The payment is the order's total: its items and its delivery fee; the seller's revenue is the items.
    const amount = await buy(buyer.request, product._id, 2);
    const sold = 2 * (product.discounted_price ?? product.price);
    expect(amount).toBeGreaterThanOrEqual(sold - 0.001);

    // The server's figures moved by the sale (other journeys may sell at the same time).
    const after = await (await admin.request.get('/api/admin-stats')).json();
    expect(after.revenue).toBeGreaterThanOrEqual(before.revenue + amount - 0.001);
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    const sellerAfter = await (await seller.request.get(`/api/admin-stats-seller/${DEMO.seller2}`)).json();
    expect(sellerAfter.revenue).toBeCloseTo(sellerBefore.revenue + sold, 2);
    expect(sellerAfter.orders).toBe(sellerBefore.orders + 1);

    await admin.goto('/dashboard/adminHome');
    await expect(admin).toHaveTitle('MediBazaar | Admin Home');
    const shown = await (await admin.request.get('/api/admin-stats')).json();
    await expect(card(admin, 'Revenue')).toHaveText(dollars(shown.revenue));
    await expect(card(admin, 'Orders')).toHaveText(shown.orders.toLocaleString('en'));
    await expect(card(admin, 'Users')).toHaveText(shown.users.toLocaleString('en'));

    // The charts draw, and say the same in words for those who cannot see them.
    const revenue = admin.getByTestId('revenue-chart');
    await expect(revenue.locator('.recharts-area-curve')).toBeVisible();
    await expect(
      revenue.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first(),
    ).toBeVisible();
    const days = admin.getByRole('table', { name: 'Revenue and orders per day' });
    await expect(days.getByRole('row')).toHaveCount(31);
    await expect(days.getByRole('row').last().getByRole('cell').first()).not.toHaveText('$0.00');
    const categories = admin.getByRole('table', { name: 'Revenue and units sold per category' });
    const row = categories.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: product.category }) });
    await expect(row.getByRole('cell').first()).not.toHaveText('$0.00');
    await expect(admin.getByTestId('category-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

    await seller.goto('/dashboard/sellerHome');
    await expect(card(seller, 'Revenue')).toHaveText(dollars(sellerAfter.revenue));
    await expect(card(seller, 'Orders')).toHaveText(String(sellerAfter.orders));
    await expect(seller.getByTestId('revenue-chart').locator('.recharts-area-curve')).toBeVisible();
    await expect(seller.getByText(/from \d+ orders? in the last 30 days/)).toBeVisible();
  });

  test('a seller with no sales sees zeros, the chart axes and a note that sales will appear', async ({ browser }) => {
    const newcomer = await (await browser.newContext()).newPage();
    const who = await signUpFresh(newcomer, 'New Seller');
    const admin = await (await browser.newContext()).newPage();
    await signInAs(admin, 'admin');
    const { items } = await (await admin.request.get(`/api/users?q=${encodeURIComponent(who.email)}`)).json();
    const promoted = await admin.request.patch(`/api/users/${items[0]._id}`, {
      data: { role: 'seller' },
      headers: headers(),
    });
    expect(promoted.ok()).toBe(true);

    await newcomer.goto('/dashboard/sellerHome');
    await expect(card(newcomer, 'Revenue')).toHaveText('$0.00');
    await expect(card(newcomer, 'Products')).toHaveText('0');
    await expect(card(newcomer, 'Orders')).toHaveText('0');
    const chart = newcomer.getByTestId('revenue-chart');
    await expect(
      chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first(),
    ).toBeVisible();
    await expect(
      chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first(),
    ).toBeVisible();
    await expect(chart.getByText('No sales in the last 30 days yet.', { exact: false })).toBeVisible();
    // The profile card shows who is signed in.
    await expect(newcomer.getByRole('region', { name: 'Profile' })).toContainText(who.email);
  });
});
