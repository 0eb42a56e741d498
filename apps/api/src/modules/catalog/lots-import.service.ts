import { dhakaDay, dollarsToCents, type LotImportLine, type LotImportReport } from '@medibazaar/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudits, type AuditEvent } from '../audit/index.js';
import { products } from './catalog.schema.js';
import { readLotsCsv, type ReadLine, type ReadLot } from './lots-import-lines.js';
import { insertLots, lotsOfBatches, type LotImported } from './lots.repository.js';
import type { CatalogContext } from './products-admin.service.js';

// The CSV import of lots (decision 064): every line read and checked, the lines that pass
// received together in one transaction, each refused one reported with its reason.

type Product = { id: string; sellerId: string | null; category: string; dispensingClass: string | null };

/** The import's products, locked in id order as every writer of lots locks them (decision 059). */
async function lockProducts(tx: DbOrTx, ids: string[]): Promise<Map<string, Product>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      category: products.category,
      dispensingClass: products.dispensingClass,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

const refusedLine = (
  read: ReadLine,
  refusal: NonNullable<LotImportLine['refusal']>,
  field: LotImportLine['field'],
  message: string,
): LotImportLine => ({
  line: read.line,
  accepted: false,
  productId: read.productId,
  batch: read.batch,
  lotId: null,
  refusal,
  field,
  message,
});

/** What the database says of a well-formed line: its product's owner, its expiry, its batch. */
function refusalOf(read: ReadLot, product: Product | undefined, user: SessionUser, today: string) {
  if (!product) return refusedLine(read, 'PRODUCT_NOT_FOUND', 'product', 'No product has this id.');
  if (user.role !== 'admin' && product.sellerId !== user.id) {
    return refusedLine(
      read,
      'NOT_PRODUCT_OWNER',
      'product',
      'This product is not yours: you can receive lots of your own products only.',
    );
  }
  const { expires } = read.lot;
  if (expires === undefined && product.dispensingClass !== null) {
    return refusedLine(
      read,
      'EXPIRY_REQUIRED',
      'expiry',
      'Enter the expiry printed on the pack: a medicine always has one.',
    );
  }
  if (expires !== undefined && expires < today) {
    return refusedLine(
      read,
      'EXPIRY_IN_PAST',
      'expiry',
      `This expiry (${expires}) has passed: expired stock cannot be received.`,
    );
  }
  return null;
}

const keyOf = (productId: string, batch: string) => `${productId}/${batch}`;

/**
 * The lots to write for the lines that passed every other check, one per product and batch (a
 * batch repeated with the same expiry adds up); a line whose batch is recorded, in stock or
 * earlier in the file, with another expiry (or no longer sold) is refused instead.
 */
async function lotsToWrite(tx: DbOrTx, passed: ReadLot[], refuse: (r: ReadLot) => void) {
  const recorded = await lotsOfBatches(
    tx,
    [...new Set(passed.map((r) => r.productId))],
    [...new Set(passed.map((r) => r.lot.batch))],
  );
  const expiries = new Map<string, string | null>(
    recorded.map((l) => [keyOf(l.productId, l.batch), l.status === 'sellable' ? l.expiresOn : 'no longer sold']),
  );
  const lots = new Map<string, LotImported>();
  const accepted: ReadLot[] = [];
  for (const r of passed) {
    const { lot } = r;
    const key = keyOf(r.productId, lot.batch);
    const expiresOn = lot.expires ?? null;
    if (expiries.has(key) && expiries.get(key) !== expiresOn) {
      refuse(r);
      continue;
    }
    expiries.set(key, expiresOn);
    accepted.push(r);
    const same = lots.get(key);
    if (same) {
      same.quantity += lot.quantity;
      continue;
    }
    const supplier = lot.supplier || null;
    lots.set(key, {
      productId: r.productId,
      batch: lot.batch,
      expiresOn,
      quantity: lot.quantity,
      receivedOn: lot.receivedOn ?? null,
      supplier,
      costCents: lot.cost === undefined ? null : dollarsToCents(lot.cost),
      reason: supplier ? `import, from ${supplier}` : 'import',
    });
  }
  return { accepted, lots: [...lots.values()] };
}

/**
 * Imports a CSV file of lots for the caller's products (any product for an admin). A wrong header,
 * too many lines or a file that is not CSV is a 400 and nothing is received; otherwise every line
 * is in the report, accepted (its lot received, with its ledger row and audit entry) or refused
 * with the reason. The accepted lines are written together: one statement for the lots, their
 * ledger rows and the stock, one for the audit entries.
 */
export async function importLots(ctx: CatalogContext, user: SessionUser, csv: string): Promise<LotImportReport> {
  const read = readLotsCsv(csv);
  const today = dhakaDay(new Date());
  const categories = new Set<string>();
  const report = await ctx.db.transaction(async (tx) => {
    const ids = [...new Set(read.flatMap((r) => ('lot' in r ? [r.productId] : [])))];
    const owned = await lockProducts(tx, ids);
    const byLine = new Map<number, LotImportLine>();
    const passed: ReadLot[] = [];
    for (const r of read) {
      const refused =
        'lot' in r ? refusalOf(r, owned.get(r.productId), user, today) : refusedLine(r, r.refusal, r.field, r.message);
      if (refused) byLine.set(r.line, refused);
      else passed.push(r as ReadLot);
    }
    const conflict = (r: ReadLot) =>
      byLine.set(
        r.line,
        refusedLine(
          r,
          'LOT_BATCH_CONFLICT',
          'batch',
          `Batch ${r.lot.batch} of this product is already recorded with another expiry, or is no longer sold.`,
        ),
      );
    const { accepted, lots } = await lotsToWrite(tx, passed, conflict);
    const lotIds = await insertLots(tx, lots, user.id);
    const audits: AuditEvent[] = [];
    for (const r of accepted) {
      const lotId = lotIds.get(keyOf(r.productId, r.lot.batch));
      if (!lotId) {
        conflict(r);
        continue;
      }
      categories.add(owned.get(r.productId)!.category);
      byLine.set(r.line, {
        line: r.line,
        accepted: true,
        productId: r.productId,
        batch: r.lot.batch,
        lotId,
        refusal: null,
        field: null,
        message: null,
      });
      audits.push({
        action: 'lot.received',
        objectType: 'lot',
        objectId: lotId,
        after: {
          productId: r.productId,
          batch: r.lot.batch,
          expiresOn: r.lot.expires ?? null,
          quantity: r.lot.quantity,
          importLine: r.line,
        },
      });
    }
    await recordAudits(tx, audits);
    return read.map((r) => byLine.get(r.line)!);
  });
  if (categories.size) ctx.productPages.changed([...categories]);
  // The report is in the file's order, a line for each line read.
  const units = read.reduce((sum, r, i) => sum + (report[i]!.accepted && 'lot' in r ? r.lot.quantity : 0), 0);
  const accepted = report.filter((l) => l.accepted).length;
  return { accepted, refused: report.length - accepted, units, lines: report };
}
