import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Four projects:
 * - `pglite`: every `*.test.ts` of the servers, packages and scripts (unit tests and integration tests), on in-memory
 *   PGlite;
 * - `postgres`: only the integration tests, `*.int.test.ts` (those that open a database through
 *   `@b2b/db/testing`), on the PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *   and `*.postgres.test.ts`, those only a PostgreSQL server can run (its connections cut and restored);
 * - `redis`: only the tests of what the servers share through Redis, `*.redis.test.ts`, on the Redis at TEST_REDIS_URL
 *   (default redis://127.0.0.1:6379) and PGlite. The other projects leave them out, so they need no Redis.
 * - `deployment`: `*.deploy.test.ts` (`scripts/deployment`, and `apps/web/e2e` for those that drive a browser through
 *   the deployment), the built servers run as several processes behind nginx on PostgreSQL and Redis (after
 *   `npm run build`).
 * `TEST_DB` selects the engine inside the one helper; the global setup builds the run's template database.
 * The web app's unit tests (`*.test.ts` under `apps/web/src` and `apps/web/bundle`: logic without a browser) and component tests
 * (`*.test.tsx`: a form drawn in happy-dom and used through Testing Library, each file naming its environment) run in
 * `pglite` with the rest; its browser tests (Playwright, `apps/web/e2e/*.spec.ts`) are not Vitest's.
 */
const serverTests = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/auth/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const webTests = ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/bundle/**/*.test.ts'];
const integrationTests = serverTests.map((glob) => glob.replace(/\*\.test\.ts$/, '*.int.test.ts'));
const redisTests = serverTests.map((glob) => glob.replace(/\*\.test\.ts$/, '*.redis.test.ts'));
const deploymentTests = ['scripts/deployment/*.deploy.test.ts', 'apps/web/e2e/*.deploy.test.ts'];
/** Integration tests that need PostgreSQL as a server of its own over TCP (one cut and restored), which PGlite is not. */
const postgresOnlyTests = serverTests.map((glob) => glob.replace(/\*\.test\.ts$/, '*.postgres.test.ts'));
const exclude = ['**/node_modules/**', 'apps/web/e2e/**'];
const globalSetup = ['packages/db/src/testing/global-setup.ts'];
/**
 * What every project shares. The files of a worker share their loaded modules (`isolate: false`): loading the servers'
 * modules again for every file was half the suite's time. A test that needs a module loaded afresh says so
 * (`vi.resetModules`). Opening a PGlite copy and the first query of a file take a few seconds on a slow machine.
 */
const shared = { globalSetup, isolate: false, hookTimeout: 60_000, testTimeout: 60_000 };

export default defineConfig({
  test: {
    // One worker per core: Vitest's default leaves one core to itself, which halves a 2-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'pglite',
          include: [...serverTests, ...webTests],
          exclude: [...exclude, ...redisTests, ...postgresOnlyTests, ...deploymentTests],
          env: { TEST_DB: 'pglite' },
          ...shared,
        },
      },
      {
        test: {
          name: 'postgres',
          include: [...integrationTests, ...postgresOnlyTests],
          exclude,
          env: { TEST_DB: 'postgres' },
          ...shared,
        },
      },
      {
        test: {
          name: 'redis',
          include: redisTests,
          exclude,
          env: { TEST_DB: 'pglite' },
          ...shared,
        },
      },
      {
        // The built servers as several processes behind nginx, on PostgreSQL and Redis: they need `npm run build`.
        test: {
          name: 'deployment',
          include: deploymentTests,
          exclude: ['**/node_modules/**'],
          // Each file starts a deployment of its own: one at a time, so that none starves the other's processes.
          fileParallelism: false,
          hookTimeout: 240_000,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
