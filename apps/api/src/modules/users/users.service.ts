import type { Role } from '@medibazaar/contract';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../core/http-errors.js';
import { recordAudit } from '../audit/index.js';
import { deleteUser, findUserById, lockAdmins, setRole } from './users.repository.js';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The admin rules every role change and removal keeps, checked inside one
 * transaction with the admins' rows locked (so two admins acting on each other at
 * the same moment cannot both succeed): the shop always keeps at least one admin,
 * and an admin never changes their own role or removes their own account.
 */
async function withAdminRules<T>(
  db: Db,
  actorId: string,
  targetId: string,
  action: { kind: 'role'; role: Role } | { kind: 'delete' },
  run: (tx: Db, target: { role: string }) => Promise<T>,
): Promise<T> {
  if (!isUuid(targetId)) throw notFound('User not found', 'USER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    // The caller's own role may have changed since the request began.
    if (!admins.includes(actorId)) throw forbidden();
    const target = await findUserById(tx, targetId);
    if (!target) throw notFound('User not found', 'USER_NOT_FOUND');
    const losesAdmin = target.role === 'admin' && (action.kind === 'delete' || action.role !== 'admin');
    if (losesAdmin && admins.length <= 1) throw conflict('The shop must keep at least one admin.', 'LAST_ADMIN');
    if (targetId === actorId) {
      throw action.kind === 'role'
        ? conflict('You cannot change your own role. Ask another admin.', 'OWN_ROLE')
        : conflict('You cannot delete your own account. Ask another admin.', 'OWN_ACCOUNT');
    }
    return run(tx as unknown as Db, target);
  });
}

export function changeRole(db: Db, actorId: string, targetId: string, role: Role): Promise<number> {
  return withAdminRules(db, actorId, targetId, { kind: 'role', role }, async (tx, target) => {
    const changed = await setRole(tx, targetId, role);
    if (changed && target.role !== role) {
      await recordAudit(tx, {
        action: 'user.role_changed',
        objectType: 'user',
        objectId: targetId,
        before: { role: target.role },
        after: { role },
      });
    }
    return changed;
  });
}

export function removeUser(db: Db, actorId: string, targetId: string): Promise<number> {
  return withAdminRules(db, actorId, targetId, { kind: 'delete' }, (tx) => deleteUser(tx, targetId));
}
