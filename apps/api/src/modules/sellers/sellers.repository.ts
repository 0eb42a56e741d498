import { dhakaDay, type SellerLicence, type SellerLicencePage, type SellerLicenceStatus } from '@medibazaar/contract';
import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';
import { sellerLicences } from './sellers.schema.js';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A licence with the seller it belongs to, as the routes, the decisions and the mails read it. */
const licenceColumns = {
  id: sellerLicences.id,
  sellerId: sellerLicences.sellerId,
  pharmacyName: sellerLicences.pharmacyName,
  pharmacyAddress: sellerLicences.pharmacyAddress,
  licenceNumber: sellerLicences.licenceNumber,
  expiresOn: sellerLicences.expiresOn,
  pharmacistName: sellerLicences.pharmacistName,
  pharmacistRegistration: sellerLicences.pharmacistRegistration,
  pharmacistGrade: sellerLicences.pharmacistGrade,
  scanKey: sellerLicences.scanKey,
  scanContentType: sellerLicences.scanContentType,
  status: sellerLicences.status,
  rejectionReason: sellerLicences.rejectionReason,
  decidedAt: sellerLicences.decidedAt,
  createdAt: sellerLicences.createdAt,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerLocale: users.locale,
};

export interface LicenceRow {
  id: string;
  sellerId: string;
  pharmacyName: string;
  pharmacyAddress: string;
  licenceNumber: string;
  expiresOn: string;
  pharmacistName: string;
  pharmacistRegistration: string;
  pharmacistGrade: string;
  scanKey: string | null;
  scanContentType: string | null;
  status: string;
  rejectionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  sellerName: string;
  sellerEmail: string;
  sellerLocale: string | null;
}

export function toLicenceJson(r: LicenceRow, now = new Date()): SellerLicence {
  return {
    id: r.id,
    status: r.status as SellerLicenceStatus,
    pharmacyName: r.pharmacyName,
    pharmacyAddress: r.pharmacyAddress,
    licenceNumber: r.licenceNumber,
    expiresOn: r.expiresOn,
    expired: r.expiresOn < dhakaDay(now),
    pharmacistName: r.pharmacistName,
    pharmacistRegistration: r.pharmacistRegistration,
    pharmacistGrade: r.pharmacistGrade as SellerLicence['pharmacistGrade'],
    scanContentType: r.scanContentType as SellerLicence['scanContentType'],
    rejectionReason: r.rejectionReason,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    seller: { id: r.sellerId, name: r.sellerName, email: r.sellerEmail },
  };
}

const withSeller = (db: DbOrTx) =>
  db.select(licenceColumns).from(sellerLicences).innerJoin(users, eq(users.id, sellerLicences.sellerId));

export async function insertLicence(
  db: DbOrTx,
  values: Omit<typeof sellerLicences.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
): Promise<string> {
  const [row] = await db.insert(sellerLicences).values(values).returning({ id: sellerLicences.id });
  return row!.id;
}

/** Whether the seller has an application waiting for an admin. */
export async function hasPending(db: DbOrTx, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerLicences.id })
    .from(sellerLicences)
    .where(and(eq(sellerLicences.sellerId, sellerId), eq(sellerLicences.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

/** How many applications one seller's page lists (newest first): far more than a seller makes in years. */
const OWN_LICENCES_MAX = 50;

export async function listOwnLicences(db: DbOrTx, sellerId: string): Promise<LicenceRow[]> {
  return withSeller(db)
    .where(eq(sellerLicences.sellerId, sellerId))
    .orderBy(desc(sellerLicences.createdAt), desc(sellerLicences.id))
    .limit(OWN_LICENCES_MAX);
}

/** The admins' queue of one status: oldest first (the longest waiting at the top). */
export async function listLicences(
  db: DbOrTx,
  status: SellerLicenceStatus,
  page: number,
  limit: number,
): Promise<SellerLicencePage> {
  const [rows, [counted]] = await Promise.all([
    withSeller(db)
      .where(eq(sellerLicences.status, status))
      .orderBy(asc(sellerLicences.createdAt), asc(sellerLicences.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerLicences)
      .where(eq(sellerLicences.status, status)),
  ]);
  const now = new Date();
  return { items: rows.map((r) => toLicenceJson(r, now)), total: Number(counted?.n ?? 0), page, limit };
}

export async function findLicence(db: DbOrTx, id: string): Promise<LicenceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await withSeller(db).where(eq(sellerLicences.id, id)).limit(1);
  return row ?? null;
}

/** The licence, locked until the transaction ends (an admin's decision is taken once). */
export async function lockLicence(tx: DbOrTx, id: string): Promise<LicenceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await withSeller(tx).where(eq(sellerLicences.id, id)).limit(1).for('update', { of: sellerLicences });
  return row ?? null;
}

/** Writes an admin's decision on a pending licence (locked by lockLicence). */
export async function decideLicence(
  tx: DbOrTx,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  adminId: string,
): Promise<void> {
  await tx
    .update(sellerLicences)
    .set({
      status: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      decidedBy: adminId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sellerLicences.id, id), eq(sellerLicences.status, 'pending')));
}

/** The last day of the seller's licence in force (the latest), or null when none is. */
export async function sellingUntil(db: DbOrTx, sellerId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ until: sql<string | null>`max(${sellerLicences.expiresOn})::text` })
    .from(sellerLicences)
    .where(
      and(
        eq(sellerLicences.sellerId, sellerId),
        eq(sellerLicences.status, 'approved'),
        gte(sellerLicences.expiresOn, dhakaDay(now)),
      ),
    );
  return row?.until ?? null;
}

/**
 * Approved licences whose last day falls within the next `days` days (today included), whose
 * seller and admins were not told yet, and which no later approved licence of the same seller
 * outlasts (a seller who renewed in time is not told to renew).
 */
export async function expiringLicences(db: DbOrTx, days: number, now = new Date()): Promise<LicenceRow[]> {
  const today = dhakaDay(now);
  const last = dhakaDay(new Date(now.getTime() + days * 86_400_000));
  return withSeller(db).where(
    and(
      eq(sellerLicences.status, 'approved'),
      isNull(sellerLicences.expiryNoticeAt),
      gte(sellerLicences.expiresOn, today),
      lte(sellerLicences.expiresOn, last),
      sql`not exists (select 1 from ${sellerLicences} later where later.seller_id = ${sellerLicences.sellerId}
        and later.status = 'approved' and later.expires_on > ${last})`,
    ),
  );
}

/** Marks a licence's notice as sent; false when another run marked it first. */
export async function markExpiryNoticed(tx: DbOrTx, id: string, now = new Date()): Promise<boolean> {
  const marked = await tx
    .update(sellerLicences)
    .set({ expiryNoticeAt: now })
    .where(and(eq(sellerLicences.id, id), isNull(sellerLicences.expiryNoticeAt)))
    .returning({ id: sellerLicences.id });
  return marked.length > 0;
}

/** Every admin, to be told of licences about to end. */
export async function adminRecipients(db: DbOrTx): Promise<{ email: string; name: string; locale: string | null }[]> {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.email));
}

/** What a cash memo prints of the seller: the pharmacy, its licence and its responsible pharmacist. */
export interface MemoLicence {
  pharmacyName: string;
  pharmacyAddress: string;
  licenceNumber: string;
  pharmacistName: string;
  pharmacistRegistration: string;
}

/**
 * The licence a seller sold under on a day (Dhaka calendar): the approved one in force that day,
 * the latest decided if several were; null when none was (a memo then names no licence).
 */
export async function licenceInForceOn(db: DbOrTx, sellerId: string, day: string): Promise<MemoLicence | null> {
  const [row] = await db
    .select({
      pharmacyName: sellerLicences.pharmacyName,
      pharmacyAddress: sellerLicences.pharmacyAddress,
      licenceNumber: sellerLicences.licenceNumber,
      pharmacistName: sellerLicences.pharmacistName,
      pharmacistRegistration: sellerLicences.pharmacistRegistration,
    })
    .from(sellerLicences)
    .where(
      and(
        eq(sellerLicences.sellerId, sellerId),
        eq(sellerLicences.status, 'approved'),
        gte(sellerLicences.expiresOn, day),
        lte(sql`${sellerLicences.decidedAt}::date`, sql`${day}::date + 1`),
      ),
    )
    .orderBy(desc(sellerLicences.decidedAt))
    .limit(1);
  return row ?? null;
}
