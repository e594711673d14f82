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

const PORT = Number(process.env.E2E_PORT ?? 3100);
const AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? PORT + 1);
const baseURL = `http://localhost:${PORT}`;

// The workers load this file again; the variable makes them reuse the runner's folder instead of making their own,
// and only the process that made the folder removes it, after the web server has stopped.
if (!process.env.E2E_PGLITE_DIR) {
  const databaseDir = mkdtempSync(join(tmpdir(), 'b2b-e2e-'));
  process.env.E2E_PGLITE_DIR = databaseDir;
  process.on('exit', () => rmSync(databaseDir, { recursive: true, force: true }));
}

const reporter: ReporterDescription[] = (process.env.E2E_REPORTER ?? (process.env.CI ? 'dot' : 'list'))
  .split(',')
  .map((name) => [name.trim()]);

export default defineConfig({
  testDir: 'e2e',
  // Screenshots are pictures for a person to review, not checks: they run only when asked for.
  testIgnore: process.env.SCREENSHOT_DIR ? [] : ['**/screenshots.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      AUTH_PORT: String(AUTH_PORT),
      PUBLIC_URL: baseURL,
      API_URL: `${baseURL}/api`,
      AUTH_URL: `http://localhost:${AUTH_PORT}`,
      FILES_URL: `${baseURL}/files`,
      PGLITE_DIR: process.env.E2E_PGLITE_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
