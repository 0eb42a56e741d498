import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCatalogBasics, createProduct } from '../../test/factories.js';
import { products } from '../modules/catalog/catalog.schema.js';
import { rowsOf } from './client.js';
import { databaseOf, mayName, NAMED_STATEMENTS_PER_DATABASE, statementNameOf } from './named-budget.js';

/**
 * On PostgreSQL every statement with values runs named (decision 089): parsed once per connection,
 * its plan kept once PostgreSQL finds a generic one as good; within the bound of decision 086.
 * (PGlite names its own way, decision 082.)
 */
describe.runIf(process.env.TEST_DB === 'postgres')('statements named on PostgreSQL', () => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createCatalogBasics(t.db);
    productId = (await createProduct(t.db, { name: 'Thermometer', category: 'Devices' })).id;
  });
  afterAll(async () => t?.close());

  interface Kept {
    name: string;
    statement: string;
    runs: number;
    generic: number;
  }
  /** The statements the transaction's connection keeps. */
  const keptBy = async (tx: Pick<TestApp['db'], 'execute'>) =>
    rowsOf<Kept>(
      await tx.execute(
        sql`select name, statement, (generic_plans + custom_plans)::int as runs, generic_plans::int as generic from pg_prepared_statements`,
      ),
    );

  it('parses a statement with values once per connection, in a transaction too, and keeps its plan', async () => {
    await t.db.transaction(async (tx) => {
      const byId = () => tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
      for (let i = 0; i < 7; i++) expect(await byId()).toEqual([{ name: 'Thermometer' }]);
      const text = byId().toSQL().sql;
      const kept = (await keptBy(tx)).filter((k) => k.statement === text);
      expect(kept).toEqual([{ name: statementNameOf(text), statement: text, runs: 7, generic: expect.any(Number) }]);
      // Five runs planned with their values, then the generic plan kept (a key lookup plans alike).
      expect(kept[0]!.generic).toBeGreaterThanOrEqual(1);
    });
  });

  it('leaves a statement without values unnamed, so a text of several statements still runs', async () => {
    await t.db.transaction(async (tx) => {
      // Two statements in one text: only the simple protocol takes them, which a name would end.
      await expect(tx.execute(sql.raw('select 1; select 2 as n'))).resolves.toBeDefined();
      const [row] = rowsOf<{ n: number }>(await tx.execute(sql.raw('select 2 as n')));
      expect(row?.n).toBe(2);
      expect((await keptBy(tx)).some((k) => k.statement.includes('select 2 as n'))).toBe(false);
    });
  });

  it('runs a new statement unnamed past the bound, with the same answer', async () => {
    for (let i = 0; i < NAMED_STATEMENTS_PER_DATABASE; i++) mayName(databaseOf(t.db), `filler ${i}`);
    await t.db.transaction(async (tx) => {
      const byName = tx.select({ id: products.id }).from(products).where(eq(products.name, 'Thermometer'));
      expect(await byName).toEqual([{ id: productId }]);
      const text = byName.toSQL().sql;
      expect((await keptBy(tx)).some((k) => k.statement === text)).toBe(false);
    });
  });
});
