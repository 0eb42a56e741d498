import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares the tables it owns in its own schema file.
  schema: './apps/api/src/modules/*/*.schema.ts',
  out: './apps/api/src/db/migrations',
  casing: 'snake_case',
});
