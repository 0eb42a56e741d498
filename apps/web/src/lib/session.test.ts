import { describe, expect, it, vi } from 'vitest';
import { dashboardHomeFor, getSession, safeReturnPath } from './session';

describe('safeReturnPath', () => {
  it('keeps a path inside the shop, with its query', () => {
    expect(safeReturnPath('/dashboard/carts')).toBe('/dashboard/carts');
    expect(safeReturnPath('/shop?category=Devices&page=2')).toBe('/shop?category=Devices&page=2');
  });

  it('refuses other sites, odd schemes and the sign-in pages themselves', () => {
    for (const from of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(safeReturnPath(from)).toBeNull();
    }
    expect(safeReturnPath('/login?from=/x')).toBeNull();
    expect(safeReturnPath('/register')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  // Browsers drop tabs and line breaks from addresses and read a backslash as a
  // slash, so '/\t/evil.example' is followed as '//evil.example': another site.
  it.each([
    ['a tab', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a DEL', '/\u007f/evil.example'],
    ['another C0 control', '/\u001b/evil.example'],
    ['a control character after the first segment', '/shop?q=a\tb'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded line feed', '/%0a/evil.example'],
    ['an encoded carriage return', '/%0D/evil.example'],
    ['an encoded backslash', '/%5cevil.example'],
    ['an encoded slash making two', '/%2F/evil.example'],
    ['two slashes', '//evil'],
    ['three slashes', '///evil'],
    ['slash backslash', '/\\evil'],
    ['backslash slash', '\\/evil'],
    ['two backslashes', '\\\\evil'],
    ['a backslash later on', '/shop\\..\\..\\evil'],
    ['a tab before two slashes', '\t//evil'],
    ['a leading space', ' /shop'],
    ['a scheme', 'javascript:alert(1)'],
    ['a full address', 'https://evil.example/'],
    ['a full address of no scheme the browser knows', 'evil.example/shop'],
    ['a relative path', 'shop'],
    ['a query alone', '?from=x'],
    ['a fragment alone', '#top'],
  ])('sends %s home: %j', (_label, from) => {
    expect(safeReturnPath(from)).toBeNull();
  });

  it('keeps a path whose query or fragment holds a slash, an encoded space or a colon', () => {
    for (const from of ['/shop?q=a/b', '/shop?q=pain%20relief', '/products/abc#reviews', '/shop?q=10:30']) {
      expect(safeReturnPath(from)).toBe(from);
    }
  });

  it('keeps only paths the address parser would leave on this site', () => {
    for (const from of ['/dashboard/carts', '/shop?category=Devices&page=2', '/a/../b', '/%E0%A6%93']) {
      const kept = safeReturnPath(from);
      expect(kept).toBe(from);
      expect(new URL(kept!, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});

describe('dashboardHomeFor', () => {
  it('leads each role to its own home', () => {
    expect(dashboardHomeFor('admin')).toBe('/dashboard/adminHome');
    expect(dashboardHomeFor('seller')).toBe('/dashboard/sellerHome');
    expect(dashboardHomeFor('user')).toBe('/dashboard/userHome');
  });
});

describe('getSession', () => {
  it('asks with the cookie only: no Authorization header, so never "Bearer null"', async () => {
    const fetch = vi.fn(
      async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await getSession()).toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    expect(init.credentials).toBe('same-origin');
    vi.unstubAllGlobals();
  });

  it("logs only 'JWT Token Error' when the check fails, and lets loading end", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getSession()).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('JWT Token Error');
    log.mockRestore();
    vi.unstubAllGlobals();
  });

  it('reads a lower-case role, and treats anything else as a plain user', async () => {
    const answer = (role: string) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify({ user: { id: '1', name: 'A', email: 'a@x.test', role }, session: {} }), {
            status: 200,
          }),
      );
    vi.stubGlobal('fetch', answer('seller'));
    expect((await getSession())?.role).toBe('seller');
    vi.stubGlobal('fetch', answer('Seller'));
    expect((await getSession())?.role).toBe('user');
    vi.unstubAllGlobals();
  });
});
