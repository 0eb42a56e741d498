import { expect, test, type Page } from '@playwright/test';
import { whenLive } from './a11y-helpers';
import { DEMO, DEMO_PASSWORD, shopOrigin, signInAs } from './fixtures';

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** The SweetAlert2 dialog on screen. */
const dialog = (page: Page) => page.getByRole('alertdialog');

async function closeDialog(page: Page, title: string, text?: string) {
  await expect(dialog(page)).toContainText(title);
  if (text) await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}

const nav = (page: Page) => page.getByRole('banner');

/** Holds back the account menu's code (loaded once someone is signed in) until released. */
async function holdMenuCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/profile-menu-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('register', () => {
  test('a user: the terms gate the form, then the account is created and signed in', async ({ page }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Register', exact: true });
    await expect(submit).toBeDisabled();
    // No provider is configured on this server: no pop-up sign-in button.
    await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);

    await page.getByLabel('Name').fill('Journey Shopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(unique('journey-user'));
    await page.getByLabel('Password', { exact: true }).fill('Journey2025pass');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('You must accept the Terms and Conditions to continue.').first()).toBeVisible();
    await closeDialog(page, 'Error!', 'You must accept the Terms and Conditions to continue.');
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('I accept the Terms and Conditions').check();
    await expect(page.getByRole('alert').filter({ hasText: 'Terms and Conditions' })).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await closeDialog(page, 'Success!', 'Your account has been created successfully.');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/userHome');
  });

  test('a seller: the role is kept and leads to the seller dashboard', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Journey Seller');
    await page.getByRole('textbox', { name: 'Email' }).fill(unique('journey-seller'));
    await page.getByLabel('Password', { exact: true }).fill('Journey2025pass');
    // The shop fetches a photo address itself; one it cannot load is refused with the reason.
    const photo = page.getByLabel('Image Url');
    await expect(photo).toHaveAttribute('type', 'url');
    await photo.fill('https://images.example.test/seller.png');
    await page.getByLabel('Register as').selectOption('seller');
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await closeDialog(page, 'Error!', 'Your photo could not be loaded from that address.');
    await expect(photo).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);

    await photo.fill('');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await closeDialog(page, 'Success!');
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/sellerHome');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/sellerHome$/);
  });

  test('an email that already has an account is refused with the reason', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Copy Cat');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.user);
    await page.getByLabel('Password', { exact: true }).fill('Journey2025pass');
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await closeDialog(page, 'Error!', 'An account with this email already exists.');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('login', () => {
  test('a visitor sent from a guarded page to /login comes back to it, history replaced', async ({ page }) => {
    await page.goto('/');
    await whenLive(page);
    await page.goto('/dashboard/paymentsHistory');
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2FpaymentsHistory$/);
    await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.user);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await closeDialog(page, 'Login Successful', 'Welcome back! You have successfully logged in.');
    await expect(page).toHaveURL(/\/dashboard\/paymentsHistory$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('without an origin it goes home', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.seller);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await closeDialog(page, 'Login Successful');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/sellerHome');
  });

  test('a wrong password says so inline and in an alert', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.user);
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await closeDialog(page, 'Login Failed', 'Invalid email or password. Please try again.');
    await expect(page.getByText('Invalid email or password!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('signing in from a return address that would leave the shop lands on the home page', async ({ page }) => {
    // A tab inside the address: browsers drop it, so '/\t/evil.example' would be followed as '//evil.example'.
    await page.goto('/login?from=/%09/evil.example');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.user);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await closeDialog(page, 'Login Successful');
    await expect(page).toHaveURL(`${shopOrigin()}/`);
    await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  });
});

/** The sign-in call answers as given, as a server in trouble would; the page itself is real. */
async function signInAnswers(page: Page, status: number, body: object, headers: Record<string, string> = {}) {
  await page.route('**/api/auth/sign-in/email', (route) =>
    route.fulfill({
      status,
      headers,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: status, ...body }),
    }),
  );
}

async function tryToSignIn(page: Page) {
  await page.getByRole('textbox', { name: /Email|ইমেইল/ }).fill(DEMO.user);
  await page.getByLabel(/Password|পাসওয়ার্ড/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Login|লগ ইন)$/ }).click();
}

/** The reason under the form (the alert repeats it). */
const reasonLine = (page: Page) => page.locator('form [role="alert"]');

test.describe('login failures say why', () => {
  test('a shop that cannot answer says so, and does not blame the password', async ({ page }) => {
    await signInAnswers(page, 503, {
      error: 'Service Unavailable',
      message: 'The shop is not available right now.',
      code: 'SERVICE_UNAVAILABLE',
    });
    await page.goto('/login');
    await tryToSignIn(page);
    const unavailable =
      'The shop cannot sign you in right now: its service is not available. Please try again in a few minutes.';
    await closeDialog(page, 'Login Failed', unavailable);
    await expect(reasonLine(page)).toHaveText(unavailable);
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });

  test('in Bangla too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('medibazaar.lang', 'bn'));
    await signInAnswers(page, 503, {
      error: 'Service Unavailable',
      message: 'The shop is not available right now.',
      code: 'SERVICE_UNAVAILABLE',
    });
    await page.goto('/login');
    await tryToSignIn(page);
    await expect(dialog(page)).toContainText('লগ ইন হয়নি');
    await expect(dialog(page)).toContainText('দোকানের সেবা এই মুহূর্তে চালু নেই');
    await dialog(page).getByRole('button', { name: 'ঠিক আছে' }).click();
    await expect(reasonLine(page)).toContainText('দোকানের সেবা এই মুহূর্তে চালু নেই');
  });

  test('a page open at another address names the shop’s own and links to it', async ({ page }) => {
    // The same shop at another spelling of its address; the refusal a production server gives it.
    const elsewhere = shopOrigin().replace('127.0.0.1', 'localhost');
    await signInAnswers(page, 403, {
      error: 'Forbidden',
      message: `Requests from other sites are not accepted. Open the shop at ${shopOrigin()} and try again.`,
      code: 'CROSS_SITE_REQUEST',
    });
    await page.goto(`${elsewhere}/login?from=%2Fshop`);
    await tryToSignIn(page);
    await closeDialog(
      page,
      'Login Failed',
      `This page is open at ${elsewhere}, but the shop accepts sign-ins and new accounts only at ${shopOrigin()}.`,
    );
    const link = reasonLine(page).getByRole('link', { name: `Go to ${shopOrigin()}` });
    await expect(link).toHaveAttribute('href', `${shopOrigin()}/login?from=%2Fshop`);
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });

  test('too many attempts say how long to wait', async ({ page }) => {
    await signInAnswers(
      page,
      429,
      {
        error: 'Too Many Requests',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        code: 'TOO_MANY_ATTEMPTS',
      },
      { 'retry-after': '900' },
    );
    await page.goto('/login');
    await tryToSignIn(page);
    await closeDialog(page, 'Login Failed', 'Too many sign-in attempts. Please wait 15 minutes and try again.');
  });

  test('a dropped connection is not a wrong password', async ({ page }) => {
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('connectionreset'));
    await page.goto('/login');
    await tryToSignIn(page);
    await closeDialog(page, 'Login Failed', 'We could not reach the shop. Check your connection and try again.');
    await expect(reasonLine(page)).toHaveText('We could not reach the shop. Check your connection and try again.');
  });

  test('registering while the shop cannot answer says so under the product’s alert title', async ({ page }) => {
    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, message: 'Unavailable', code: 'SERVICE_UNAVAILABLE' }),
          })
        : route.continue(),
    );
    await page.goto('/register');
    await page.getByLabel('Name').fill('Journey Shopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(unique('journey-unavailable'));
    await page.getByLabel('Password', { exact: true }).fill('Journey2025pass');
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const unavailable =
      'The shop cannot create your account right now: its service is not available. Please try again in a few minutes.';
    await closeDialog(page, 'Error!', unavailable);
    await expect(reasonLine(page)).toHaveText(unavailable);
  });
});

test.describe('signed in', () => {
  test('logout asks first: Cancel keeps the session, Yes ends it', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/');
    await whenLive(page);
    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(dialog(page)).toContainText('Are you sure?');
    await expect(dialog(page)).toContainText('You are about to log out from your account.');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await dialog(page).getByRole('button', { name: 'Yes, log out!' }).click();
    await closeDialog(page, 'Logged Out!', 'You have been successfully logged out.');
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/secret');
    await expect(page).toHaveURL(/\/login\?from=%2Fsecret$/);
  });

  test('the profile picture opens a keyboard-friendly menu: Hi, name / Dashboard / Profile', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    await whenLive(page);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/adminHome');
    const button = nav(page).getByRole('button', { name: 'Account menu' });
    await expect(button.locator('img')).toHaveAttribute('src', '/images/placeholder-avatar.webp');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByText('Hi, Amina Rahman')).toBeVisible();
    await expect(nav(page).getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await nav(page).getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    // The profile card and the "How you log in" section both name the account's email.
    await expect(page.getByText('admin@medibazaar.test').first()).toBeVisible();
  });

  test('pressed from the keyboard before its code arrives, the menu opens on its first link once it does', async ({
    page,
  }) => {
    const menuCode = await holdMenuCode(page);
    await signInAs(page, 'admin');
    await page.goto('/');
    await whenLive(page);
    const button = nav(page).getByRole('button', { name: 'Account menu' });
    // The stand-in picture: Radix marks its own button with data-state.
    await expect(button).not.toHaveAttribute('data-state');
    await button.focus();
    await page.keyboard.press('Enter');
    menuCode.release();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('focused before its code arrives, the picture keeps the focus when the menu replaces it', async ({ page }) => {
    const menuCode = await holdMenuCode(page);
    await signInAs(page, 'admin');
    await page.goto('/');
    await whenLive(page);
    const button = nav(page).getByRole('button', { name: 'Account menu' });
    await expect(button).not.toHaveAttribute('data-state');
    await button.focus();
    menuCode.release();
    await expect(button).toHaveAttribute('data-state', 'closed');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav(page).getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  });

  test('the dashboard entry leads to each role’s home', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/adminHome$/);
  });

  test('an admin reloading an admin page stays on it', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard/allusers');
    await expect(page).toHaveURL(/\/dashboard\/allusers$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/allusers$/);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/dashboard\/allusers$/);
  });

  test('a user opening an admin or seller page is sent home', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/dashboard/allusers');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/addProduct');
    await expect(page).toHaveURL(/\/$/);
  });

  test('user home and profile show the account; a new name reaches the navigation bar', async ({ page }) => {
    const email = unique('profile');
    await page.request.post('/api/users', {
      data: { name: 'Before Rename', email, password: 'Profile2025pass', role: 'user' },
      headers: { origin: shopOrigin() },
    });
    await page.goto('/dashboard/userHome');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Before Rename')).toBeVisible();

    await page.goto('/profile');
    await page.getByLabel('Name').fill('After Rename');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await nav(page).getByRole('button', { name: 'Account menu' }).click();
    await expect(nav(page).getByText('Hi, After Rename')).toBeVisible();
  });

  test('a session that ends on the server sends the person to /login on their next call', async ({ page }) => {
    await signInAs(page, 'user');
    await page.goto('/');
    await whenLive(page);
    await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    // The home page's own calls after it is live (the parts it loads when idle) are over: else one
    // of them may find out first, and the header offers Login before the next call is made.
    await page.waitForLoadState('networkidle');
    // The session ends elsewhere (another tab, an admin, expiry).
    const out = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: shopOrigin() } });
    expect(out.status()).toBe(200);
    // The cached session still says signed in; the first API call finds out.
    await nav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2FuserHome$/);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
