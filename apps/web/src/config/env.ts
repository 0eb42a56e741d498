import { SHOP_NAME_DEFAULT } from '@medibazaar/contract';

export interface ClientConfig {
  shopName: string;
}

const defaults: ClientConfig = { shopName: SHOP_NAME_DEFAULT };

/** The server puts its public configuration in a meta tag of index.html. */
function readClientConfig(): ClientConfig {
  const raw = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!raw || raw.startsWith('%')) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(raw) as Partial<ClientConfig>) };
  } catch {
    return defaults;
  }
}

export const clientConfig = readClientConfig();
