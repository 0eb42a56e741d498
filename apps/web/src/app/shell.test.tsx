import { describe, expect, it } from 'vitest';
import { isPage } from './shell';

describe('isPage (the server answers 404 where it is false)', () => {
  it.each([
    '/',
    '/shop',
    '/products/anything',
    '/login',
    '/register',
    '/profile',
    '/dashboard',
    '/dashboard/carts',
    '/dashboard/allusers',
    '/dashboard/updateItem/x',
  ])('%s is a page', (pathname) => {
    expect(isPage(pathname)).toBe(true);
  });

  it.each(['/no/such/page', '/shopping', '/products', '/dashboard/nothing-here', '/this-page-does-not-exist'])(
    '%s is not',
    (pathname) => {
      expect(isPage(pathname)).toBe(false);
    },
  );
});
