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
