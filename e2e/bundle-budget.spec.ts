import { expect, test } from '@playwright/test';
import { DASHBOARD_ONLY, routeWeight } from '../bench/lib/bundle';

// Runs against the production build that `npm run test:e2e` makes first.
test.describe('bundle budget', () => {
  test('the home route downloads at most 170 KB of JavaScript (gzip) and no dashboard code', () => {
    const home = routeWeight('/', 'src/app/routes/home.tsx');
    expect(home.jsGzip / 1024).toBeLessThanOrEqual(170);
    const leaks = home.keys.filter((k) => DASHBOARD_ONLY.some((re) => re.test(k)));
    expect(leaks).toEqual([]);
  });
});
