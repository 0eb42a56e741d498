import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRESCRIPTION_LIMITS } from '@medibazaar/contract';

/**
 * Short-lived links to a prescription page (decision 042). A link names the page, the one
 * person it was issued to and when it stops working, signed with a key derived from the
 * server's secret: it cannot be guessed, changed to another page, person or time, or used
 * after it expires, and the person opening it must be signed in as the one it names.
 */
export interface PageLinkSigner {
  sign(pageId: string, viewerId: string, now?: Date): { url: string; expiresAt: Date };
  /** 'ok', or why the link is refused. */
  check(pageId: string, viewerId: string, expires: number, sig: string, now?: Date): 'ok' | 'invalid' | 'expired';
}

const PAGE_FILE_PATH = '/api/prescription-files/';

export function createPageLinkSigner(serverSecret: string): PageLinkSigner {
  // A key of its own, so a signature here can never stand for anything else the secret signs.
  const key = createHmac('sha256', serverSecret).update('medibazaar prescription page links v1').digest();
  const mac = (pageId: string, viewerId: string, expires: number) =>
    createHmac('sha256', key).update(`${pageId}\n${viewerId}\n${expires}`).digest();

  return {
    sign(pageId, viewerId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + PRESCRIPTION_LIMITS.linkSeconds;
      const sig = mac(pageId, viewerId, expires).toString('base64url');
      const query = new URLSearchParams({ viewer: viewerId, expires: String(expires), sig });
      return { url: `${PAGE_FILE_PATH}${encodeURIComponent(pageId)}?${query}`, expiresAt: new Date(expires * 1000) };
    },
    check(pageId, viewerId, expires, sig, now = new Date()) {
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(pageId, viewerId, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      if (Math.floor(now.getTime() / 1000) > expires) return 'expired';
      return 'ok';
    },
  };
}
