/**
 * `npm run bench:size`: gzip size of the JavaScript and CSS each route downloads
 * before it can render, from the production build (run `npm run build` first).
 */
import { DASHBOARD_ONLY, ROUTES, readManifest, routeWeight } from './lib/bundle.js';

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
  console.log(`\nhome route: ${kb(home.jsGzip)} KB JS (target ≤ 120 KB, held by e2e/bundle-budget.spec.ts)`);
  console.log(
    leaks.length
      ? `dashboard/payment code in the home route's first load: ${leaks.join(', ')}`
      : 'no dashboard or payment code in the home route first load',
  );
}
