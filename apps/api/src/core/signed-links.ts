import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to a private file (decision 042: prescription pages; decision 072: a return's
 * photos). A link names the file, the one person it was issued to and when it stops working, signed
 * with a key derived from the server's secret for that kind of file: it cannot be guessed, moved to
 * another file, person, time or kind of file, or used after it expires. Whoever answers the link
 * still checks that the signed-in caller is the one it names and may see the file.
 */
export interface FileLinkSigner {
  /** `path` is where the file is answered; the link's query is added to it. */
  sign(fileId: string, viewerId: string, path: string, now?: Date): { url: string; expiresAt: Date };
  /** 'ok', or why the link is refused. */
  check(fileId: string, viewerId: string, expires: number, sig: string, now?: Date): 'ok' | 'invalid' | 'expired';
}

/** The signed link's query as a route reads it. */
export interface SignedLinkQuery {
  viewer: string;
  expires: number;
  sig: string;
}

/**
 * `purpose` names the kind of file ("prescription page", "return photo"): each kind has a key of
 * its own, so a signature for one can never stand for another, nor for anything else the secret signs.
 */
export function createFileLinkSigner(serverSecret: string, purpose: string, lifetimeSeconds: number): FileLinkSigner {
  const key = createHmac('sha256', serverSecret).update(`medibazaar ${purpose} links v1`).digest();
  const mac = (fileId: string, viewerId: string, expires: number) =>
    createHmac('sha256', key).update(`${fileId}\n${viewerId}\n${expires}`).digest();

  return {
    sign(fileId, viewerId, path, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
      const sig = mac(fileId, viewerId, expires).toString('base64url');
      const query = new URLSearchParams({ viewer: viewerId, expires: String(expires), sig });
      return { url: `${path}?${query}`, expiresAt: new Date(expires * 1000) };
    },
    check(fileId, viewerId, expires, sig, now = new Date()) {
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(fileId, viewerId, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      if (Math.floor(now.getTime() / 1000) > expires) return 'expired';
      return 'ok';
    },
  };
}
