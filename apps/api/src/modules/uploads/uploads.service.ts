import { UPLOAD_LIMITS } from '@medibazaar/contract';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { newImageKey, type ImageStorage } from '../../storage/storage.js';
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

export const unsupportedImage = () =>
  new HttpError(415, 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.', 'UNSUPPORTED_IMAGE_TYPE');
export const imageTooLarge = () =>
  new HttpError(413, `The image is too large: at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`, 'IMAGE_TOO_LARGE');

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
    const image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const meta = await image.metadata();
    if (meta.format !== expectedFormat) throw unsupportedImage();
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

/** Stores a processed image and records it as an upload of `userId`. */
export async function storeImage(
  db: Db,
  storage: ImageStorage,
  userId: string,
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
