import type { TestProject } from 'vitest/node';
import { provideServerBundle } from './server-bundle.js';
import { providePostgresTemplate } from './template-database.js';

/**
 * Once per run of the api-postgres project: the migrated database the test databases copy, and
 * the server bundled for the tests that start it as a process.
 */
export default async (project: TestProject) => {
  const [dropTemplate, dropBundle] = await Promise.all([
    providePostgresTemplate(project),
    provideServerBundle(project),
  ]);
  return async () => {
    dropBundle();
    await dropTemplate();
  };
};
