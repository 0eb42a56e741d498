import type { StorageConfig } from '../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { ImageStorage } from './storage.js';

export type { ImageStorage } from './storage.js';

export function createImageStorage(config: StorageConfig): ImageStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
