import { type OrderReturns, RETURN_LIMITS, RETURN_PHOTO_TYPES } from '@medibazaar/contract';
import { and, count, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx } from '../../db/client.js';
import { checkPage } from '../../core/files/page-checks.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../core/http-errors.js';
import type { SessionUser } from '../../core/session.js';
import type { FileLinkSigner, SignedLinkQuery } from '../../core/signed-links.js';
import { newPrivateKey, type PrivateStorage } from '../../core/storage/private.js';
import { recordAudit } from '../audit/index.js';
import { orderReturnPhotos, orderReturns } from './orders.schema.js';
import { actorsFor, findOrder, orderNotFound } from './orders-context.js';
import { returnsJson } from './order-returns.js';

// ---------------------------------------------------------------------------
// The buyer's photos of a return (decision 072): kept in private storage as prescription pages are
// (decision 042), shown to the buyer, the order's seller and admins through short-lived links.
// ---------------------------------------------------------------------------

export interface ReturnPhotosContext {
  db: Db;
  storage: PrivateStorage;
  links: FileLinkSigner;
}

const FIELD = 'photos';
const MEGABYTES = RETURN_LIMITS.photoMaxBytes / 1024 / 1024;

export const photoTooLarge = () =>
  new HttpError(413, `A photo is too large: each can be at most ${MEGABYTES} MB.`, 'RETURN_PHOTO_TOO_LARGE', FIELD);
export const tooManyPhotos = () =>
  badRequest(`A return request can have at most ${RETURN_LIMITS.photosMax} photos.`, 'TOO_MANY_RETURN_PHOTOS', FIELD);
const unsupported = () =>
  new HttpError(415, 'A photo must be a JPEG, PNG or WebP picture.', 'UNSUPPORTED_RETURN_PHOTO', FIELD);
const unreadable = () =>
  badRequest('The photo could not be read: the file may be damaged or incomplete.', 'RETURN_PHOTO_UNREADABLE', FIELD);
const photoNotFound = () => notFound('This photo of the return was not found.', 'RETURN_PHOTO_NOT_FOUND');

/**
 * Checks a photo by its content (the name and the declared type are the sender's to choose) and
 * makes what is kept: decoded and written again upright, without the camera's metadata (its place
 * and time), in the worker pool that checks prescription pages (core/files, decision 048).
 */
async function checkedPhoto(input: Buffer) {
  if (input.length === 0) throw unreadable();
  if (input.length > RETURN_LIMITS.photoMaxBytes) throw photoTooLarge();
  const sniffed = await fileTypeFromBuffer(input);
  // HEIC and PDF pass as prescription pages but are no picture every browser shows.
  if (!sniffed || !(RETURN_PHOTO_TYPES as readonly string[]).includes(sniffed.mime)) throw unsupported();
  try {
    return await checkPage(input);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (err.code === 'PRESCRIPTION_FILE_TOO_LARGE') {
      throw new HttpError(413, err.message.replace('A page', 'A photo'), 'RETURN_PHOTO_TOO_LARGE', FIELD);
    }
    if (err.code === 'UNSUPPORTED_PRESCRIPTION_FILE') throw unsupported();
    if (err.statusCode < 500) throw unreadable();
    throw err;
  }
}

/**
 * The buyer's request of the order, still waiting: the order's buyer alone adds photos (its seller
 * or an admin is refused, anyone else told the order does not exist), and only while it waits.
 */
async function openRequestOfBuyer(db: DbOrTx, user: SessionUser, number: string, returnId: string, lock = false) {
  const order = await findOrder(db, number, lock);
  if (!order) throw orderNotFound();
  const actors = actorsFor(order, user);
  if (!actors.length) throw orderNotFound();
  if (!actors.includes('buyer')) {
    throw forbidden('Only the buyer of an order adds photos to its return.', 'NOT_ORDER_BUYER');
  }
  const [request] = await db
    .select({ id: orderReturns.id, status: orderReturns.status })
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, order.id)));
  if (!request) throw notFound('This return request was not found.', 'RETURN_NOT_FOUND');
  if (request.status !== 'requested') {
    throw conflict(`This return was ${request.status} already: photos can no longer be added.`, 'RETURN_NOT_OPEN');
  }
  return { order, request };
}

/**
 * `POST /api/orders/:number/returns/:id/photos`: the buyer adds one or two photos to their request
 * while it waits for a decision. Who may is checked before the files are (decoding them is the
 * costly part); the files are written before the transaction, which holds the order's row and asks
 * again, so a decision or another upload in between is seen; a refusal there takes the written
 * files away again.
 */
export async function addReturnPhotos(
  ctx: ReturnPhotosContext,
  user: SessionUser,
  number: string,
  returnId: string,
  files: Buffer[],
): Promise<OrderReturns> {
  if (!files.length) throw badRequest('Choose a photo to send.', 'VALIDATION_ERROR', FIELD);
  if (files.length > RETURN_LIMITS.photosMax) throw tooManyPhotos();
  await openRequestOfBuyer(ctx.db, user, number, returnId);
  const photos = [];
  for (const file of files) photos.push(await checkedPhoto(file));
  const written: { key: string; contentType: string }[] = [];
  try {
    for (const photo of photos) {
      const key = newPrivateKey(photo.extension as 'jpg' | 'png' | 'webp', 'return-photos');
      await ctx.storage.put(key, photo.body, photo.contentType);
      written.push({ key, contentType: photo.contentType });
    }
    return await ctx.db.transaction(async (tx) => {
      const { order, request } = await openRequestOfBuyer(tx, user, number, returnId, true);
      const [had] = await tx
        .select({ n: count() })
        .from(orderReturnPhotos)
        .where(eq(orderReturnPhotos.returnId, request.id));
      const before = Number(had?.n ?? 0);
      if (before + written.length > RETURN_LIMITS.photosMax) throw tooManyPhotos();
      const rows = await tx
        .insert(orderReturnPhotos)
        .values(
          written.map((w, i) => ({
            returnId: request.id,
            position: before + i,
            storageKey: w.key,
            contentType: w.contentType,
          })),
        )
        .returning({ id: orderReturnPhotos.id });
      await recordAudit(tx, {
        action: 'return.photo_added',
        objectType: 'order_return',
        objectId: request.id,
        after: { order: order.number, photos: rows.map((r) => r.id) },
      });
      return returnsJson(tx, order);
    });
  } catch (err) {
    await Promise.allSettled(written.map((w) => ctx.storage.remove(w.key)));
    throw err;
  }
}

/** Where a photo is answered, for a signed link's caller. */
const photoPath = (number: string, returnId: string, photoId: string) =>
  `/api/orders/${encodeURIComponent(number)}/returns/${returnId}/photos/${photoId}`;

/** The photo, when it is one of that request of that order. */
async function findPhoto(db: Db, orderId: string, returnId: string, photoId: string) {
  const [photo] = await db
    .select({ storageKey: orderReturnPhotos.storageKey, contentType: orderReturnPhotos.contentType })
    .from(orderReturnPhotos)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnPhotos.returnId))
    .where(
      and(
        eq(orderReturnPhotos.id, photoId),
        eq(orderReturnPhotos.returnId, returnId),
        eq(orderReturns.orderId, orderId),
      ),
    );
  return photo ?? null;
}

/**
 * `POST /api/orders/:number/returns/:id/photos/:photoId/link`: a link to the photo for the caller
 * alone (its buyer, its seller, an admin), valid RETURN_LIMITS.linkSeconds. Anyone else is told the
 * order does not exist, as for the order itself.
 */
export async function photoLink(
  ctx: ReturnPhotosContext,
  user: SessionUser,
  number: string,
  returnId: string,
  photoId: string,
): Promise<{ url: string; expiresAt: string }> {
  const order = await findOrder(ctx.db, number);
  if (!order || !actorsFor(order, user).length) throw orderNotFound();
  if (!(await findPhoto(ctx.db, order.id, returnId, photoId))) throw photoNotFound();
  const { url, expiresAt } = ctx.links.sign(photoId, user.id, photoPath(number, returnId, photoId));
  return { url, expiresAt: expiresAt.toISOString() };
}

/**
 * Opens a signed link: signed for this photo and the signed-in caller, not expired, and the caller
 * still the order's buyer, seller or an admin. Anything else is told the link is not valid for them.
 */
export async function readReturnPhoto(
  ctx: ReturnPhotosContext,
  user: SessionUser,
  params: { number: string; id: string; photoId: string },
  link: SignedLinkQuery,
): Promise<{ body: Buffer; contentType: string }> {
  const invalid = () => notFound('This link to a photo is not valid for you.', 'PHOTO_LINK_INVALID');
  if (link.viewer !== user.id) throw invalid();
  const verdict = ctx.links.check(params.photoId, link.viewer, link.expires, link.sig);
  if (verdict === 'invalid') throw invalid();
  if (verdict === 'expired') {
    throw new HttpError(410, 'This link to a photo has expired. Open the order again.', 'PHOTO_LINK_EXPIRED');
  }
  const order = await findOrder(ctx.db, params.number);
  if (!order || !actorsFor(order, user).length) throw invalid();
  const photo = await findPhoto(ctx.db, order.id, params.id, params.photoId);
  if (!photo) throw invalid();
  const body = await ctx.storage.get(photo.storageKey);
  if (!body) throw photoNotFound();
  return { body, contentType: photo.contentType };
}
