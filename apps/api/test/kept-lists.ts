import type { ProductPage } from '@medibazaar/contract';
import { expect } from 'vitest';
import type { AppConfig } from '../src/core/config.js';
import { PRODUCTS_CHANNEL } from '../src/db/client.js';
import type { TestApp } from './app.js';
import { until } from './until.js';

/**
 * The catalogue's memory for tests of what the list keeps beside its pages (counts, a search's
 * order): pages kept for no time, so every request runs its SQL; counts and orders for ten
 * minutes, so what shows a change was told of it, not timed out.
 */
export const KEPT_BESIDE_PAGES: AppConfig['catalogCache'] = {
  ttlMs: 0,
  maxBytes: 1024 * 1024,
  maxPages: 100,
  countTtlMs: 600_000,
  maxCounts: 1_000,
  maxSearchOrders: 100,
};

/**
 * Requests and waits on the app `app()` gives: `list` answers a list URL with the headers saying
 * how many statements ran (`x-sql-statements`) and how many counted or ranked matches
 * (`x-sql-match-counts`).
 */
export function keptLists(app: () => TestApp) {
  async function list(url: string) {
    const res = await app().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return {
      page: res.json() as ProductPage,
      statements: Number(res.headers['x-sql-statements']),
      counted: Number(res.headers['x-sql-match-counts']),
    };
  }

  /** Runs SQL on the engine directly, past the app's services, as another instance or a script would. */
  async function behind(text: string, params: unknown[]) {
    const client = (app().db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } })
      .$client;
    await client.query(text, params);
  }

  /** Until what `url` counts (or ranks) is read once and then kept: asked again, it counts nothing. */
  const kept = (url: string) =>
    until(
      async () => {
        await list(url);
        return list(url);
      },
      (r) => r.counted === 0,
      `keeping what ${url} counts`,
    );

  /**
   * Until every notice sent so far has been heard. The engine hands notices over in commit order,
   * so a notice naming Dental Care (a category no test writes), sent now, is heard after them: the
   * `marker` list (one Dental Care's change drops) then counts again.
   */
  async function settled(marker: string) {
    await kept(marker);
    await behind('select pg_notify($1, $2)', [PRODUCTS_CHANNEL, JSON.stringify(['Dental Care'])]);
    await until(
      async () => (await list(marker)).counted,
      (n) => n > 0,
      'the marker notice arriving',
    );
  }

  return { list, behind, kept, settled };
}
