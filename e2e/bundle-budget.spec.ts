import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DASHBOARD_ONLY, routeWeight, WEB_DIST } from '../bench/lib/bundle';

// Runs against the production build that `npm run test:e2e` makes first.
test.describe('bundle budget', () => {
  // The budget decisions 025–027 were made to meet: a change that slips past it fails here,
  // not only in a benchmark someone has to remember to run.
  test('the home route downloads at most 120 KB of JavaScript (gzip) and no dashboard code', () => {
    const home = routeWeight('/', 'src/app/routes/home.tsx');
    expect(home.jsGzip / 1024).toBeLessThanOrEqual(120);
    const leaks = home.keys.filter((k) => DASHBOARD_ONLY.some((re) => re.test(k)));
    expect(leaks).toEqual([]);
  });

  test('the storefront routes load no schema library first (the contract’s constants come without it)', () => {
    for (const [route, module] of [
      ['/', 'src/app/routes/home.tsx'],
      ['/shop', 'src/app/routes/shop.tsx'],
      ['/products/:id', 'src/app/routes/product.tsx'],
    ] as const) {
      const withSchemas = routeWeight(route, module).jsFiles.filter((file) =>
        readFileSync(path.join(WEB_DIST, file), 'utf8').includes('ZodError'),
      );
      expect(withSchemas, route).toEqual([]);
    }
  });
});
