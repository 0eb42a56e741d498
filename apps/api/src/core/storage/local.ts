import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY_RE, type ImageStorage } from './storage.js';

/** The path at which the shop serves locally stored images. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Resolves a key inside `root`, refusing anything that is not a key the shop makes. */
export function localPathFor(root: string, key: string): string | null {
  if (!STORAGE_KEY_RE.test(key)) return null;
  return path.join(root, ...key.split('/'));
}

/** Images on the local disk under DATA_DIR/uploads, served by the shop at /uploads/. */
export function createLocalStorage(root: string): ImageStorage {
  const resolve = (key: string) => {
    const file = localPathFor(root, key);
    if (!file) throw new Error(`not a storage key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    externalOrigin: null,
    async put(key, body) {
      const file = resolve(key);
      // The shop serves these itself: no other user of the machine needs to read them.
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write beside it and rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body, { flag: 'wx', mode: 0o600 });
      await rename(partial, file);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    urlFor: (key) => `${LOCAL_UPLOADS_PREFIX}${key}`,
    ownsUrl: (url) =>
      url.startsWith(LOCAL_UPLOADS_PREFIX) && STORAGE_KEY_RE.test(url.slice(LOCAL_UPLOADS_PREFIX.length)),
  };
}
