import type { TestProject } from 'vitest/node';
import { createTestTemplate, testDatabaseKind } from './template.ts';
// Brings in the type of what `provide` hands to the test files; erased at run time.
import type {} from './test-database.ts';

/** Vitest global setup: one template database per project run, removed when the run ends. */
export default async function setup(project: TestProject) {
  const kind = testDatabaseKind(project.config.env.TEST_DB ?? process.env.TEST_DB);
  const { template, teardown } = await createTestTemplate(kind);
  project.provide('testDatabaseTemplate', template);
  return teardown;
}
