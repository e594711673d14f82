/**
 * Browser tests of the portal, run against the built app: `npm run build` first, then
 * `npx playwright test -c apps/web/playwright.config.ts` from the repository root.
 *
 * Debian's Chromium is used as installed; Playwright never downloads a browser here. Each run starts the product on its
 * own ports with a fresh embedded database, so it never touches a developer's data or a running server.
 */
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './e2e/chromium.ts';
import { testServerEnv } from './e2e/test-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? PORT + 1);
const baseURL = `http://localhost:${PORT}`;
// The specs reach the account service directly (a sign-in's registration request): the workers read its address here.
process.env.E2E_AUTH_URL = `http://localhost:${AUTH_PORT}`;

// The workers load this file again; the variable makes them reuse the runner's folder instead of making their own,
// and only the process that made the folder removes it, after the web server has stopped. It holds everything the
// server writes: database, uploaded files, the upload-signing secret and the account service's signing keys.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'b2b-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

const reporter: ReporterDescription[] = (process.env.E2E_REPORTER ?? (process.env.CI ? 'dot' : 'list'))
  .split(',')
  .map((name) => [name.trim()]);

export default defineConfig({
  testDir: 'e2e',
  // Only the specs: `*.deploy.test.ts` there are the deployment suite's, run by Vitest.
  testMatch: '**/*.spec.ts',
  // Screenshots are pictures for a person to review, not checks: they run only when asked for.
  testIgnore: process.env.SCREENSHOT_DIR ? [] : ['**/screenshots.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // In CI a trace is recorded only when a failed test runs again: recording one for every test costs time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // `npm test` starts the portal itself (E2E_SERVER_STARTED=1) and shares it with the Lighthouse suite; otherwise the
  // run starts its own.
  webServer: process.env.E2E_SERVER_STARTED
    ? undefined
    : {
        // E2E_DEV=1 serves the app through Vite instead of the build, so several people (or helpers) can run their
        // specs side by side on their own E2E_PORT while the code changes, without rebuilding one shared dist folder.
        command: process.env.E2E_DEV ? 'npx tsx scripts/start.ts --dev' : 'npx tsx scripts/start.ts',
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: testServerEnv({ port: PORT, authPort: AUTH_PORT, dataDir }),
      },
});
