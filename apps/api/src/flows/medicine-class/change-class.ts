import type {
  ClassChangeEffects,
  GenericAntibioticChanged,
  GenericAntibioticInput,
  MedicineReferenceChanged,
  MedicineReferenceClassChange,
  OrderStatus,
} from '@medibazaar/contract';
import type { Db, DbOrTx, ProductsWatcher } from '../../db/client.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../../modules/audit/index.js';
import {
  changeReferenceClass,
  type ClassChange,
  readReference,
  setGenericAntibiotic,
} from '../../modules/catalog/index.js';
import { queueOrderStatusMail, type Messages } from '../../modules/notifications/index.js';
import { AWAITING, sendOrdersToReview } from '../../modules/orders/index.js';

/** What a class change works with: the database, the kept product pages, the hold and the buyers' mail. */
export interface MedicineClassContext {
  db: Db;
  productPages: ProductsWatcher;
  /** How long an order awaiting a pharmacist holds its stock (PRESCRIPTION_HOLD_HOURS). */
  prescriptionHoldHours: number;
  /** The buyers' news, queued in the change's transaction (none in tests that leave it out). */
  mail?: Messages;
}

const HOLD_NOTE =
  'The pharmacy now sells a medicine of this order only on a prescription: a pharmacist checks the order before it goes on.';

/**
 * The orders of products whose class went up go to the pharmacist (orders), each audited (audit),
 * and their buyers are told as when an order waits for a prescription check (notifications).
 */
async function holdOrdersOf(
  ctx: MedicineClassContext,
  tx: DbOrTx,
  changes: ClassChange[],
): Promise<{ numbers: string[]; paidByCard: string[] }> {
  const raised = changes.filter((c) => c.before === 'otc' && c.after !== 'otc');
  const productIds = [...new Set(raised.flatMap((c) => c.productIds))];
  const { moved, paidByCard } = await sendOrdersToReview(tx, productIds, ctx.prescriptionHoldHours, HOLD_NOTE);
  for (const order of moved) {
    await recordAudit(tx, {
      action: 'order.sent_to_review',
      objectType: 'order',
      objectId: order.number,
      after: { status: AWAITING, reason: 'medicine_needs_prescription', holdExpiresAt: order.holdExpiresAt },
    });
    if (ctx.mail)
      await queueOrderStatusMail(
        tx,
        ctx.mail.notifications,
        ctx.mail.publicUrl,
        order,
        AWAITING as OrderStatus,
        HOLD_NOTE,
      );
  }
  return { numbers: moved.map((o) => o.number), paidByCard };
}

function effectsOf(changes: ClassChange[], numbers: string[]): ClassChangeEffects {
  return {
    productsChanged: changes.reduce((n, c) => n + c.productIds.length, 0),
    productsMovedToPrescriptionCategory: changes.reduce((n, c) => n + c.moved, 0),
    ordersSentToReview: numbers,
  };
}

/**
 * `PATCH /api/medicine-references/:id`: a pharmacist or admin sets how a medicine is sold. One
 * transaction:
 *
 * 1. catalog: the entry locked and its class written with who and why (audited); its products
 *    follow through their foreign key (each audited); those in OTC Medicine whose class went up
 *    move to Prescription Medicine (audited). An antibiotic is never over the counter (409).
 * 2. orders: when the class went up from over the counter, the open orders of its products on
 *    lines no pharmacist checked wait for a pharmacist (audited); notifications: their buyers
 *    are told, as when an order waits for a prescription check.
 *
 * After the commit, the kept product pages of the categories changed are dropped (catalog).
 */
export async function changeMedicineClass(
  ctx: MedicineClassContext,
  user: SessionUser,
  id: string,
  input: MedicineReferenceClassChange,
): Promise<MedicineReferenceChanged> {
  const { change, numbers } = await ctx.db.transaction(async (tx) => {
    const change = await changeReferenceClass(tx, user, id, input);
    const { numbers } = await holdOrdersOf(ctx, tx, [change]);
    return { change, numbers };
  });
  if (change.categories.length) ctx.productPages.changed(change.categories);
  return { reference: (await readReference(ctx.db, id))!, effects: effectsOf([change], numbers) };
}

/**
 * `PUT /api/generics/:id/antibiotic`: a pharmacist or admin marks a generic an antibiotic or not.
 * One transaction: catalog writes the flag (audited) and raises the generic's over-the-counter
 * entries to prescription-only as class changes (step 1 above); orders and notifications as in
 * step 2. Then the kept product pages are dropped.
 */
export async function changeGenericAntibiotic(
  ctx: MedicineClassContext,
  user: SessionUser,
  id: string,
  input: GenericAntibioticInput,
): Promise<GenericAntibioticChanged> {
  const { result, numbers } = await ctx.db.transaction(async (tx) => {
    const result = await setGenericAntibiotic(tx, user, id, input);
    const { numbers } = await holdOrdersOf(ctx, tx, result.raised);
    return { result, numbers };
  });
  // Product pages show whether a medicine is an antibiotic, in every category.
  ctx.productPages.changed();
  return {
    id: result.id,
    name: result.name,
    antibiotic: result.antibiotic,
    referencesRaised: result.raised.length,
    effects: effectsOf(result.raised, numbers),
  };
}
