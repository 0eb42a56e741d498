import { ImageUrlSchema, UPLOAD_LIMITS } from '@medibazaar/contract';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../core/http-errors.js';
import type { ImageStorage } from '../../core/storage/storage.js';
import { fetchRemoteImage, RemoteImageError } from './remote-image.js';
import { processImage, storeImage } from './uploads.service.js';

/**
 * Profile photos are always the shop's own copies: an address someone gives is
 * fetched once by the server, re-encoded by the upload pipeline and stored, and
 * only stored copies are ever shown, so no page makes a browser load a photo from
 * somewhere else (docs/decisions/031-profile-photos-stored-by-the-shop.md).
 */
export interface ProfilePhotos {
  db: Db;
  storage: ImageStorage;
  /** Test servers on addresses outside the public internet (AppConfig.allowPrivateImageHosts). */
  allowPrivateHosts?: readonly string[] | undefined;
}

const TRY_AGAIN = 'Try another address, or leave the field empty.';

const cannotLoad = (why = '') =>
  badRequest(`Your photo could not be loaded from that address${why}. ${TRY_AGAIN}`, 'IMAGE_FETCH_FAILED', 'image');
const notAPhoto = () =>
  badRequest(
    `The photo at that address is not an image the shop can show (JPEG, PNG, WebP, AVIF or GIF). ${TRY_AGAIN}`,
    'UNSUPPORTED_IMAGE_TYPE',
    'image',
  );

/**
 * Fetches the photo at a web address, re-encodes it like any upload and stores it;
 * answers the stored copy's address. Every failure is a 400 naming the `image` field.
 */
export async function importProfilePhoto(
  photos: ProfilePhotos,
  address: string,
  uploadedBy: string | null,
): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await fetchRemoteImage(address, { allowedPrivateAddresses: photos.allowPrivateHosts });
  } catch (err) {
    if (!(err instanceof RemoteImageError)) throw err;
    throw cannotLoad(
      err.reason === 'too-large' ? `: it is larger than ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB` : '',
    );
  }
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(bytes);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    throw err.statusCode === 413 ? cannotLoad(': it is too large') : notAPhoto();
  }
  return (await storeImage(photos.db, photos.storage, uploadedBy, image)).url;
}

/**
 * The photo to keep for a requested change: none for an empty value, the current one
 * when it is sent back unchanged, else the stored copy of the web address given.
 */
export async function photoToKeep(
  photos: ProfilePhotos,
  requested: string | null,
  current: string | null,
  userId: string | null,
): Promise<string | null> {
  const value = requested?.trim() ?? '';
  if (value === '') return null;
  if (value === current && photos.storage.ownsUrl(value)) return value;
  if (!ImageUrlSchema.safeParse(value).success) {
    throw badRequest('Enter a photo address starting with http:// or https://.', 'VALIDATION_ERROR', 'image');
  }
  return importProfilePhoto(photos, value, userId);
}

/** What pages show for a stored photo: the shop's own copy, or none at all. */
export function shownPhoto(storage: ImageStorage, image: string | null | undefined): string | null {
  return image && storage.ownsUrl(image) ? image : null;
}
