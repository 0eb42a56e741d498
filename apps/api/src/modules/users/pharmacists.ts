import type { Pharmacist } from '@medibazaar/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { recordAudit } from '../audit/index.js';
import { pharmacistRegistrations, users } from './users.schema.js';

/**
 * Pharmacists who can be named (decision 057): each reviewer's Bangladesh Pharmacy Council
 * registration, set by an admin, read wherever a review is signed.
 */

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const REVIEWER_ROLES = ['pharmacist', 'admin'];

/** Everyone who may review (pharmacists and admins) with their registration, pharmacists first, by name. */
export async function listPharmacists(db: DbOrTx): Promise<Pharmacist[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      registration: pharmacistRegistrations.registration,
    })
    .from(users)
    .leftJoin(pharmacistRegistrations, eq(pharmacistRegistrations.userId, users.id))
    .where(inArray(users.role, REVIEWER_ROLES))
    .orderBy(users.role, asc(users.name), asc(users.id));
  return rows
    .map((r) => ({ ...r, role: r.role as Pharmacist['role'] }))
    .sort((a, b) => (a.role === b.role ? 0 : a.role === 'pharmacist' ? -1 : 1));
}

/** The registrations of these people, by id (those without one are left out). */
export async function registrationsOf(db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ userId: pharmacistRegistrations.userId, registration: pharmacistRegistrations.registration })
    .from(pharmacistRegistrations)
    .where(inArray(pharmacistRegistrations.userId, wanted));
  return new Map(rows.map((r) => [r.userId, r.registration]));
}

/**
 * The caller's registration, required to claim or decide any review: a review is signed with it,
 * on the order, the invoice and the antibiotic register. 409 in words saying what to do.
 */
export async function requireRegistration(db: DbOrTx, user: SessionUser): Promise<string> {
  const registration = (await registrationsOf(db, [user.id])).get(user.id);
  if (!registration) {
    throw conflict(
      'Your account has no Pharmacy Council registration number yet. Ask an admin to add it on the Pharmacists page, then review.',
      'PHARMACIST_REGISTRATION_MISSING',
    );
  }
  return registration;
}

/** An admin records (or corrects) a reviewer's registration; audited with the number before and after. */
export async function setRegistration(
  db: Db,
  actor: SessionUser,
  targetId: string,
  registration: string,
): Promise<Pharmacist> {
  if (!isUuid(targetId)) throw notFound('User not found', 'USER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, targetId))
      .for('update');
    if (!target) throw notFound('User not found', 'USER_NOT_FOUND');
    if (!REVIEWER_ROLES.includes(target.role)) {
      throw conflict(
        'Only a pharmacist’s or an admin’s account takes a Pharmacy Council registration number. Make them a pharmacist first.',
        'NOT_A_PHARMACIST',
      );
    }
    const [holder] = await tx
      .select({ userId: pharmacistRegistrations.userId })
      .from(pharmacistRegistrations)
      .where(eq(pharmacistRegistrations.registration, registration));
    if (holder && holder.userId !== targetId) {
      throw conflict(
        'Another account already has this Pharmacy Council registration number.',
        'PHARMACIST_REGISTRATION_TAKEN',
      );
    }
    const before = (await registrationsOf(tx, [targetId])).get(targetId) ?? null;
    await tx
      .insert(pharmacistRegistrations)
      .values({ userId: targetId, registration, setBy: actor.id })
      .onConflictDoUpdate({
        target: pharmacistRegistrations.userId,
        set: { registration, setBy: actor.id, updatedAt: new Date() },
      });
    if (before !== registration) {
      await recordAudit(tx, {
        action: 'user.registration_changed',
        objectType: 'user',
        objectId: targetId,
        before: { registration: before },
        after: { registration },
      });
    }
    return { ...target, role: target.role as Pharmacist['role'], registration };
  });
}
