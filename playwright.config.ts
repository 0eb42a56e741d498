import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import getPort from 'get-port';
import { createJourneysDatabase } from './e2e/journeys-database.js';

// Set once, in the runner's process: its workers load this file again and inherit these.
process.env.E2E_PORT ??= String(await getPort({ host: '127.0.0.1' }));
if (process.env.E2E_DATA_DIR === undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medibazaar-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Made in this process, which outlives the shop it starts: the folder goes when the process does.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
if (process.env.TEST_DATABASE_URL && process.env.E2E_DATABASE_URL === undefined) {
  process.env.E2E_DATABASE_URL = await createJourneysDatabase(process.env.TEST_DATABASE_URL);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed, else Debian's
 * Chromium: the same engine without the browser's own window layer, as Playwright's own headless
 * runs use. The journeys take a quarter less time in it (decision 092).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    // A trace only of a journey's second try: recording one for every journey (its DOM snapshots
    // and screencast) made the journeys take half as long again (decision 094). To see a local
    // failure step by step, run it again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The service worker keeps hashed files and answers navigations; journeys that watch or
    // stub the network see the page's own requests without it. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // Readers who ask for less motion: the home page's ticker and hero hold still, so an open page
    // paints nothing between steps (an animated home page kept a tenth of a core busy in each
    // browser). The journeys about motion ask for it themselves (decision 093).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: '**/site-content.spec.ts',
    },
    {
      // Changes what every visitor sees (the notice, the pages): runs after the other journeys, alone.
      name: 'site-content',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testMatch: '**/site-content.spec.ts',
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node --enable-source-maps apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      NODE_ENV: 'test',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
