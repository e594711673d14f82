import { inject } from 'vitest';
import {
  copyTestTemplate,
  testDatabaseKind,
  type TestDatabase,
  type TestDatabaseTemplate,
} from './template.ts';

export * from './template.ts';
export * from './roles.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * A fresh migrated, reference-seeded database for one test file, on the engine `TEST_DB` names (pglite by default,
 * postgres in the `postgres` Vitest project). Close it in `afterAll`; on PostgreSQL closing also drops it.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate');
  const kind = testDatabaseKind();
  if (!template || template.kind !== kind) {
    throw new Error(
      `TEST_DB is ${kind} but the global setup prepared ${template?.kind ?? 'nothing'}; run tests with the root vitest.config.ts`,
    );
  }
  return copyTestTemplate(template);
}
