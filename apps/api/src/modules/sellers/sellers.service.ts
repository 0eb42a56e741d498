import {
  SELLER_LICENCE_LIMITS,
  type MySellerLicences,
  type SellerLicence,
  type SellerLicenceFieldsSchema,
} from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { conflict, forbidden, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import { newPrivateKey, type PrivateStorage } from '../../core/storage/private.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { checkScan } from './licence-scan.js';
import {
  findLicence,
  hasPending,
  insertLicence,
  listOwnLicences,
  sellingUntil,
  toLicenceJson,
} from './sellers.repository.js';

export interface SellersContext {
  db: Db;
  storage: PrivateStorage;
  log: FastifyBaseLogger;
}

const alreadyPending = () =>
  conflict(
    'Your licence is already waiting for an admin. You can apply again once it is decided.',
    'LICENCE_ALREADY_PENDING',
  );
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * A seller applies with their licence (first time, after a rejection, or to renew before it
 * ends): the scan is checked and stored privately, then the application and its audit entry are
 * written in one transaction. A file stored for a transaction that fails is removed again.
 */
export async function applyForLicence(
  ctx: SellersContext,
  user: SessionUser,
  fields: z.output<typeof SellerLicenceFieldsSchema>,
  scan: Buffer,
): Promise<SellerLicence> {
  if (user.role !== 'seller') {
    throw forbidden('Only sellers send a drug licence: the shop’s own products need none.', 'ONLY_SELLERS_APPLY');
  }
  if (await hasPending(ctx.db, user.id)) throw alreadyPending();
  const page = await checkScan(scan, SELLER_LICENCE_LIMITS.scanMaxBytes);
  const key = newPrivateKey(page.extension, 'seller-licences');
  await ctx.storage.put(key, page.body, page.contentType);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const made = await insertLicence(tx, {
        sellerId: user.id,
        ...fields,
        scanKey: key,
        scanContentType: page.contentType,
        scanBytes: page.body.length,
      });
      await recordAudit(tx, {
        action: 'seller_licence.applied',
        objectType: 'seller_licence',
        objectId: made,
        after: { ...fields, status: 'pending' },
      });
      return made;
    });
  } catch (err) {
    await ctx.storage.remove(key).catch(() => {});
    // Two applications sent at the same moment: the unique index keeps one.
    if (isUniqueViolation(err)) throw alreadyPending();
    throw err;
  }
  return toLicenceJson((await findLicence(ctx.db, id))!);
}

/** The seller's own applications, newest first, and whether their products are on sale. */
export async function ownLicences(ctx: SellersContext, user: SessionUser): Promise<MySellerLicences> {
  const now = new Date();
  const [rows, until] = await Promise.all([listOwnLicences(ctx.db, user.id), sellingUntil(ctx.db, user.id, now)]);
  return {
    items: rows.map((r) => toLicenceJson(r, now)),
    // The shop's own products (an admin's) need no licence.
    selling: user.role === 'admin' || until !== null,
    sellingUntil: until,
  };
}

/** The scan's file, for the seller who sent it and for admins; anyone else is told there is none. */
export async function readScan(
  ctx: SellersContext,
  user: SessionUser,
  id: string,
): Promise<{ body: Buffer; contentType: string; name: string }> {
  const row = await findLicence(ctx.db, id);
  if (!row || (user.role !== 'admin' && row.sellerId !== user.id)) {
    throw notFound('Licence not found', 'LICENCE_NOT_FOUND');
  }
  const body = row.scanKey && row.scanContentType ? await ctx.storage.get(row.scanKey) : null;
  if (!body) throw notFound('This licence has no scan.', 'LICENCE_NOT_FOUND');
  const extension = row.scanKey!.slice(row.scanKey!.lastIndexOf('.') + 1);
  return {
    body,
    contentType: row.scanContentType!,
    name: `licence-${row.licenceNumber.replace(/[^A-Z0-9-]/g, '-')}.${extension}`,
  };
}
