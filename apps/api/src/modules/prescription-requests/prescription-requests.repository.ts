import {
  discountedCents,
  type DosageForm,
  type PrescriptionRequest,
  type ProposalLine,
  type PrescriptionRequestPage,
  type PrescriptionRequestStatus,
  type Role,
} from '@medibazaar/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { products } from '../catalog/index.js';
import { addresses } from '../orders/index.js';
import { prescriptions } from '../prescriptions/index.js';
import { users } from '../users/index.js';
import { prescriptionRequestLines, prescriptionRequests } from './prescription-requests.schema.js';

/**
 * What a request answers as. A proposal left unanswered past its deadline reads `expired` at once,
 * before anyone writes it so: the shopper's answer is refused then (PROPOSAL_EXPIRED).
 */
const shownStatus = sql<PrescriptionRequestStatus>`case when ${prescriptionRequests.status} = 'proposed'
  and ${prescriptionRequests.answerBy} < now() then 'expired' else ${prescriptionRequests.status} end`;

/** Pharmacists and admins see every request; a shopper sees their own. */
export const seesEveryRequest = (role: Role) => role === 'pharmacist' || role === 'admin';

const pharmacist = alias(users, 'pharmacist');

const requestColumns = {
  id: prescriptionRequests.id,
  status: shownStatus,
  note: prescriptionRequests.note,
  buyerId: prescriptionRequests.buyerId,
  buyerName: users.name,
  prescriptionId: prescriptions.id,
  patientName: prescriptions.patientName,
  prescriptionStatus: prescriptions.status,
  validUntil: prescriptions.validUntil,
  addressId: addresses.id,
  addressName: addresses.name,
  area: addresses.area,
  district: addresses.district,
  proposalNote: prescriptionRequests.proposalNote,
  proposedAt: prescriptionRequests.proposedAt,
  answerBy: prescriptionRequests.answerBy,
  pharmacistName: pharmacist.name,
  declineReason: prescriptionRequests.declineReason,
  answeredAt: prescriptionRequests.answeredAt,
  createdAt: prescriptionRequests.createdAt,
};

function selectRequests(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(prescriptionRequests)
    .innerJoin(users, eq(users.id, prescriptionRequests.buyerId))
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionRequests.prescriptionId))
    .innerJoin(addresses, eq(addresses.id, prescriptionRequests.addressId))
    .leftJoin(pharmacist, eq(pharmacist.id, prescriptionRequests.proposedBy));
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** The proposals' lines of these requests, with each product's name, pack, price and shelf today. */
async function linesOf(db: DbOrTx, requestIds: string[]) {
  const byRequest = new Map<string, ProposalLine[]>();
  if (!requestIds.length) return byRequest;
  const rows = await db
    .select({
      requestId: prescriptionRequestLines.requestId,
      productId: products.id,
      name: products.name,
      strength: products.strength,
      form: products.form,
      packLabel: products.packLabel,
      quantity: prescriptionRequestLines.quantity,
      priceCents: products.priceCents,
      discountPercent: products.discountPercent,
      stock: products.stock,
      substituteFor: prescriptionRequestLines.substituteFor,
    })
    .from(prescriptionRequestLines)
    .innerJoin(products, eq(products.id, prescriptionRequestLines.productId))
    .where(inArray(prescriptionRequestLines.requestId, requestIds))
    .orderBy(asc(prescriptionRequestLines.requestId), asc(prescriptionRequestLines.position));
  for (const r of rows) {
    const lines = byRequest.get(r.requestId) ?? [];
    lines.push({
      productId: r.productId,
      name: r.name,
      strength: r.strength,
      form: r.form as DosageForm | null,
      packLabel: r.packLabel,
      quantity: r.quantity,
      unitPrice: discountedCents(r.priceCents, r.discountPercent),
      substituteFor: r.substituteFor,
      inStock: r.stock >= r.quantity,
    });
    byRequest.set(r.requestId, lines);
  }
  return byRequest;
}

function toJson(r: RequestRow, lines: ProposalLine[] | undefined) {
  return {
    id: r.id,
    status: r.status,
    note: r.note,
    buyer: { id: r.buyerId, name: r.buyerName },
    prescription: {
      id: r.prescriptionId,
      patientName: r.patientName,
      status: r.prescriptionStatus,
      validUntil: r.validUntil,
    },
    address: { id: r.addressId, name: r.addressName, area: r.area, district: r.district },
    proposal:
      r.proposedAt && r.answerBy
        ? {
            lines: lines ?? [],
            note: r.proposalNote,
            proposedAt: r.proposedAt.toISOString(),
            answerBy: r.answerBy.toISOString(),
            pharmacist: r.pharmacistName ?? '',
          }
        : null,
    declineReason: r.declineReason,
    answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  } satisfies PrescriptionRequest;
}

/** One request as its page shows it, or null. */
export async function readRequest(db: DbOrTx, id: string): Promise<PrescriptionRequest | null> {
  const [row] = await selectRequests(db).where(eq(prescriptionRequests.id, id)).limit(1);
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  return toJson(row, lines.get(row.id));
}

/**
 * A page of requests. A shopper's own, newest first; for pharmacists and admins everyone's, those
 * waiting for a pharmacist first and oldest first (the queue), then the rest newest first.
 */
export async function listRequests(
  db: DbOrTx,
  q: { status?: PrescriptionRequestStatus | undefined; page: number; limit: number },
  viewer: { id: string; role: Role },
): Promise<PrescriptionRequestPage> {
  const filters: SQL[] = [];
  if (!seesEveryRequest(viewer.role)) filters.push(eq(prescriptionRequests.buyerId, viewer.id));
  if (q.status) filters.push(sql`${shownStatus} = ${q.status}`);
  const where = filters.length ? and(...filters) : undefined;
  const order = seesEveryRequest(viewer.role)
    ? [
        desc(sql`${prescriptionRequests.status} = 'waiting'`),
        sql`case when ${prescriptionRequests.status} = 'waiting' then ${prescriptionRequests.createdAt} end asc`,
        desc(prescriptionRequests.createdAt),
      ]
    : [desc(prescriptionRequests.createdAt)];
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...order, desc(prescriptionRequests.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(prescriptionRequests).where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toJson(r, lines.get(r.id))), total: total?.n ?? 0, page: q.page, limit: q.limit };
}
