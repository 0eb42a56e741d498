import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { s3Client, type S3Config } from './s3.js';

/**
 * Where private files (prescriptions, sellers' licence scans, photos of a return) are kept: never under the public image storage and
 * never served by an address of their own. The shop reads a file and answers it itself, to
 * someone allowed to see it (decision 042).
 */
export interface PrivateStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a file that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys the shop makes: a folder, a UUID and an extension. */
const PRIVATE_KEY_RE =
  /^(?:prescriptions|seller-licences|return-photos)\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|pdf)$/;

export function newPrivateKey(
  extension: 'jpg' | 'png' | 'webp' | 'pdf',
  folder: 'prescriptions' | 'seller-licences' | 'return-photos' = 'prescriptions',
): string {
  const id = randomUUID();
  return `${folder}/${id.slice(0, 2)}/${id}.${extension}`;
}

function checked(key: string): string {
  if (!PRIVATE_KEY_RE.test(key)) throw new Error(`not a private storage key: ${key}`);
  return key;
}

/** Files under `root` (DATA_DIR/private), readable by the shop's own user only. */
export function createLocalPrivateStorage(root: string): PrivateStorage {
  const fileOf = (key: string) => path.join(root, ...checked(key).split('/'));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Whatever the process's umask, the root stays closed to other users of the machine.
      await chmod(root, 0o700);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body, { flag: 'wx', mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Objects in the private bucket or prefix; nothing is given a public address. */
export function createS3PrivateStorage(config: S3Config, client?: S3Client): PrivateStorage {
  const s3 = client ?? s3Client(config);
  const place = config.private ?? { bucket: config.bucket, prefix: 'private/' };
  const where = (key: string) => ({ Bucket: place.bucket, Key: `${place.prefix}${checked(key)}` });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          ...where(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: 'private, no-store',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand(where(key)));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand(where(key)));
    },
  };
}

/** The private storage that goes with the image storage configured: local disk or S3. */
export function createPrivateStorage(config: StorageConfig, dataDir: string): PrivateStorage {
  if (config.kind === 's3') return createS3PrivateStorage(config);
  return createLocalPrivateStorage(config.privateDir ?? path.join(dataDir, 'private'));
}
