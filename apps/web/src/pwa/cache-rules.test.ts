// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheNames, handlingOf, mayStore, offlineLanguage, SHELL_FILES, staleCaches } from './cache-rules';
import { offlinePageHtml } from './offline-page';

const ORIGIN = 'https://shop.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('what the service worker stores', () => {
  it('never answers or stores the API, uploads or sign-in, whatever the request', () => {
    for (const path of [
      '/api/carts',
      '/api/auth/get-session',
      '/api/products?category=OTC',
      '/uploads/a.webp',
      '/auth/callback',
    ])
      for (const mode of ['cors', 'navigate', 'no-cors']) expect(handlingOf(get(path, mode), ORIGIN), path).toBeNull();
  });

  it('leaves writes and other sites alone', () => {
    expect(handlingOf({ ...get('/assets/index-abc.js'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(handlingOf({ method: 'GET', mode: 'no-cors', url: 'https://js.stripe.com/v3/' }, ORIGIN)).toBeNull();
    expect(handlingOf({ method: 'GET', mode: 'navigate', url: 'https://other.example/' }, ORIGIN)).toBeNull();
  });

  it('sends every page to the network (its offline page aside), never to a store', () => {
    for (const path of ['/', '/shop?category=OTC', '/dashboard/carts', '/products/1'])
      expect(handlingOf(get(path, 'navigate'), ORIGIN)).toBe('page');
  });

  it('keeps hashed build files and the installed app’s icons, nothing else', () => {
    expect(handlingOf(get('/assets/index-abc123.js', 'cors'), ORIGIN)).toBe('asset');
    expect(handlingOf(get('/assets/index-abc123.css', 'no-cors'), ORIGIN)).toBe('asset');
    for (const file of SHELL_FILES) expect(handlingOf(get(file, 'no-cors'), ORIGIN)).toBe('shell');
    // Unhashed pictures change in place (an admin uploads a new one): left to the browser's cache.
    expect(handlingOf(get('/images/hero/slide-1.webp', 'no-cors'), ORIGIN)).toBeNull();
    expect(handlingOf(get('/sitemap.xml'), ORIGIN)).toBeNull();
    expect(handlingOf(get('/assets/index-abc123.js?v=2'), ORIGIN)).toBeNull();
  });

  it('stores only complete answers of the shop that allow it', () => {
    const answer = (status: number, type = 'basic', cacheControl = 'public, max-age=31536000, immutable') => ({
      ok: status >= 200 && status < 300,
      status,
      type,
      headers: new Headers({ 'cache-control': cacheControl }),
    });
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(206))).toBe(false);
    expect(mayStore(answer(404))).toBe(false);
    expect(mayStore(answer(200, 'opaque'))).toBe(false);
    expect(mayStore(answer(200, 'basic', 'private, max-age=60'))).toBe(false);
    expect(mayStore(answer(200, 'basic', 'no-store'))).toBe(false);
  });
});

describe('a new build’s worker', () => {
  it('deletes the shop’s caches of other builds and keeps its own and other caches', () => {
    const now = cacheNames('b2');
    const old = cacheNames('b1');
    expect(staleCaches([old.shell, old.assets, now.shell, now.assets, 'someone-else'], 'b2')).toEqual([
      old.shell,
      old.assets,
    ]);
  });
});

describe('the offline page', () => {
  it('is in the language the address, then the remembered choice, then the browser asks for', () => {
    expect(offlineLanguage(`${ORIGIN}/shop?lang=bn`, 'en', ['en-US'])).toBe('bn');
    expect(offlineLanguage(`${ORIGIN}/shop`, 'bn', ['en-US'])).toBe('bn');
    expect(offlineLanguage(`${ORIGIN}/shop`, 'en', ['bn-BD'])).toBe('en');
    expect(offlineLanguage(`${ORIGIN}/shop`, null, ['en-GB', 'bn'])).toBe('bn');
    expect(offlineLanguage(`${ORIGIN}/shop?lang=fr`, 'xx', ['fr'])).toBe('en');
  });

  it('says so in English and in Bangla, with the shop’s name escaped and no script', () => {
    const en = offlinePageHtml('en', 'Medi & <Bazaar>');
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('You are offline');
    expect(en).toContain('Medi &amp; &lt;Bazaar&gt;');
    expect(en).not.toContain('<script');
    const bn = offlinePageHtml('bn', 'MediBazaar');
    expect(bn).toContain('<html lang="bn"');
    expect(bn).toContain('আপনি অফলাইনে আছেন');
  });
});
