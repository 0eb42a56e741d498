import type { AuditAction, AuditObjectType, Role } from '@medibazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { insertAudit, insertAudits } from './audit.repository.js';
import { requestContext } from '../../core/request-context.js';

interface AuditActor {
  id: string;
  email: string;
  role: Role;
}

export interface AuditEvent {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  before?: unknown;
  after?: unknown;
  /** Who did it; the signed-in person of the request being answered when left out (none: the shop itself). */
  actor?: AuditActor | null;
}

/**
 * Writes one entry of the audit trail, with the request's id and the client's address.
 * Pass the transaction that makes the change, so the entry commits with it or not at all.
 */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await insertAudit(db, rowOf(event));
}

/** Several entries of the audit trail in one statement, each as `recordAudit` writes it. */
export async function recordAudits(db: DbOrTx, events: AuditEvent[]): Promise<void> {
  await insertAudits(db, events.map(rowOf));
}

function rowOf(event: AuditEvent) {
  const req = requestContext.getStore();
  const actor = event.actor === undefined ? (req?.user ?? null) : event.actor;
  return {
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    actorRole: actor?.role ?? null,
    action: event.action,
    objectType: event.objectType,
    objectId: event.objectId,
    before: event.before ?? null,
    after: event.after ?? null,
    requestId: req ? String(req.id) : null,
    ip: req?.ip ?? null,
  };
}
