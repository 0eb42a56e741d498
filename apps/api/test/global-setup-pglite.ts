import type { TestProject } from 'vitest/node';
import { provideServerBundle } from './server-bundle.js';
import { providePgliteTemplate } from './template-database.js';

/**
 * Once per run of the api-pglite project: the migrated database the test apps copy, and the
 * server bundled for the tests that start it as a process.
 */
export default async (project: TestProject) => {
  const [dropTemplate, dropBundle] = await Promise.all([providePgliteTemplate(project), provideServerBundle(project)]);
  return () => {
    dropTemplate();
    dropBundle();
  };
};
