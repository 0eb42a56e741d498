/**
 * `npm run bench:size`: gzip size of the JavaScript and CSS each route downloads
 * before it can render, from the production build (run `npm run build` first); then
 * all the JavaScript the home page downloads by network idle, in Chromium against the
 * built server.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.js';
import { HOME_FIRST_LOAD_BUDGET_KB, HOME_NETWORK_IDLE_BUDGET_KB } from './lib/budgets.js';
import { DASHBOARD_ONLY, ROUTES, readManifest, routeWeight } from './lib/bundle.js';
import { CAROUSELS, scriptsByNetworkIdle } from './lib/home-network.js';
import { startShop } from './lib/server.js';

const manifest = readManifest();
const kb = (n: number) => (n / 1024).toFixed(1);
const rows = ROUTES.filter((r) => manifest[r.module]).map((r) =>
  routeWeight(r.route, r.module, undefined, manifest, r.also),
);

console.log('route                    JS gzip KB   CSS gzip KB   files');
for (const r of rows) {
  console.log(`${r.route.padEnd(24)} ${kb(r.jsGzip).padStart(10)} ${kb(r.cssGzip).padStart(13)}   ${r.jsFiles.length}`);
}
const home = rows.find((r) => r.route === '/');
if (home) {
  const leaks = home.keys.filter((k) => DASHBOARD_ONLY.some((re) => re.test(k)));
  console.log(
    `\nhome route, first load: ${kb(home.jsGzip)} KB JS (target ≤ ${HOME_FIRST_LOAD_BUDGET_KB} KB, held by e2e/bundle-budget.spec.ts)`,
  );
  console.log(
    leaks.length
      ? `dashboard/payment code in the home route's first load: ${leaks.join(', ')}`
      : 'no dashboard or payment code in the home route first load',
  );
}

const shop = await startShop();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const idle = await scriptsByNetworkIdle(browser, `${shop.url}/`, { after: CAROUSELS });
  console.log(
    `home page, all JavaScript by network idle: ${kb(idle.jsGzip)} KB in ${idle.jsFiles.length} files (target ≤ ${HOME_NETWORK_IDLE_BUDGET_KB} KB, held by e2e/bundle-budget.spec.ts)`,
  );
  for (const file of idle.jsFiles) console.log(`  ${file}`);
  const bangla = await scriptsByNetworkIdle(browser, `${shop.url}/?lang=bn`, { after: CAROUSELS });
  console.log(
    `the same in Bangla (its texts are a chunk of their own): ${kb(bangla.jsGzip)} KB in ${bangla.jsFiles.length} files (target ≤ ${HOME_NETWORK_IDLE_BUDGET_KB} KB, held by e2e/bundle-budget.spec.ts)`,
  );
  for (const file of bangla.jsFiles) console.log(`  ${file}`);
} finally {
  await browser.close();
  await shop.stop();
}
