import {
  defaultValidUntil,
  isoDay,
  latestValidUntil,
  PRESCRIPTION_LIMITS,
  type Prescription,
  type PrescriptionFieldsSchema,
  type RejectionReason,
} from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { newPrivateKey, type PrivateStorage } from '../../core/storage/private.js';
import { recordAudit } from '../audit/index.js';
import { registrationsOf, requireRegistration } from '../users/index.js';
import type { Notifications } from '../notifications/index.js';
import { queuePrescriptionDecisionMail } from './prescription-mails.js';
import type { PageLinkSigner } from './links.js';
import { checkPage } from '../../core/files/page-checks.js';
import type { CheckedPrescriptionPage } from '../../core/files/pages.js';
import {
  deletePrescriptionRow,
  findPage,
  findPageWithOwner,
  findPrescription,
  inUse,
  insertPages,
  insertPrescription,
  listOwn,
  listPending,
  pagesOf,
  peopleOf,
  updatePrescription,
  type PrescriptionRow,
} from './prescriptions.repository.js';

export interface PrescriptionsContext {
  db: Db;
  storage: PrivateStorage;
  links: PageLinkSigner;
  log: FastifyBaseLogger;
  /** The owner is told of each decision by mail, queued with it (decision 041). */
  mail: { notifications: Pick<Notifications, 'mail'>; publicUrl: string };
}

type Fields = z.output<typeof PrescriptionFieldsSchema>;

const prescriptionNotFound = () => notFound('This prescription was not found.', 'PRESCRIPTION_NOT_FOUND');

/** Pharmacists review prescriptions; admins may do whatever a pharmacist does. */
const isReviewer = (user: SessionUser) => user.role === 'pharmacist' || user.role === 'admin';

/** The prescription, when the caller may see it (its owner, a pharmacist, an admin); "not found" for anyone else. */
function visibleTo(row: PrescriptionRow | null, user: SessionUser): PrescriptionRow {
  if (!row || (row.ownerId !== user.id && !isReviewer(user))) throw prescriptionNotFound();
  return row;
}

const claimActive = (row: PrescriptionRow, now = new Date()) =>
  Boolean(row.claimedBy && row.claimExpiresAt && row.claimExpiresAt > now);

/** The prescriptions as the API answers them, with their pages, people and claims read at once. */
export async function prescriptionsJson(db: DbOrTx, rows: PrescriptionRow[]): Promise<Prescription[]> {
  const ids = rows.map((r) => r.id);
  const now = new Date();
  const [pages, used, people, registrations] = await Promise.all([
    pagesOf(db, ids),
    inUse(db, ids),
    peopleOf(
      db,
      rows.flatMap((r) => [r.ownerId, r.reviewedBy, claimActive(r, now) ? r.claimedBy : null]),
    ),
    registrationsOf(
      db,
      rows.map((r) => r.reviewedBy),
    ),
  ]);
  const today = isoDay(now);
  return rows.map((r) => {
    const owner = r.ownerId ? (people.get(r.ownerId) ?? null) : null;
    const reviewer = r.reviewedBy ? people.get(r.reviewedBy) : undefined;
    const claimant = claimActive(r, now) ? people.get(r.claimedBy!) : undefined;
    return {
      id: r.id,
      status: r.status as Prescription['status'],
      patientName: r.patientName,
      doctorName: r.doctorName,
      bmdcNumber: r.bmdcNumber,
      writtenOn: r.writtenOn,
      validUntil: r.validUntil,
      expired: r.status === 'approved' && r.validUntil !== null && r.validUntil < today,
      rejectionReason: r.rejectionReason as RejectionReason | null,
      rejectionNote: r.rejectionNote,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewedBy: reviewer
        ? { id: reviewer.id, name: reviewer.name, registration: registrations.get(reviewer.id) ?? null }
        : null,
      createdAt: r.createdAt.toISOString(),
      pages: (pages.get(r.id) ?? []).map((p) => ({
        id: p.id,
        position: p.position,
        contentType: p.contentType as Prescription['pages'][number]['contentType'],
        byteSize: p.byteSize,
        width: p.width,
        height: p.height,
        pdfPages: p.pdfPages,
      })),
      inUse: used.has(r.id),
      owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      claim: claimant ? { by: { id: claimant.id, name: claimant.name }, until: r.claimExpiresAt!.toISOString() } : null,
    };
  });
}

const one = async (db: DbOrTx, row: PrescriptionRow) => (await prescriptionsJson(db, [row]))[0]!;

/**
 * A new prescription of the caller's: every page is checked and converted first (nothing is
 * stored for a refused upload), then the files are stored privately and the rows written
 * with the audit entry in one transaction. Files stored for a transaction that fails are
 * removed again.
 */
export async function createPrescription(
  ctx: PrescriptionsContext,
  user: SessionUser,
  fields: Fields,
  files: Buffer[],
): Promise<Prescription> {
  if (files.length < PRESCRIPTION_LIMITS.pagesMin) {
    throw badRequest(
      'Add at least one page of the prescription: a photo or a PDF.',
      'PRESCRIPTION_PAGES_REQUIRED',
      'pages',
    );
  }
  if (files.length > PRESCRIPTION_LIMITS.pagesMax) throw tooManyPages();
  const processed: CheckedPrescriptionPage[] = [];
  for (const [i, file] of files.entries()) {
    try {
      processed.push(await checkPage(file));
    } catch (err) {
      if (err instanceof HttpError && files.length > 1) {
        throw new HttpError(err.statusCode, `Page ${i + 1}: ${err.message}`, err.code, `pages.${i}`);
      }
      throw err;
    }
  }
  const stored: string[] = [];
  try {
    const pages: { key: string; page: CheckedPrescriptionPage }[] = [];
    for (const page of processed) {
      const key = newPrivateKey(page.extension);
      await ctx.storage.put(key, page.body, page.contentType);
      stored.push(key);
      pages.push({ key, page });
    }
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertPrescription(tx, { ownerId: user.id, ...fields });
      await insertPages(
        tx,
        pages.map(({ key, page }, position) => ({
          prescriptionId: created.id,
          position,
          storageKey: key,
          contentType: page.contentType,
          byteSize: page.body.length,
          width: page.width,
          height: page.height,
          pdfPages: page.pdfPages,
        })),
      );
      await recordAudit(tx, {
        action: 'prescription.uploaded',
        objectType: 'prescription',
        objectId: created.id,
        after: { status: 'pending', pages: pages.map(({ page }) => page.contentType) },
      });
      return created;
    });
    return await one(ctx.db, row);
  } catch (err) {
    await Promise.all(stored.map((key) => ctx.storage.remove(key).catch(() => {})));
    throw err;
  }
}

export const tooManyPages = () =>
  badRequest(
    `A prescription can have at most ${PRESCRIPTION_LIMITS.pagesMax} pages.`,
    'TOO_MANY_PRESCRIPTION_PAGES',
    'pages',
  );

export async function getPrescription(ctx: PrescriptionsContext, user: SessionUser, id: string): Promise<Prescription> {
  return one(ctx.db, visibleTo(await findPrescription(ctx.db, id), user));
}

export async function listOwnPrescriptions(ctx: PrescriptionsContext, user: SessionUser, page: number, limit: number) {
  const { rows, total } = await listOwn(ctx.db, user.id, page, limit);
  return { items: await prescriptionsJson(ctx.db, rows), total, page, limit };
}

export async function listPendingPrescriptions(ctx: PrescriptionsContext, page: number, limit: number) {
  const { rows, total } = await listPending(ctx.db, page, limit);
  return { items: await prescriptionsJson(ctx.db, rows), total, page, limit };
}

/**
 * The owner deletes a prescription no order uses: rows first (with the audit entry), then
 * its files. A file the storage cannot remove now stays behind, unreachable (its row is
 * gone), and is logged.
 */
export async function deletePrescription(ctx: PrescriptionsContext, user: SessionUser, id: string): Promise<number> {
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await findPrescription(tx, id, true);
    if (!row || row.ownerId !== user.id) throw prescriptionNotFound();
    if ((await inUse(tx, [row.id])).size) {
      throw conflict('An order uses this prescription, so it cannot be deleted.', 'PRESCRIPTION_IN_USE');
    }
    const gone = await deletePrescriptionRow(tx, row.id);
    await recordAudit(tx, {
      action: 'prescription.deleted',
      objectType: 'prescription',
      objectId: row.id,
      before: { status: row.status, validUntil: row.validUntil, pages: gone.length },
    });
    return gone;
  });
  for (const key of keys) {
    await ctx.storage.remove(key).catch((err) => ctx.log.warn({ err, key }, 'could not remove a prescription file'));
  }
  return 1;
}

/** A link to one page for the caller alone, valid a few minutes. */
export async function pageLink(ctx: PrescriptionsContext, user: SessionUser, id: string, pageId: string) {
  const row = visibleTo(await findPrescription(ctx.db, id), user);
  const page = await findPage(ctx.db, row.id, pageId);
  if (!page) throw notFound('This page of the prescription was not found.', 'PRESCRIPTION_NOT_FOUND');
  const { url, expiresAt } = ctx.links.sign(page.id, user.id);
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * Opens a signed link: it must be signed for this page and the signed-in caller, not
 * expired, and the caller must still be allowed to see the prescription. Each view is
 * recorded in the audit trail.
 */
export async function readPageFile(
  ctx: PrescriptionsContext,
  user: SessionUser,
  pageId: string,
  link: { viewer: string; expires: number; sig: string },
): Promise<{ body: Buffer; contentType: string; name: string }> {
  const invalid = () => notFound('This link to a prescription page is not valid for you.', 'PAGE_LINK_INVALID');
  if (link.viewer !== user.id) throw invalid();
  const verdict = ctx.links.check(pageId, link.viewer, link.expires, link.sig);
  if (verdict === 'invalid') throw invalid();
  if (verdict === 'expired') {
    throw new HttpError(410, 'This link to a prescription page has expired. Open the page again.', 'PAGE_LINK_EXPIRED');
  }
  const found = await findPageWithOwner(ctx.db, pageId);
  if (!found || (found.ownerId !== user.id && !isReviewer(user))) throw invalid();
  const body = await ctx.storage.get(found.page.storageKey);
  if (!body) throw notFound('The file of this page is missing.', 'PRESCRIPTION_NOT_FOUND');
  await recordAudit(ctx.db, {
    action: 'prescription.viewed',
    objectType: 'prescription',
    objectId: found.prescriptionId,
    after: { pageId, position: found.page.position },
  });
  const extension = found.page.contentType === 'application/pdf' ? 'pdf' : found.page.contentType.split('/')[1]!;
  return {
    body,
    contentType: found.page.contentType,
    name: `prescription-page-${found.page.position + 1}.${extension === 'jpeg' ? 'jpg' : extension}`,
  };
}

// ---------------------------------------------------------------------------
// Review
// ---------------------------------------------------------------------------

/**
 * The prescription locked for a decision: still pending, not the reviewer's own (nobody vouches
 * for their own prescription; refused at the claim already, so they never start), and not held
 * by another reviewer.
 */
async function lockForReview(tx: DbOrTx, user: SessionUser, id: string): Promise<PrescriptionRow> {
  const row = await findPrescription(tx, id, true);
  if (!row) throw prescriptionNotFound();
  if (row.status !== 'pending') {
    throw conflict(`This prescription has already been ${row.status}.`, 'PRESCRIPTION_ALREADY_REVIEWED');
  }
  if (row.ownerId === user.id) {
    throw conflict('This prescription is your own: another pharmacist must review it.', 'OWN_PRESCRIPTION_REVIEW');
  }
  // A decision is signed with the reviewer's Pharmacy Council registration (decision 057).
  await requireRegistration(tx, user);
  if (claimActive(row) && row.claimedBy !== user.id) {
    const [holder] = (await peopleOf(tx, [row.claimedBy])).values();
    throw conflict(
      `${holder?.name ?? 'Another pharmacist'} is reviewing this prescription until ${row.claimExpiresAt!.toISOString().slice(11, 16)} UTC.`,
      'PRESCRIPTION_CLAIMED',
    );
  }
  return row;
}

/** Claims a pending prescription for the caller's review, for a few minutes (renewed by claiming again). */
export async function claimPrescription(ctx: PrescriptionsContext, user: SessionUser, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    await lockForReview(tx, user, id);
    return updatePrescription(tx, id, {
      claimedBy: user.id,
      claimExpiresAt: new Date(Date.now() + PRESCRIPTION_LIMITS.claimMinutes * 60_000),
    });
  });
  return one(ctx.db, row);
}

/** Gives up the caller's own claim; someone else's stays. */
export async function releaseClaim(ctx: PrescriptionsContext, user: SessionUser, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findPrescription(tx, id, true);
    if (!found) throw prescriptionNotFound();
    if (found.claimedBy !== user.id) return found;
    return updatePrescription(tx, id, { claimedBy: null, claimExpiresAt: null });
  });
  return one(ctx.db, row);
}

/**
 * Approves a pending prescription until the day given (six months when none): once,
 * whoever clicks twice or approves at the same moment, since the row is locked and must
 * still be pending.
 */
export async function approvePrescription(
  ctx: PrescriptionsContext,
  user: SessionUser,
  id: string,
  validUntil: string | undefined,
) {
  const today = isoDay(new Date());
  const until = validUntil ?? defaultValidUntil(today);
  if (until < today) throw badRequest('The last valid day cannot be in the past.', 'VALIDATION_ERROR', 'validUntil');
  if (until > latestValidUntil(today)) {
    throw badRequest(
      `A prescription can be approved for at most ${PRESCRIPTION_LIMITS.maxValidityMonths} months (until ${latestValidUntil(today)}).`,
      'VALIDATION_ERROR',
      'validUntil',
    );
  }
  const row = await ctx.db.transaction(async (tx) => {
    await lockForReview(tx, user, id);
    const updated = await updatePrescription(tx, id, {
      status: 'approved',
      validUntil: until,
      reviewedBy: user.id,
      reviewedAt: new Date(),
      claimedBy: null,
      claimExpiresAt: null,
    });
    await recordAudit(tx, {
      action: 'prescription.approved',
      objectType: 'prescription',
      objectId: id,
      before: { status: 'pending' },
      after: { status: 'approved', validUntil: until },
    });
    await queuePrescriptionDecisionMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, updated);
    return updated;
  });
  return one(ctx.db, row);
}

/** Rejects a pending prescription with a reason from the list and a note; once, as approval. */
export async function rejectPrescription(
  ctx: PrescriptionsContext,
  user: SessionUser,
  id: string,
  reason: RejectionReason,
  note: string | undefined,
) {
  const row = await ctx.db.transaction(async (tx) => {
    await lockForReview(tx, user, id);
    const updated = await updatePrescription(tx, id, {
      status: 'rejected',
      rejectionReason: reason,
      rejectionNote: note || null,
      reviewedBy: user.id,
      reviewedAt: new Date(),
      claimedBy: null,
      claimExpiresAt: null,
    });
    await recordAudit(tx, {
      action: 'prescription.rejected',
      objectType: 'prescription',
      objectId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason, note: note || null },
    });
    await queuePrescriptionDecisionMail(tx, ctx.mail.notifications, ctx.mail.publicUrl, updated);
    return updated;
  });
  return one(ctx.db, row);
}
