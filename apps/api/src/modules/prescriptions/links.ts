import { PRESCRIPTION_LIMITS } from '@medibazaar/contract';
import { createFileLinkSigner } from '../../core/signed-links.js';

/**
 * Short-lived links to a prescription page (decision 042), signed as every private file's link is
 * (core/signed-links.ts), and answered at `/api/prescription-files/:pageId`.
 */
export interface PageLinkSigner {
  sign(pageId: string, viewerId: string, now?: Date): { url: string; expiresAt: Date };
  /** 'ok', or why the link is refused. */
  check(pageId: string, viewerId: string, expires: number, sig: string, now?: Date): 'ok' | 'invalid' | 'expired';
}

const PAGE_FILE_PATH = '/api/prescription-files/';

export function createPageLinkSigner(serverSecret: string): PageLinkSigner {
  const signer = createFileLinkSigner(serverSecret, 'prescription page', PRESCRIPTION_LIMITS.linkSeconds);
  return {
    sign: (pageId, viewerId, now) =>
      signer.sign(pageId, viewerId, `${PAGE_FILE_PATH}${encodeURIComponent(pageId)}`, now),
    check: (pageId, viewerId, expires, sig, now) => signer.check(pageId, viewerId, expires, sig, now),
  };
}
