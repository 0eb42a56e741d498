import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, startSmtpServer } from '../apps/api/test/smtp';

/**
 * A shop of its own that mails through a real SMTP server running in this test process
 * (SMTP_URL), on its own port and data folder: register, confirm the email from the mail,
 * then forget the password and choose a new one from the mail, which signs the other
 * browser out. This file starts the shop and stops it when it is done.
 */

const SERVER = path.resolve('apps/api/dist/server.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let origin = '';
let dataDir = '';
let server: ChildProcess | null = null;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
const stopServer = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
};
process.once('exit', stopServer);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtpServer();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'medibazaar-e2e-mail-'));
  server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'MediBazaar <shop@medibazaar.test>',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the mailing shop stopped at start-up:\n${stderr}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the mailing shop did not start within 120 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    stopServer();
    await exited;
  }
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const dialog = (page: Page) => page.getByRole('dialog');
async function closeDialog(page: Page, title: string) {
  await expect(dialog(page)).toContainText(title);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}
const nav = (page: Page) => page.getByRole('banner');

test('register, confirm the email from the mail; forget the password, choose a new one from the mail, and the other browser is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `mail-journey-${Date.now()}@example.test`;

  // Register: the confirmation mail arrives at the SMTP server.
  await page.goto(`${origin}/register`);
  await page.getByLabel('Name').fill('Mail Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Journey2025pass');
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closeDialog(page, 'Success!');
  const [confirmation] = await smtp!.waitFor(email);
  expect(confirmation!.subject).toBe('Confirm your email for MediBazaar');

  // Following its link confirms the address.
  await page.goto(linkIn(confirmation!, `${origin}/api/auth/verify-email`));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email confirmed');
  const session = await page.request.get(`${origin}/api/auth/get-session`);
  expect((await session.json()).user.emailVerified).toBe(true);
  await page.goto(`${origin}/`);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  // In another browser: Forgot password? → the mail → a new password.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${origin}/login`);
  await second.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(second).toHaveURL(/\/forgot-password$/);
  await second.getByLabel('Email').fill(email);
  await second.getByRole('button', { name: 'Send the link' }).click();
  await expect(second.getByRole('status')).toContainText('a link is on its way');
  const mails = await smtp!.waitFor(email, 2);
  const reset = mails.find((m) => m.subject === 'Reset your MediBazaar password')!;
  expect(reset).toBeTruthy();
  await second.goto(linkIn(reset, `${origin}/reset-password?token=`));
  await second.getByLabel('New password', { exact: true }).fill('Brand2026newpass');
  await second.getByLabel('Repeat the new password').fill('Brand2026newpass');
  await second.getByRole('button', { name: 'Save the new password' }).click();
  await expect(second.getByRole('status')).toContainText('Your new password is saved');

  // The first browser's session ended with the reset.
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // The new password signs in; the mail saying so arrived too.
  await second.goto(`${origin}/login`);
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password').fill('Brand2026newpass');
  await second.getByRole('button', { name: 'Login', exact: true }).click();
  await closeDialog(second, 'Login Successful');
  const all = await smtp!.waitFor(email, 3);
  expect(all.some((m) => m.subject === 'Your MediBazaar password was changed')).toBe(true);
  await other.close();
});
