import type { Database, Db } from './db/client.js';
import type { AppConfig } from './config.js';

/** Who may call a route. Every route declares one; see plugins/auth.ts (docs/api.md#authentication). */
export type AccessRule = 'public' | 'signed-in' | 'owner' | 'seller' | 'pharmacist' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
