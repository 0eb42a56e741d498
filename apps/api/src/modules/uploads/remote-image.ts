import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { UPLOAD_LIMITS } from '@medibazaar/contract';
import ipaddr from 'ipaddr.js';

/**
 * Fetching an image from an address someone typed, without letting that address
 * reach anything but the public internet (docs/decisions/031-profile-photos-stored-by-the-shop.md).
 */

export type RemoteImageFailure =
  /** Not an http(s) address on its usual port, or one carrying credentials. */
  | 'address'
  /** The host is, or resolves to, an address outside the public internet. */
  | 'refused-address'
  | 'redirects'
  | 'status'
  | 'too-large'
  | 'timeout'
  | 'network';

export class RemoteImageError extends Error {
  constructor(
    readonly reason: RemoteImageFailure,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteImageError';
  }
}

export interface RemoteImageOptions {
  /**
   * Addresses outside the public internet that may be fetched from anyway, on any port.
   * Only tests give any (their image server listens on 127.0.0.1).
   */
  allowedPrivateAddresses?: readonly string[] | undefined;
  /** For the whole fetch, redirects and body included. */
  timeoutMs?: number | undefined;
  maxBytes?: number | undefined;
  maxRedirects?: number | undefined;
}

const REMOTE_IMAGE_DEFAULTS = { timeoutMs: 5_000, maxBytes: UPLOAD_LIMITS.maxBytes, maxRedirects: 3 } as const;

/**
 * Whether an address is on the public internet. ipaddr.js names every special range
 * (loopback, private, link-local, carrier-grade NAT, multicast, documentation,
 * IPv4-mapped and translated IPv6, …); anything it does not call plain unicast is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/** The same address however it is written (`::FFFF:7f00:1`, `::ffff:127.0.0.1`). */
function normalized(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.parse(address).toNormalizedString() : address;
}

type Permit = (address: string) => boolean;

/**
 * A resolver that hands the connection only addresses it has checked, so the socket
 * connects to exactly what was allowed: no second lookup a changing DNS answer could
 * turn towards an inside address. One bad address refuses the whole host.
 */
function checkedLookup(permitted: Permit): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '');
      const refused = addresses.find((a) => !permitted(a.address));
      if (refused || addresses.length === 0) {
        return callback(
          new RemoteImageError('refused-address', `${hostname} resolves to an address outside the public internet`),
          '',
        );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

function checkedUrl(address: string, permitted: Permit, anyPort: boolean): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageError('address', 'not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteImageError('address', 'only http and https addresses are fetched');
  }
  if (url.username || url.password) throw new RemoteImageError('address', 'addresses with credentials are not fetched');
  if (!anyPort && url.port !== '' && url.port !== '80' && url.port !== '443') {
    throw new RemoteImageError('address', 'only the usual web ports (80, 443) are fetched');
  }
  // A literal address is connected to without any lookup, so it is checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !permitted(host)) {
    throw new RemoteImageError('refused-address', `${host} is outside the public internet`);
  }
  return url;
}

/** One GET: the answer's status, location and (for a success) the body within the limit. */
function getOnce(
  url: URL,
  lookup: LookupFunction,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ status: number; location: string | null; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'GET',
        lookup,
        signal,
        // A fresh connection per request: a pooled one may have been opened for another host.
        agent: false,
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5',
          // Asking for no compression keeps the byte limit about the picture itself.
          'accept-encoding': 'identity',
          'user-agent': 'MediBazaar-profile-photo/1.0',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, body: null });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new RemoteImageError('too-large', `the image is larger than ${maxBytes} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            response.destroy();
            reject(new RemoteImageError('too-large', `the image is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Fetches the bytes at an http(s) address typed by a visitor, for the upload pipeline
 * to check and re-encode. Only the public internet is reached, on ports 80 and 443;
 * every redirect is checked like the first address; the whole fetch has one deadline
 * and the body one size limit, enforced while it streams. Failures are RemoteImageErrors.
 */
export async function fetchRemoteImage(address: string, options: RemoteImageOptions = {}): Promise<Buffer> {
  const allowed = new Set((options.allowedPrivateAddresses ?? []).map(normalized));
  const permitted: Permit = (a) => isPublicAddress(a) || allowed.has(normalized(a));
  const anyPort = allowed.size > 0;
  const lookup = checkedLookup(permitted);
  const maxBytes = options.maxBytes ?? REMOTE_IMAGE_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? REMOTE_IMAGE_DEFAULTS.maxRedirects;
  const timeoutMs = options.timeoutMs ?? REMOTE_IMAGE_DEFAULTS.timeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);

  let url = checkedUrl(address, permitted, anyPort);
  for (let redirects = 0; ; redirects++) {
    let answer: Awaited<ReturnType<typeof getOnce>>;
    try {
      answer = await getOnce(url, lookup, signal, maxBytes);
    } catch (err) {
      if (err instanceof RemoteImageError) throw err;
      if (signal.aborted) throw new RemoteImageError('timeout', `no complete answer within ${timeoutMs} ms`);
      throw new RemoteImageError('network', `the address could not be reached (${(err as Error).message})`);
    }
    if (answer.body) return answer.body;
    const redirect = [301, 302, 303, 307, 308].includes(answer.status) && answer.location;
    if (!redirect) throw new RemoteImageError('status', `the address answered ${answer.status}`);
    if (redirects >= maxRedirects) throw new RemoteImageError('redirects', `more than ${maxRedirects} redirects`);
    let next: string;
    try {
      next = new URL(redirect, url).href;
    } catch {
      throw new RemoteImageError('address', 'the redirect does not lead to a web address');
    }
    url = checkedUrl(next, permitted, anyPort);
  }
}
