import type { AppConfig } from '../config.js';

/** What the browser may know of the server's configuration. Never a secret. */
export function publicClientConfig(config: AppConfig) {
  return {
    shopName: config.shopName,
  };
}
