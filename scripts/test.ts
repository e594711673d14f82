/**
 * `npm test`: every suite in order, each streaming its own output, then a summary table and, as the very last line,
 * `N passed, N failed` summed over all suites. Exits non-zero when anything failed.
 *
 * 1. lint, 2. typecheck: one check each; when either fails nothing else runs.
 * 3. Vitest project `pglite`: unit and integration tests on in-memory PGlite.
 * 4. Vitest project `postgres`: the integration tests (`*.int.test.ts`) on PostgreSQL.
 * 5. Vitest project `redis`: what the servers share through Redis (`*.redis.test.ts`).
 * 6. Playwright: the web app built, then the browser tests in Debian's Chromium.
 * 7. Lighthouse (scripts/lighthouse.ts): the mobile audit of the public pages on that build, one check per page and
 *    category.
 *
 * With CI=true suites 4 to 7 are required: a missing PostgreSQL, Redis or Chromium counts as a failure. Elsewhere they run
 * when available and otherwise print one line saying why they were skipped.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePortPair } from './free-ports.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ci = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
  note: string;
}

const results: SuiteResult[] = [];
let reportDir = '';

function heading(text: string) {
  console.log(`\n=== ${text} ===\n`);
}

/** Runs a command with its output streamed to ours; resolves with its exit code. Ctrl-C stops the whole run. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    let interrupted = false;
    const forward = (signal: NodeJS.Signals) => {
      interrupted = true;
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (interrupted) {
        console.log('\ninterrupted');
        void rm(reportDir, { recursive: true, force: true }).finally(() => process.exit(130));
        return;
      }
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A suite that cannot run: one line, and a failure only where it is required. */
function unavailable(suite: string, reason: string) {
  if (ci) {
    console.log(`\n${suite}: required with CI=true but unavailable: ${reason}`);
    results.push({ suite, passed: 0, failed: 1, note: `required in CI, unavailable: ${reason}` });
  } else {
    console.log(`\n${suite}: skipped, ${reason}`);
    results.push({ suite, passed: 0, failed: 0, note: `skipped: ${reason}` });
  }
}

async function check(suite: string, args: string[]): Promise<boolean> {
  heading(`${suite}: npm ${args.join(' ')}`);
  const code = await run('npm', args);
  results.push({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: `exit ${code}` });
  return code === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  testResults: unknown[];
}

async function vitest(project: 'pglite' | 'postgres' | 'redis', env: NodeJS.ProcessEnv = process.env) {
  const output = join(reportDir, `vitest-${project}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json'];
  heading(`${project}: npx ${args.join(' ')}`);
  const code = await run('npx', [...args, `--outputFile.json=${output}`], env);
  const report = await readJson<VitestReport>(output);
  if (!report) {
    results.push({ suite: project, passed: 0, failed: 1, note: `exit ${code}, no report written` });
    return;
  }
  // The project allows no skipped tests, so a skipped or todo test counts against the run.
  const skipped = report.numPendingTests + report.numTodoTests;
  let failed = report.numFailedTests + skipped;
  const notes = [`${report.testResults.length} files`];
  if (skipped > 0) notes.push(`${skipped} skipped/todo counted as failed`);
  // A failing global setup, an unhandled error or a file that fails to load fails the run without failing a test.
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${code} with no failed test: see the output above`);
  }
  results.push({ suite: project, passed: report.numPassedTests, failed, note: notes.join(', ') });
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Builds the web app and runs the browser tests on it; resolves whether the build succeeded. */
async function browser(): Promise<boolean> {
  const suite = 'browser';
  const config = 'apps/web/playwright.config.ts';
  if (!existsSync(chromium)) {
    unavailable(suite, `${chromium} not found`);
    return false;
  }
  if (!existsSync(join(root, config))) {
    unavailable(suite, `${config} not found`);
    return false;
  }

  heading(`${suite}: npm run build -w @b2b/web`);
  const built = await run('npm', ['run', 'build', '-w', '@b2b/web']);
  if (built !== 0) {
    results.push({
      suite,
      passed: 0,
      failed: 1,
      note: `web build failed (exit ${built}), no browser test ran`,
    });
    return false;
  }

  const output = join(reportDir, 'playwright.json');
  const reporter = `${ci ? 'dot' : 'list'},json`;
  const args = ['playwright', 'test', '-c', config, `--reporter=${reporter}`];
  heading(`${suite}: npx ${args.join(' ')}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    CHROMIUM_PATH: chromium,
  };
  if (!env.E2E_PORT) {
    const port = await freePortPair();
    Object.assign(env, { E2E_PORT: String(port), E2E_AUTH_PORT: String(port + 1) });
    console.log(`(the browser suite's server listens on ports ${port} and ${port + 1})\n`);
  }
  // The browser suite's server makes its own embedded database; a developer's DATABASE_URL must not reach it.
  delete env.DATABASE_URL;
  const code = await run('npx', args, env);
  const report = await readJson<PlaywrightReport>(output);
  if (!report) {
    results.push({ suite, passed: 0, failed: 1, note: `exit ${code}, no report written` });
    return true;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A test that passes only on retry is not reliable, and skipped tests are not allowed: both count as failed.
  let failed = unexpected + flaky + skipped;
  const notes: string[] = [];
  if (flaky > 0) notes.push(`${flaky} flaky counted as failed`);
  if (skipped > 0) notes.push(`${skipped} skipped counted as failed`);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(
      `exit ${code} with no failed test${report.errors?.length ? `: ${report.errors.length} errors` : ''}`,
    );
  }
  results.push({ suite, passed: expected, failed, note: notes.join(', ') });
  return true;
}

interface LighthouseCheck {
  page: string;
  category: string;
  passed: boolean;
}

/** Lighthouse on the build the browser suite made: each page × category is one check. */
async function lighthouseSuite(built: boolean) {
  const suite = 'lighthouse';
  if (!existsSync(chromium)) return unavailable(suite, `${chromium} not found`);
  if (!built) {
    results.push({ suite, passed: 0, failed: 1, note: 'no web build to audit' });
    return;
  }
  const output = join(reportDir, 'lighthouse.json');
  heading(`${suite}: npx tsx scripts/lighthouse.ts`);
  const env: NodeJS.ProcessEnv = { ...process.env, CHROME_PATH: chromium, LIGHTHOUSE_REPORT: output };
  const code = await run('npx', ['tsx', 'scripts/lighthouse.ts'], env);
  const checks = await readJson<LighthouseCheck[]>(output);
  if (!checks) {
    results.push({ suite, passed: 0, failed: 1, note: `exit ${code}, no report written` });
    return;
  }
  const failures = checks.filter((check) => !check.passed);
  const note = failures.map((check) => `${check.page} ${check.category}`).join(', ');
  results.push({
    suite,
    passed: checks.length - failures.length,
    failed: failures.length,
    note: note && `below threshold: ${note}`,
  });
}

function summary() {
  const rows = [
    ['suite', 'passed', 'failed', 'note'],
    ...results.map((r) => [r.suite, r.passed, r.failed, r.note]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i]).length)));
  heading('summary');
  for (const row of rows) {
    const [suite, passed, failed, note] = row.map(String);
    console.log(
      `${suite!.padEnd(widths[0]!)}  ${passed!.padStart(widths[1]!)}  ${failed!.padStart(widths[2]!)}  ${note}`.trimEnd(),
    );
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed;
}

async function main(): Promise<number> {
  reportDir = await mkdtemp(join(tmpdir(), 'b2b-test-reports-'));
  try {
    if (!(await check('lint', ['run', 'lint'])) || !(await check('typecheck', ['run', 'typecheck']))) {
      console.log('\nlint and typecheck must pass before the tests run.');
      return summary();
    }

    await vitest('pglite');

    // Loaded only now: lint and typecheck report a broken workspace better than a failed import would.
    const { probePostgres, testDatabaseUrl } = await import('@b2b/db/testing/template');
    const url = testDatabaseUrl();
    const problem = await probePostgres(url);
    if (problem) unavailable('postgres', `no PostgreSQL at ${redacted(url)}: ${problem}`);
    else await vitest('postgres', { ...process.env, TEST_DATABASE_URL: url });

    const { probeRedis, testRedisUrl } = await import('@b2b/server-kit/testing/redis');
    const redisUrl = testRedisUrl();
    const redisProblem = await probeRedis(redisUrl);
    if (redisProblem) unavailable('redis', `no Redis at ${redacted(redisUrl)}: ${redisProblem}`);
    else await vitest('redis', { ...process.env, TEST_REDIS_URL: redisUrl });

    await lighthouseSuite(await browser());
    return summary();
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

/** A connection string as it may be printed: without its password. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the test address';
  }
}

main().then(
  (failed) => process.exit(failed > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    results.push({ suite: 'runner', passed: 0, failed: 1, note: 'the test runner itself failed: see above' });
    summary();
    process.exit(1);
  },
);
