import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';
import { shopOrigin, signUpFresh } from './fixtures';

interface ProductJson {
  _id: string;
  name: string;
  price: number;
  discount: number;
  discounted_price?: number;
  stock: number;
}

const dollars = (n: number) => `$${n.toFixed(2)}`;
const dialog = (page: Page) => page.getByRole('alertdialog');
const nav = (page: Page) => page.getByRole('banner');

async function closeDialog(page: Page, title: string, text?: string) {
  await expect(dialog(page)).toContainText(title);
  if (text) await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}

/** An in-stock product: discounted or not. */
async function productWhere(request: APIRequestContext, discounted: boolean): Promise<ProductJson> {
  const query = discounted ? 'discounted=true&limit=20' : 'category=Devices&limit=20';
  const { items } = (await (await request.get(`/api/products?${query}`)).json()) as { items: ProductJson[] };
  const found = items.find((p) => p.stock > 5 && (discounted ? p.discount > 0 : p.discount === 0));
  if (!found) throw new Error('no suitable product in the demo catalogue');
  return found;
}

test.describe('add to cart', () => {
  test('a visitor is asked to log in, and Log In leads back to the product', async ({ page, request }) => {
    const product = await productWhere(request, false);
    const email = `cart-visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const password = 'Visitor#2025pass';
    // The account exists, but this browser is not signed in.
    const made = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Cart Visitor', email, password },
      headers: { origin: shopOrigin() },
    });
    expect(made.status()).toBe(200);

    await page.goto(`/products/${product._id}`);
    await whenLive(page);
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(dialog(page)).toContainText('You are not logged in!');
    await expect(dialog(page)).toContainText('Please log in to add items to the cart.');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));

    await add.click();
    await dialog(page).getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fproducts%2F${product._id}$`));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await closeDialog(page, 'Login Successful');
    await expect(page).toHaveURL(new RegExp(`/products/${product._id}$`));

    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${product.name} has been successfully added to the cart.`)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  });

  test('the badge and the mobile menu show the live count', async ({ page, request }) => {
    await signUpFresh(page);
    const product = await productWhere(request, false);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/products/${product._id}`);
    await whenLive(page);
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(page.getByText(`${product.name} has been successfully added to the cart.`)).toBeVisible();
    await add.click();
    await expect(nav(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await nav(page).getByRole('button', { name: 'Open menu' }).click();
    const mobileCart = nav(page).getByRole('link', { name: /^Cart\s*2$/ });
    await expect(mobileCart).toHaveAttribute('href', '/dashboard/carts');
  });
});

test.describe('the cart page', () => {
  test('totals charge the discounted price; quantity changes; delete asks first', async ({ page, request }) => {
    const me = await signUpFresh(page, 'Cart Shopper');
    const discounted = await productWhere(request, true);
    const plain = await productWhere(request, false);
    for (const p of [discounted, plain]) {
      await page.goto(`/products/${p._id}`);
      await whenLive(page);
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText(`${p.name} has been successfully added to the cart.`)).toBeVisible();
    }

    await page.goto('/dashboard/carts');
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
    const totalItems = page.getByTestId('cart-total-items');
    const totalPrice = page.getByTestId('cart-total-price');
    await expect(totalItems).toHaveText('2');
    await expect(totalPrice).toHaveText(dollars(discounted.discounted_price! + plain.price));

    const table = page.getByRole('table', { name: 'Items in your cart' });
    const discountedRow = table.getByRole('row').filter({ hasText: discounted.name });
    const plainRow = table.getByRole('row').filter({ hasText: plain.name });
    await expect(discountedRow).toContainText(`${discounted.discount}% discount`);
    await expect(discountedRow).toContainText(dollars(discounted.discounted_price!));
    await expect(plainRow).toContainText('No discount');
    await expect(plainRow).toContainText(me.email);

    await plainRow.getByRole('button', { name: `One more ${plain.name}` }).click();
    await expect(totalItems).toHaveText('3');
    await expect(totalPrice).toHaveText(dollars(discounted.discounted_price! + 2 * plain.price));

    // 'No, keep it' keeps the item.
    await discountedRow.getByRole('button', { name: `Delete ${discounted.name} from the cart` }).click();
    await expect(dialog(page)).toContainText('Are you sure?');
    await expect(dialog(page)).toContainText("You won't be able to revert this!");
    await dialog(page).getByRole('button', { name: 'No, keep it' }).click();
    await expect(discountedRow).toBeVisible();

    await discountedRow.getByRole('button', { name: `Delete ${discounted.name} from the cart` }).click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await closeDialog(page, 'Deleted!', 'Your item has been deleted.');
    await expect(discountedRow).toHaveCount(0);
    await expect(totalItems).toHaveText('2');
    await expect(totalPrice).toHaveText(dollars(2 * plain.price));
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/checkout');

    await plainRow.getByRole('button', { name: `Delete ${plain.name} from the cart` }).click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await closeDialog(page, 'Deleted!');
    await expect(page.getByText('Your cart is empty — browse the shop')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await expect(totalPrice).toHaveText('$0.00');
  });
});
