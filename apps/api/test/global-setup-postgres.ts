import type { TestProject } from 'vitest/node';
import { providePostgresTemplate } from './template-database.js';

/** Once per run of the api-postgres project: the migrated database the test databases copy. */
export default (project: TestProject) => providePostgresTemplate(project);
