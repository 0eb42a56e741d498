import type { AppConfig } from './config.js';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may sign in and write: the shop's public address and
 * CORS_ORIGINS. Outside production, also every loopback spelling of the shop's
 * own port (and of the public address's port when that is a loopback one, as for
 * a development front end): a browser opened at http://127.0.0.1:PORT is the shop
 * itself, not another site.
 */
export function shopOrigins(config: Pick<AppConfig, 'env' | 'publicUrl' | 'corsOrigins' | 'port'>): string[] {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set([publicUrl.origin, ...config.corsOrigins]);
  if (config.env !== 'production') {
    const local = new Set<string>();
    if (config.port > 0) local.add(`http:${config.port}`);
    if (LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
      const port = publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80');
      local.add(`${publicUrl.protocol.replace(/:$/, '')}:${port}`);
    }
    for (const entry of local) {
      const [scheme, port] = entry.split(':') as [string, string];
      for (const host of LOOPBACK_HOSTS) origins.add(new URL(`${scheme}://${host}:${port}`).origin);
    }
  }
  return [...origins];
}

/** Why a write from another origin is refused, and where the shop really is. */
export function crossSiteMessage(config: Pick<AppConfig, 'publicUrl'>): string {
  return `Requests from other sites are not accepted. Open the shop at ${new URL(config.publicUrl).origin} and try again.`;
}
