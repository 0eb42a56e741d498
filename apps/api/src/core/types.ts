import type { Database, Db } from '../db/client.js';
import type { AppConfig } from './config.js';

import type { AccessRule } from './session.js';

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
