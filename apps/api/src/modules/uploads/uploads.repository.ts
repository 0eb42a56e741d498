import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from './uploads.schema.js';
import { users } from '../users/index.js';

/**
 * No account shows the upload as its profile photo. A profile photo needs no other
 * mark: the account's `image` naming it keeps it, and once no account does (replaced,
 * removed, account deleted) the sweep takes it like any upload nobody shows.
 */
const notAnAccountPhoto = sql`not exists (select 1 from ${users} where ${users.image} = ${uploads.url})`;

export interface NewUpload {
  storageKey: string;
  url: string;
  uploadedBy: string | null;
  byteSize: number;
  width: number;
  height: number;
}

export async function insertUpload(db: DbOrTx, upload: NewUpload): Promise<{ id: string }> {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  return row!;
}

/** An upload whose file is to be removed, then its row. */
export interface ReleasedUpload {
  id: string;
  storageKey: string;
}

/**
 * Attaches an image to a product, if it is an upload no product and no account shows
 * yet, not released, and uploaded by this person (any upload, for an admin). The row lock
 * this takes keeps the clean-up sweep from removing it at the same moment.
 * Returns false when the address names no such upload.
 */
export async function attachUpload(
  db: DbOrTx,
  a: { url: string; productId: string; userId: string; anyUploader: boolean },
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ productId: a.productId })
    .where(
      and(
        eq(uploads.url, a.url),
        isNull(uploads.productId),
        isNull(uploads.releasedAt),
        a.anyUploader ? undefined : eq(uploads.uploadedBy, a.userId),
        notAnAccountPhoto,
      ),
    )
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/**
 * Releases the images a product shows (all of them, or all but `keepUrl`): no
 * product may take them again, and their files are removed next.
 */
export async function releaseProductUploads(
  db: DbOrTx,
  productId: string,
  keepUrl?: string,
): Promise<ReleasedUpload[]> {
  return db
    .update(uploads)
    .set({ productId: null, releasedAt: sql`now()` })
    .where(and(eq(uploads.productId, productId), keepUrl === undefined ? undefined : ne(uploads.url, keepUrl)))
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
}

/** Releases uploads that no product took within the grace period and no account shows as its photo. */
export async function releaseUnattached(db: DbOrTx, uploadedBefore: Date): Promise<number> {
  const rows = await db
    .update(uploads)
    .set({ releasedAt: sql`now()` })
    .where(
      and(
        isNull(uploads.productId),
        isNull(uploads.releasedAt),
        lt(uploads.createdAt, uploadedBefore),
        notAnAccountPhoto,
      ),
    )
    .returning({ id: uploads.id });
  return rows.length;
}

/** Released uploads whose files still wait to be removed (oldest first). */
export async function listReleased(db: DbOrTx, limit: number): Promise<ReleasedUpload[]> {
  return db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(isNotNull(uploads.releasedAt), isNull(uploads.productId)))
    .orderBy(asc(uploads.releasedAt))
    .limit(limit);
}

export async function deleteUploadRows(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(uploads).where(and(inArray(uploads.id, ids), isNotNull(uploads.releasedAt)));
}
