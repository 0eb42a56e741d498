import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { IMMUTABLE_CACHE_CONTROL, STORAGE_KEY_RE, type ImageStorage } from './storage.js';

export type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/**
 * A client of the configured S3-compatible service. With a custom endpoint, buckets are
 * addressed by path, which every such service accepts.
 */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the API demands them: several S3-compatible services refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …). With a
 * custom endpoint, buckets are addressed by path, which every such service accepts.
 */
export function createS3Storage(config: S3Config, client?: S3Client): ImageStorage {
  const s3 = client ?? s3Client(config);
  const check = (key: string) => {
    if (!STORAGE_KEY_RE.test(key)) throw new Error(`not a storage key: ${key}`);
    return key;
  };
  return {
    kind: 's3',
    externalOrigin: new URL(config.publicUrl).origin,
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: check(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: check(key) }));
    },
    urlFor: (key) => `${config.publicUrl}/${key}`,
    ownsUrl: (url) =>
      url.startsWith(`${config.publicUrl}/`) && STORAGE_KEY_RE.test(url.slice(config.publicUrl.length + 1)),
  };
}
