import type { TestProject } from 'vitest/node';
import { providePgliteTemplate } from './template-database.js';

/** Once per run of the api-pglite project: the migrated database the test apps copy. */
export default (project: TestProject) => providePgliteTemplate(project);
