import { UPLOAD_LIMITS } from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../core/http-errors.js';
import { newImageKey, type ImageStorage } from '../../core/storage/storage.js';
import {
  deleteUploadRows,
  insertUpload,
  listReleased,
  releaseUnattached,
  type ReleasedUpload,
} from './uploads.repository.js';

/** How long an upload may wait for a product before the sweep removes it. */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each instance sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Decoding bombs stop here (about 8000 × 6000 pixels). */
const MAX_INPUT_PIXELS = 50_000_000;

/** file-type's answer → the format sharp must then find in the same bytes. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};

const unsupportedImage = () =>
  new HttpError(415, 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.', 'UNSUPPORTED_IMAGE_TYPE');
export const imageTooLarge = () =>
  new HttpError(413, `The image is too large: at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`, 'IMAGE_TOO_LARGE');

/** Read from the image's header, before anything is decoded. */
const imageTooManyPixels = (width: number, height: number) =>
  new HttpError(
    413,
    `The image is too large: ${width} × ${height} pixels. At most ${MAX_INPUT_PIXELS / 1_000_000} megapixels ` +
      '(about 8000 × 6000) can be uploaded; make it smaller and try again.',
    'IMAGE_TOO_MANY_PIXELS',
  );

export interface ProcessedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded file by its content (its name and declared type are not
 * trusted) and re-encodes it: WebP, at most 1200 px on the longer side, upright,
 * metadata (camera, location) stripped. Anything else is refused with a 4xx.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw badRequest('The file is empty.', 'EMPTY_FILE');
  if (input.length > UPLOAD_LIMITS.maxBytes) throw imageTooLarge();
  const sniffed = await fileTypeFromBuffer(input);
  const expectedFormat = sniffed ? ACCEPTED[sniffed.mime] : undefined;
  if (!expectedFormat) throw unsupportedImage();
  try {
    // The header alone (nothing is decoded), read without the pixel limit so that an
    // oversized picture is named as such rather than as a damaged one.
    const meta = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
    if (meta.format !== expectedFormat) throw unsupportedImage();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw imageTooManyPixels(meta.width!, meta.height!);
    const image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const { data, info } = await image
      .rotate()
      .resize({
        width: UPLOAD_LIMITS.maxDimension,
        height: UPLOAD_LIMITS.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest('The image could not be read: the file may be damaged or incomplete.', 'IMAGE_UNREADABLE');
  }
}

/** Stores a processed image and records it as an upload of `userId` (null: of an account not created yet). */
export async function storeImage(
  db: Db,
  storage: ImageStorage,
  userId: string | null,
  image: ProcessedImage,
): Promise<{ url: string }> {
  const key = newImageKey();
  await storage.put(key, image.webp, 'image/webp');
  const url = storage.urlFor(key);
  try {
    await insertUpload(db, {
      storageKey: key,
      url,
      uploadedBy: userId,
      byteSize: image.webp.length,
      width: image.width,
      height: image.height,
    });
  } catch (err) {
    await storage.remove(key).catch(() => {});
    throw err;
  }
  return { url };
}

/**
 * Removes the files of released uploads, then their rows. A file that cannot be
 * removed now keeps its row, so the next sweep tries again.
 */
export async function purgeReleased(
  db: Db,
  storage: ImageStorage,
  released: ReleasedUpload[],
  log?: FastifyBaseLogger,
): Promise<number> {
  const removed: string[] = [];
  for (const upload of released) {
    try {
      await storage.remove(upload.storageKey);
      removed.push(upload.id);
    } catch (err) {
      log?.warn({ err, key: upload.storageKey }, 'could not remove an image; the next sweep retries');
    }
  }
  await deleteUploadRows(db, removed);
  return removed.length;
}

/**
 * The clean-up sweep: releases uploads no product took within the grace period,
 * then removes every released upload's file. Safe to run on several instances at once.
 */
export async function sweepUploads(
  db: Db,
  storage: ImageStorage,
  options: { now?: Date; graceMs?: number; batch?: number; log?: FastifyBaseLogger } = {},
): Promise<{ released: number; removed: number }> {
  const now = options.now ?? new Date();
  const released = await releaseUnattached(db, new Date(now.getTime() - (options.graceMs ?? UNATTACHED_GRACE_MS)));
  const pending = await listReleased(db, options.batch ?? 500);
  const removed = await purgeReleased(db, storage, pending, options.log);
  return { released, removed };
}
