import { isoDay, type Prescription } from '@medibazaar/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prescriptionUses, prescriptions } from './prescriptions.schema.js';
import { badRequest, conflict } from '../../core/http-errors.js';
import { findPrescription, type PrescriptionRow } from './prescriptions.repository.js';
import { prescriptionsJson } from './prescriptions.service.js';

/**
 * What the orders module reads and writes of prescriptions: the prescription a buyer
 * orders with, the link from an order to it, and the prescription a pharmacist checks
 * an order against.
 */

/** The order's prescription as the order answers it. */
export interface OrderPrescription {
  id: string;
  status: Prescription['status'];
  validUntil: string | null;
}

/** Approved, and its last day has not passed. */
export const isApprovedAndValid = (row: Pick<PrescriptionRow, 'status' | 'validUntil'>, today = isoDay(new Date())) =>
  row.status === 'approved' && row.validUntil !== null && row.validUntil >= today;

/**
 * The buyer's own prescription to place an order with, locked (a review or a delete
 * waits for the placement): pending (the pharmacist checks it with the order) or
 * approved and still valid. Someone else's or an unknown one is refused like a
 * missing one; a rejected or expired one is refused for what it is.
 */
export async function usablePrescription(tx: DbOrTx, buyerId: string, id: string): Promise<PrescriptionRow> {
  const row = await findPrescription(tx, id, true);
  if (!row || row.ownerId !== buyerId) {
    throw badRequest(
      'This prescription was not found among yours. Choose one of your prescriptions or upload it again.',
      'PRESCRIPTION_NOT_USABLE',
      'prescriptionId',
    );
  }
  if (row.status === 'rejected') {
    throw conflict(
      'This prescription was rejected by a pharmacist and cannot be used. Upload a new one.',
      'PRESCRIPTION_NOT_USABLE',
    );
  }
  if (row.status === 'approved' && !isApprovedAndValid(row)) {
    throw conflict(`This prescription was valid until ${row.validUntil}. Upload a new one.`, 'PRESCRIPTION_NOT_USABLE');
  }
  return row;
}

/** The orders were placed with this prescription: it can no longer be deleted. */
export async function recordPrescriptionUse(tx: DbOrTx, prescriptionId: string, orderIds: readonly string[]) {
  if (!orderIds.length) return;
  await tx
    .insert(prescriptionUses)
    .values(orderIds.map((orderId) => ({ prescriptionId, orderId })))
    .onConflictDoNothing();
}

/** Each order's prescription (an order is placed with one at most). */
export async function prescriptionsOfOrders(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderPrescription>> {
  const byOrder = new Map<string, OrderPrescription>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      orderId: prescriptionUses.orderId,
      id: prescriptions.id,
      status: prescriptions.status,
      validUntil: prescriptions.validUntil,
    })
    .from(prescriptionUses)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionUses.prescriptionId))
    .where(inArray(prescriptionUses.orderId, [...orderIds]));
  for (const r of rows) {
    byOrder.set(r.orderId, { id: r.id, status: r.status as Prescription['status'], validUntil: r.validUntil });
  }
  return byOrder;
}

/** Whose prescription the order rests on (null: none, or its owner's account is gone). */
export async function prescriptionOwnerOfOrder(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: prescriptions.ownerId })
    .from(prescriptionUses)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionUses.prescriptionId))
    .where(eq(prescriptionUses.orderId, orderId))
    .limit(1);
  return row?.ownerId ?? null;
}

/** The order's prescription, locked while a pharmacist decides on the order. */
export async function lockPrescriptionOfOrder(tx: DbOrTx, orderId: string): Promise<PrescriptionRow | null> {
  const [use] = await tx
    .select({ id: prescriptionUses.prescriptionId })
    .from(prescriptionUses)
    .where(eq(prescriptionUses.orderId, orderId))
    .limit(1);
  return use ? findPrescription(tx, use.id, true) : null;
}

/** The prescriptions in full (fields, pages, owner, claim), as the prescriptions API answers them. */
export async function prescriptionsInFull(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Prescription>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(prescriptions)
    .where(inArray(prescriptions.id, [...new Set(ids)]));
  return new Map((await prescriptionsJson(db, rows)).map((p) => [p.id, p]));
}
