import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { encodedPage, pickEncoding, type EncodedPage } from './web-html.js';

/**
 * Public catalogue answers sent compressed to a browser that takes it (decision 083, amending
 * decision 019's "API answers stay uncompressed"): a page of twelve products is about 12 KB of
 * JSON and 2.3–2.5 KB compressed, which on a phone's mobile data is the difference between a
 * tap and a wait. Only answers with nothing personal in them go this way (the catalogue's
 * lists): a compressed answer that carried a secret beside what the asker typed would let its
 * length tell the secret (BREACH).
 *
 * - A body the catalogue keeps (the same string for every reader) is compressed once per
 *   encoding, as the painted pages are (Brotli when taken, else gzip), and kept beside it.
 * - A body read for one request is compressed at gzip's fastest level (35–65 µs for 12 KB,
 *   against 90–500 µs for Brotli at qualities 4–5, for 5–10 % fewer bytes).
 * - Small bodies (under 1 KB) and readers that take neither encoding get the JSON as it is.
 */

/** Below this, compressing saves less than its headers and the reader's work cost. */
const SMALLEST_COMPRESSED = 1024;

/**
 * Kept bodies' compressed forms, by the body itself: a kept page is one string object served many
 * times, so the lookup is by a hash V8 keeps on the string. At most 500 (about 17 KB each with both
 * encodings, 8.5 MB): a body the catalogue dropped leaves with its own entry in time.
 */
const keptEncodings = new LRUCache<string, EncodedPage>({ max: 500 });

/** Sends `json` (already JSON) as the answer, compressed when the reader takes it; `kept`: the catalogue keeps it. */
export function sendCompressedJson(req: FastifyRequest, reply: FastifyReply, json: string, kept: boolean) {
  const vary = reply.getHeader('vary');
  reply
    .type('application/json; charset=utf-8')
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (json.length < SMALLEST_COMPRESSED) return reply.send(json);
  if (kept) {
    const encoding = pickEncoding(req);
    if (!encoding) return reply.send(json);
    let encoded = keptEncodings.get(json);
    if (!encoded) keptEncodings.set(json, (encoded = encodedPage(json, 'fast')));
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  }
  if (!req.encoding(['gzip'])) return reply.send(json);
  return reply.header('content-encoding', 'gzip').send(gzipSync(json, { level: 1 }));
}
