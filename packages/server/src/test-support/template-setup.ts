import type { TestProject } from 'vitest/node';
import { removeTemplates } from './seeded-database.js';

/**
 * vitest globalSetup of the server projects: the seeded templates of the run (seeded-database.ts)
 * are built by the first test that needs them and removed here when the project ends, with any a
 * killed run left behind. A run named from outside (ARMADA_TEST_RUN set) keeps its templates.
 */
export default function setup(project: TestProject) {
  const env = project.config.env;
  const run = env.ARMADA_TEST_RUN;
  const engine = env.ARMADA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  return async () => {
    if (run && !env.ARMADA_TEST_KEEP_TEMPLATES) await removeTemplates(run, engine);
  };
}
