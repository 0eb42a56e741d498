import {
  PRESCRIPTION_REQUEST_LIMITS,
  type PrescriptionProposal,
  type PrescriptionRequest,
  type Role,
} from '@medibazaar/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../core/http-errors.js';
import { recordAudit } from '../audit/index.js';
import { isUuid, products } from '../catalog/index.js';
import { queuePrescriptionProposalMail, type Notifications } from '../notifications/index.js';
import { addresses } from '../orders/index.js';
import { isApprovedAndValid, prescriptions, usablePrescription } from '../prescriptions/index.js';
import { readRequest, seesEveryRequest } from './prescription-requests.repository.js';
import { prescriptionRequestLines, prescriptionRequests } from './prescription-requests.schema.js';

export interface Caller {
  id: string;
  email: string;
  role: Role;
}

const missing = () => notFound('This order by prescription was not found.', 'PRESCRIPTION_REQUEST_NOT_FOUND');
const movedOn = () =>
  conflict('This order by prescription has moved on since you opened it.', 'PRESCRIPTION_REQUEST_MOVED_ON');

/** The request locked for a change, or 404: unknown, or (for a shopper) someone else's. */
async function lockRequest(tx: DbOrTx, id: string, caller: Caller) {
  if (!isUuid(id)) throw missing();
  const [row] = await tx.select().from(prescriptionRequests).where(eq(prescriptionRequests.id, id)).for('update');
  if (!row || (row.buyerId !== caller.id && !seesEveryRequest(caller.role))) throw missing();
  return row;
}

/** One request, for its shopper or a pharmacist or admin; 404 for anyone else. */
export async function requestFor(db: Db, id: string, caller: Caller): Promise<PrescriptionRequest> {
  const found = isUuid(id) ? await readRequest(db, id) : null;
  if (!found || (found.buyer.id !== caller.id && !seesEveryRequest(caller.role))) throw missing();
  return found;
}

/**
 * Keeps a shopper's request: one of their prescriptions they may order with (pending or approved and
 * valid) and one of their addresses, at most PRESCRIPTION_REQUEST_LIMITS.waitingPerBuyer waiting at
 * once (counted under the shopper's lock, so two sent together cannot both slip under it).
 */
export async function createRequest(
  db: Db,
  buyer: Caller,
  input: { prescriptionId: string; addressId: string; note?: string | undefined },
): Promise<PrescriptionRequest> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prescription-request:${buyer.id}`}))`);
    await usablePrescription(tx, buyer.id, input.prescriptionId);
    const [address] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, buyer.id)));
    if (!address) throw badRequest('Choose one of your addresses.', 'ADDRESS_NOT_FOUND', 'addressId');
    const [waiting] = await tx
      .select({ n: count() })
      .from(prescriptionRequests)
      .where(and(eq(prescriptionRequests.buyerId, buyer.id), eq(prescriptionRequests.status, 'waiting')));
    if ((waiting?.n ?? 0) >= PRESCRIPTION_REQUEST_LIMITS.waitingPerBuyer) {
      throw conflict(
        `You already have ${PRESCRIPTION_REQUEST_LIMITS.waitingPerBuyer} orders by prescription waiting for a pharmacist.`,
        'TOO_MANY_PRESCRIPTION_REQUESTS',
      );
    }
    const [row] = await tx
      .insert(prescriptionRequests)
      .values({
        buyerId: buyer.id,
        prescriptionId: input.prescriptionId,
        addressId: input.addressId,
        note: input.note || null,
      })
      .returning({ id: prescriptionRequests.id });
    await recordAudit(tx, {
      action: 'prescription_request.created',
      objectType: 'prescription_request',
      objectId: row!.id,
      after: { prescriptionId: input.prescriptionId, addressId: input.addressId },
    });
    return row!.id;
  });
  return (await readRequest(db, id))!;
}

/** The proposal's products: each on the shop's list and sold online, or a 4xx naming the line. */
async function checkProposedProducts(tx: DbOrTx, lines: { productId: string }[]) {
  const found = await tx
    .select({ id: products.id, dispensingClass: products.dispensingClass })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const byId = new Map(found.map((p) => [p.id, p]));
  lines.forEach((l, i) => {
    const product = byId.get(l.productId);
    if (!product) throw badRequest('This product is not in the shop.', 'PRODUCT_NOT_FOUND', `lines.${i}.productId`);
    if (product.dispensingClass === 'controlled') {
      throw new HttpError(409, 'Controlled medicines are not sold online.', 'NOT_SOLD_ONLINE', `lines.${i}.productId`);
    }
  });
}

export interface ProposalContext {
  notifications: Pick<Notifications, 'mail' | 'sms'>;
  publicUrl: string;
  holdHours: number;
}

/**
 * A pharmacist's order built from a waiting request's prescription, which they must have approved
 * first (and which is not their own): its lines are kept, the shopper has `holdHours` to answer, and
 * their mail is queued in the same transaction (once: the event names the request).
 */
export async function propose(
  db: Db,
  ctx: ProposalContext,
  id: string,
  input: PrescriptionProposal,
  caller: Caller,
): Promise<PrescriptionRequest> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id, caller);
    if (request.buyerId === caller.id) {
      throw forbidden('A pharmacist may not build an order for their own prescription.', 'OWN_PRESCRIPTION_REVIEW');
    }
    if (request.status !== 'waiting') throw movedOn();
    const [prescription] = await tx.select().from(prescriptions).where(eq(prescriptions.id, request.prescriptionId));
    if (!prescription || !isApprovedAndValid(prescription)) {
      throw conflict('Approve the prescription before building its order.', 'PRESCRIPTION_NOT_APPROVED');
    }
    await checkProposedProducts(tx, input.lines);
    await tx.insert(prescriptionRequestLines).values(
      input.lines.map((l, position) => ({
        requestId: id,
        position,
        productId: l.productId,
        quantity: l.quantity,
        substituteFor: l.substituteFor || null,
      })),
    );
    const [updated] = await tx
      .update(prescriptionRequests)
      .set({
        status: 'proposed',
        proposalNote: input.note || null,
        proposedBy: caller.id,
        proposedAt: sql`now()`,
        answerBy: sql`now() + make_interval(hours => ${ctx.holdHours})`,
      })
      .where(eq(prescriptionRequests.id, id))
      .returning({ answerBy: prescriptionRequests.answerBy });
    await recordAudit(tx, {
      action: 'prescription_request.proposed',
      objectType: 'prescription_request',
      objectId: id,
      before: { status: 'waiting' },
      after: { status: 'proposed', lines: input.lines },
    });
    await queuePrescriptionProposalMail(tx, ctx.notifications, ctx.publicUrl, {
      requestId: id,
      buyerId: request.buyerId,
      patient: prescription.patientName,
      lines: input.lines.length,
      answerBy: updated!.answerBy!,
    });
  });
  return (await readRequest(db, id))!;
}

/** The shopper declines the pharmacist's order, with an optional reason (accepting is flows/prescription-order). */
export async function declineProposal(
  db: Db,
  id: string,
  reason: string | undefined,
  caller: Caller,
): Promise<PrescriptionRequest> {
  const outcome = await db.transaction((tx) => answerProposalIn(tx, id, { accept: false, reason }, caller));
  if (outcome.expired) throw proposalExpired();
  return (await readRequest(db, id))!;
}

/** 409 for an answer after the proposal's deadline (the request reads Expired from then on). */
export const proposalExpired = () => conflict('The time to answer this order has passed.', 'PROPOSAL_EXPIRED');

/**
 * The shopper's answer to the pharmacist's order, inside the caller's transaction: accepted
 * (with its lines, for the cart) or declined with an optional reason, audited. Past its deadline
 * the request is marked expired instead and `expired` is answered: the caller commits that and
 * then refuses with `proposalExpired()`.
 */
export async function answerProposalIn(
  tx: DbOrTx,
  id: string,
  answer: { accept: true } | { accept: false; reason?: string | undefined },
  caller: Caller,
): Promise<{ expired: true } | { expired: false; lines: { productId: string; quantity: number }[] }> {
  const request = await lockRequest(tx, id, caller);
  if (request.buyerId !== caller.id) throw missing();
  if (request.status !== 'proposed') throw movedOn();
  if (request.answerBy! < new Date()) {
    await tx.update(prescriptionRequests).set({ status: 'expired' }).where(eq(prescriptionRequests.id, id));
    return { expired: true };
  }
  const status = answer.accept ? 'accepted' : 'declined';
  const reason = answer.accept ? null : answer.reason || null;
  await tx
    .update(prescriptionRequests)
    .set({ status, answeredAt: sql`now()`, declineReason: reason })
    .where(eq(prescriptionRequests.id, id));
  await recordAudit(tx, {
    action: `prescription_request.${status}`,
    objectType: 'prescription_request',
    objectId: id,
    before: { status: 'proposed' },
    after: { status, ...(reason ? { reason } : {}) },
  });
  const lines = await tx
    .select({ productId: prescriptionRequestLines.productId, quantity: prescriptionRequestLines.quantity })
    .from(prescriptionRequestLines)
    .where(eq(prescriptionRequestLines.requestId, id))
    .orderBy(asc(prescriptionRequestLines.position));
  return { expired: false, lines };
}

/** The shopper takes back a request no pharmacist has answered yet. */
export async function cancelRequest(db: Db, id: string, caller: Caller): Promise<PrescriptionRequest> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id, caller);
    if (request.buyerId !== caller.id) throw missing();
    if (request.status !== 'waiting') throw movedOn();
    await tx.update(prescriptionRequests).set({ status: 'cancelled' }).where(eq(prescriptionRequests.id, id));
    await recordAudit(tx, {
      action: 'prescription_request.cancelled',
      objectType: 'prescription_request',
      objectId: id,
      before: { status: 'waiting' },
      after: { status: 'cancelled' },
    });
  });
  return (await readRequest(db, id))!;
}
