/**
 * Where uploaded images are kept. Keys are relative paths made by the shop itself
 * ("ab/<uuid>.webp"); a driver never sees a name chosen by a visitor.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key`, replacing nothing: keys are new each time. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; removing one that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The address pages use to show the object. */
  urlFor(key: string): string;
  /** Whether an address is one `urlFor` makes, so a stored image of the shop's own. */
  ownsUrl(url: string): boolean;
  /** The origin images are read from when it is not the shop's own (for the CSP), else null. */
  readonly externalOrigin: string | null;
}

/** How long a stored image may be cached: its key never gets other content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys the shop makes: two hex characters, a slash, a UUID and an extension. */
export const STORAGE_KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function newImageKey(): string {
  const id = crypto.randomUUID();
  return `${id.slice(0, 2)}/${id}.webp`;
}
