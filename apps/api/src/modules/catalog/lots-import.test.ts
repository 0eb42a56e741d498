import { randomUUID } from 'node:crypto';
import { dhakaDay, LOT_IMPORT_LIMITS } from '@medibazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signUp, type SignedIn } from '../../../test/auth.js';
import { createCatalogBasics, createMedicine, createProduct } from '../../../test/factories.js';
import { rowsOf } from '../../db/client.js';
import { productLots, stockMoves } from './stock.schema.js';

// The CSV import of lots (decision 064): the header checked, every line accepted or refused with
// its reason, the accepted ones received with their ledger rows and audit entries, the limits.

let t: TestApp;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await createCatalogBasics(t.db);
  seller = await signUp(t, { role: 'seller' });
  otherSeller = await signUp(t, { role: 'seller' });
  admin = await signUp(t, { role: 'admin' });
});
afterAll(async () => t.close());

/** The month `months` from now in Dhaka: [YYYY-MM, MM/YYYY, the last day of that month]. */
function monthAhead(months: number): [string, string, string] {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const ym = first.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return [ym, `${ym.slice(5)}/${ym.slice(0, 4)}`, last];
}

async function importCsv(csv: string, who: SignedIn = seller) {
  return t.app.inject({
    method: 'POST',
    url: '/api/products/lots/import',
    headers: { ...who.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
}

const lotsOf = (productId: string) =>
  t.db.select().from(productLots).where(eq(productLots.productId, productId)).orderBy(productLots.batch);

const stockOf = async (productId: string) =>
  Number(
    rowsOf<{ stock: number }>(await t.db.execute(sql`select stock from products where id = ${productId}::uuid`))[0]!
      .stock,
  );

describe('importing lots from a CSV file', () => {
  it('receives every good line: lots, ledger rows, stock and audit entries, MM/YYYY and Bangla digits read', async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    const [ym, printed, lastDay] = monthAhead(8);
    const csv =
      'Product,Batch,Expiry,Quantity,Received,Supplier,Cost\r\n' +
      `${product.id},ab-101,${printed},১২,2026-11-01,"Square, Dhaka",2.50\r\n` +
      `${product.id},AB-102,${ym},5,,,\r\n` +
      '\r\n';
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ accepted: 2, refused: 0, units: 17 });
    expect(
      report.lines.map((l: { line: number; accepted: boolean; batch: string }) => [l.line, l.accepted, l.batch]),
    ).toEqual([
      [2, true, 'AB-101'],
      [3, true, 'AB-102'],
    ]);
    const lots = await lotsOf(product.id);
    expect(lots.map((l) => [l.batch, l.quantity, l.expiresOn, l.supplier, l.costCents])).toEqual([
      ['AB-101', 12, lastDay, 'Square, Dhaka', 250],
      ['AB-102', 5, lastDay, null, null],
    ]);
    expect(lots[0]!.receivedOn).toBe('2026-11-01');
    expect(await stockOf(product.id)).toBe(17);
    const moves = await t.db.select().from(stockMoves).where(eq(stockMoves.productId, product.id));
    expect(moves.map((m) => [m.kind, m.quantity, m.actorId]).sort()).toEqual(
      [
        ['received', 12, seller.id],
        ['received', 5, seller.id],
      ].sort(),
    );
    const audit = rowsOf<{ object_id: string }>(
      await t.db.execute(
        sql`select object_id from audit_log where action = 'lot.received' and actor_id = ${seller.id}`,
      ),
    ).map((r) => r.object_id);
    expect(audit).toEqual(expect.arrayContaining(lots.map((l) => l.id)));
  });

  it('refuses each bad line with its reason and column, and still receives the good ones', async () => {
    const mine = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    const medicine = await createMedicine(t.db, { sellerId: seller.id, stock: 0, dispensingClass: 'otc' });
    const theirs = await createProduct(t.db, { sellerId: otherSeller.id, stock: 0 });
    const [ym] = monthAhead(6);
    const [later] = monthAhead(12);
    const lines = [
      'product,batch,expiry,quantity',
      `${mine.id},GOOD-1,${ym},4`,
      `${mine.id},OLD-1,2020-01,4`,
      `${mine.id},"BAD\u0007",${ym},4`,
      `${mine.id},ZERO-1,${ym},0`,
      `${mine.id},HALF-1,${ym},1.5`,
      `${randomUUID()},LOST-1,${ym},4`,
      `${theirs.id},THEIRS-1,${ym},4`,
      `${mine.id},good-1,${later},2`,
      `${medicine.id},MED-1,,3`,
      `${mine.id},SHORT-1,${ym}`,
      `not-an-id,X-1,${ym},1`,
      `${mine.id},X 1,${ym},1`,
      `${mine.id},BADDATE-1,2027-13,1`,
      `${mine.id},Good-1,${ym},3`,
    ];
    const res = await importCsv(lines.join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const brief = report.lines.map(
      (l: { line: number; accepted: boolean; refusal: string | null; field: string | null }) => [
        l.line,
        l.accepted ? 'ok' : l.refusal,
        l.field,
      ],
    );
    expect(brief).toEqual([
      [2, 'ok', null],
      [3, 'EXPIRY_IN_PAST', 'expiry'],
      [4, 'BATCH_CONTROL_CHARACTERS', 'batch'],
      [5, 'QUANTITY_INVALID', 'quantity'],
      [6, 'QUANTITY_INVALID', 'quantity'],
      [7, 'PRODUCT_NOT_FOUND', 'product'],
      [8, 'NOT_PRODUCT_OWNER', 'product'],
      [9, 'LOT_BATCH_CONFLICT', 'batch'],
      [10, 'EXPIRY_REQUIRED', 'expiry'],
      [11, 'COLUMN_COUNT', null],
      [12, 'PRODUCT_INVALID', 'product'],
      [13, 'BATCH_INVALID', 'batch'],
      [14, 'EXPIRY_INVALID', 'expiry'],
      [15, 'ok', null],
    ]);
    expect(report).toMatchObject({ accepted: 2, refused: 12, units: 7 });
    expect(report.lines[13].lotId).toBe(report.lines[0].lotId);
    for (const line of report.lines.slice(1, -1)) expect(line.message).toEqual(expect.any(String));
    expect((await lotsOf(mine.id)).map((l) => [l.batch, l.quantity])).toEqual([['GOOD-1', 7]]);
    expect(await stockOf(mine.id)).toBe(7);
    expect(await lotsOf(theirs.id)).toEqual([]);
    expect(await lotsOf(medicine.id)).toEqual([]);
  });

  it("lets an admin receive lots of any seller's product", async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    const res = await importCsv(`quantity,expiry,batch,product\n7,${monthAhead(3)[0]},ADM-1,${product.id}\n`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 1, refused: 0 });
    expect(await stockOf(product.id)).toBe(7);
  });
});

describe('files that are refused whole', () => {
  it.each([
    ['an unknown column', 'product,batch,expiry,qty\n', 'qty'],
    ['a required column left out', 'product,batch,quantity\n', 'expiry'],
    ['a column named twice', 'product,batch,expiry,quantity,batch\n', 'batch'],
  ])('answers 400 CSV_HEADER_INVALID naming the column for %s, receiving nothing', async (_, header, named) => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    const res = await importCsv(`${header}${product.id},H-1,${monthAhead(3)[0]},5\n`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CSV_HEADER_INVALID', field: 'header' });
    expect(res.json().message).toContain(`"${named}"`);
    expect(await lotsOf(product.id)).toEqual([]);
  });

  it('answers 400 for a file that is not CSV or holds no lot, and for too many lines', async () => {
    const unclosed = await importCsv('product,batch,expiry,quantity\n"abc,1,2,3\n');
    expect([unclosed.statusCode, unclosed.json().code]).toEqual([400, 'CSV_UNREADABLE']);
    const empty = await importCsv('product,batch,expiry,quantity\n');
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'CSV_NO_LINES']);
    const nothing = await importCsv('');
    expect(nothing.statusCode).toBe(400);
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    const row = `${product.id},M-1,${monthAhead(3)[0]},1\n`;
    const many = await importCsv(`product,batch,expiry,quantity\n${row.repeat(LOT_IMPORT_LIMITS.lines + 1)}`);
    expect([many.statusCode, many.json().code]).toEqual([400, 'CSV_TOO_MANY_LINES']);
    expect(await lotsOf(product.id)).toEqual([]);
  });

  it('answers 413 for a file over the size limit', async () => {
    const res = await importCsv(`product,batch,expiry,quantity\n${'x'.repeat(LOT_IMPORT_LIMITS.bytes)}\n`);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('asks a visitor to sign in and refuses a buyer', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/products/lots/import',
      headers: { 'content-type': 'text/csv' },
      payload: 'product,batch,expiry,quantity\n',
    });
    expect(visitor.statusCode).toBe(401);
    const buyer = await signUp(t);
    expect((await importCsv('product,batch,expiry,quantity\n', buyer)).statusCode).toBe(403);
  });
});

describe('a full file', () => {
  it(`receives ${LOT_IMPORT_LIMITS.lines} lines in one import`, async () => {
    const product = await createProduct(t.db, { sellerId: seller.id, stock: 0 });
    const [ym] = monthAhead(10);
    const rows = Array.from(
      { length: LOT_IMPORT_LIMITS.lines },
      (_, i) => `${product.id},FULL-${i},${ym},2,,Supplier ${i},1.25`,
    );
    const started = performance.now();
    const res = await importCsv(`product,batch,expiry,quantity,received,supplier,cost\n${rows.join('\n')}\n`);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accepted: LOT_IMPORT_LIMITS.lines,
      refused: 0,
      units: 2 * LOT_IMPORT_LIMITS.lines,
    });
    expect(await stockOf(product.id)).toBe(2 * LOT_IMPORT_LIMITS.lines);
    console.info(`lots import: ${LOT_IMPORT_LIMITS.lines} lines in ${Math.round(ms)} ms (${dhakaDay(new Date())})`);
  }, 60_000);
});
