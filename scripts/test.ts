/**
 * `npm test`: every suite in order, each streaming its own output, then a summary table and, as the very last line,
 * `N passed, N failed` summed over all suites. Exits non-zero when anything failed.
 *
 * 1. lint and 2. typecheck, at once: one check each; when either fails nothing else runs.
 * 3. Vitest project `pglite`: unit and integration tests on in-memory PGlite.
 * 4. Vitest project `postgres`: the integration tests (`*.int.test.ts`) on PostgreSQL.
 * 5. Vitest project `redis`: what the servers share through Redis (`*.redis.test.ts`).
 * 6. `npm run build`: the web app and the servers compiled.
 * 7. The production install: the build copied into a fresh folder, installed with `npm ci --omit=dev`, started with
 *    `npm run start:prod`, and asked for a public page, an API answer and the account service's keys.
 * 7b. Vitest project `deployment`: the build run as two portal processes and the account service behind nginx, on
 *    PostgreSQL and Redis (`scripts/deployment`), then with a second country portal, in Chromium.
 * 8. One portal started on the build (a fresh embedded database with the demo data), shared by:
 * 9. Lighthouse (scripts/lighthouse.ts --sanity): one warm mobile audit of each public page while the data is the demo's
 *    alone, one check per page and category, with floors that a busy machine cannot miss (the strict audit is
 *    `npm run lighthouse`);
 * 10. Playwright: the browser tests in Debian's Chromium.
 *
 * The summary gives each suite's wall time and the run's, and lists the browser tests that passed only on a retry.
 *
 * With CI=true suites 4, 5, 7b, 9 and 10 are required: a missing PostgreSQL, Redis or Chromium counts as a failure. Elsewhere they run
 * when available and otherwise print one line saying why they were skipped.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, startTestPortal, type TestPortal } from '../apps/web/e2e/test-server.ts';
import { freePortPair } from './free-ports.ts';
import {
  installedDevPackages,
  NOT_IN_PRODUCTION,
  productionEnv,
  stageProduction,
} from './production-install.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ci = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
  note: string;
  /** Wall time of the suite, in seconds. */
  seconds: number;
}

const results: SuiteResult[] = [];
/** Browser tests that failed once and passed on their retry: listed before the last line, to be mended. */
const flakyTests: string[] = [];
let reportDir = '';
const runStarted = performance.now();
let suiteStarted = runStarted;

/** Records a suite's outcome with the wall time since its heading (or since `from`). */
function record(result: Omit<SuiteResult, 'seconds'>, from = suiteStarted) {
  results.push({ ...result, seconds: (performance.now() - from) / 1000 });
}

/** Prints a suite's heading and starts its clock. */
function heading(text: string) {
  suiteStarted = performance.now();
  console.log(`\n=== ${text} ===\n`);
}

/** Runs a command with its output streamed to ours; resolves with its exit code. Ctrl-C stops the whole run. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = root,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
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
    record(
      { suite, passed: 0, failed: 1, note: `required in CI, unavailable: ${reason}` },
      performance.now(),
    );
  } else {
    console.log(`\n${suite}: skipped, ${reason}`);
    record({ suite, passed: 0, failed: 0, note: `skipped: ${reason}` }, performance.now());
  }
}

async function check(suite: string, args: string[]): Promise<boolean> {
  heading(`${suite}: npm ${args.join(' ')}`);
  const code = await run('npm', args);
  record({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: `exit ${code}` });
  return code === 0;
}

/**
 * Checks that run at once, as `check` runs one: ESLint uses one core and the type checker's projects the others, so
 * together they take about the time of the longer. Each one's output is printed whole, under its heading, when it
 * ends; the results are recorded in the given order. Resolves with whether all passed.
 */
async function checksAtOnce(checks: { suite: string; args: string[] }[]): Promise<boolean> {
  const started = performance.now();
  const outcomes = await Promise.all(
    checks.map(
      ({ suite, args }) =>
        new Promise<{ suite: string; code: number; seconds: number }>((resolve) => {
          const child = spawn('npm', args, { cwd: root, env: process.env });
          let output = '';
          let ended = false;
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          const done = (code: number) => {
            if (ended) return;
            ended = true;
            console.log(`\n=== ${suite}: npm ${args.join(' ')} ===\n`);
            if (output.trim()) console.log(output.trimEnd());
            resolve({ suite, code, seconds: (performance.now() - started) / 1000 });
          };
          child.on('error', (error) => {
            output += `could not run npm: ${error.message}`;
            done(127);
          });
          child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
        }),
    ),
  );
  for (const { suite, code, seconds } of outcomes) {
    results.push({
      suite,
      passed: code === 0 ? 1 : 0,
      failed: code === 0 ? 0 : 1,
      note: `exit ${code}`,
      seconds,
    });
  }
  return outcomes.every(({ code }) => code === 0);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  testResults: unknown[];
}

async function vitest(
  project: 'pglite' | 'postgres' | 'redis' | 'deployment',
  env: NodeJS.ProcessEnv = process.env,
) {
  const output = join(reportDir, `vitest-${project}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json'];
  heading(`${project}: npx ${args.join(' ')}`);
  const code = await run('npx', [...args, `--outputFile.json=${output}`], env);
  const report = await readJson<VitestReport>(output);
  if (!report) {
    record({ suite: project, passed: 0, failed: 1, note: `exit ${code}, no report written` });
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
  record({ suite: project, passed: report.numPassedTests, failed, note: notes.join(', ') });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line?: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
  errors?: unknown[];
}

/** The titles (`file:line › describe › test`) of the report's tests that passed only on their retry. */
function flakyTitlesOf(suites: PlaywrightSuite[] = [], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [`${suite.file ?? ''}:${spec.line ?? ''}`, ...here, spec.title].join(' › '));
    return [...own, ...flakyTitlesOf(suite.suites, here)];
  });
}

/** Where Debian puts nginx, the deployment suite's reverse proxy. */
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's Chromium, which Lighthouse audits with. */
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * The browser tests' browser: Debian's headless shell of the same Chromium when installed (Playwright's own choice for
 * headless runs), which took 40% less time than the full browser over the same specs; else the full browser.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const browserTestsChromium =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : chromium);

/**
 * The build as production runs it: copied into a fresh folder, installed there with `npm ci --omit=dev` (from npm's
 * cache when it holds the packages), checked to hold no devDependency and no seed-only package, started with
 * `npm run start:prod` on free ports, and asked for a public page, an API answer and the account service's keys.
 */
async function productionInstall() {
  const suite = 'production install';
  heading(`${suite}: npm ci --omit=dev and npm run start:prod in a fresh folder`);
  const target = await mkdtemp(join(tmpdir(), 'b2b-production-'));
  const checks: { name: string; passed: boolean }[] = [];
  const checked = (name: string, passed: boolean, detail = '') => {
    checks.push({ name, passed });
    console.log(`${passed ? 'ok  ' : 'FAIL'} ${name}${detail && `: ${detail}`}`);
    return passed;
  };
  let installSeconds = 0;
  try {
    const staged = await stageProduction(root, target).then(
      () => true,
      (error: unknown) => checked('copy the build into a fresh folder', false, String(error)),
    );
    if (!staged) return;
    const started = performance.now();
    const install = ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'];
    const installed = await run('npm', install, process.env, target);
    installSeconds = (performance.now() - started) / 1000;
    if (!checked(`npm ${install.join(' ')}`, installed === 0, `exit ${installed}`)) return;
    const leftIn = [
      ...(await installedDevPackages(root, target)),
      ...NOT_IN_PRODUCTION.filter((name) => existsSync(join(target, 'node_modules', name))),
    ];
    checked('no devDependency or seed-only package installed', leftIn.length === 0, leftIn.join(', '));

    const port = await freePortPair();
    const portal = `http://127.0.0.1:${port}`;
    const auth = `http://127.0.0.1:${port + 1}`;
    const server = await startServer({
      command: 'npm',
      args: ['run', 'start:prod'],
      cwd: target,
      env: productionEnv({ port, authPort: port + 1 }),
      healthURL: `${portal}/api/health`,
      timeoutMs: 120_000,
    }).catch((error: unknown) => {
      checked('npm run start:prod answers its health check', false, String(error));
    });
    if (!server) return;
    checked('npm run start:prod answers its health check', true);
    try {
      // Each answer also shows it came from the build: the page rendered with the portal's name, the states of China
      // from the reference data files.
      for (const [what, url, expected] of [
        ['a public page', `${portal}/`, 'B2B Industrial'],
        ['an API call', `${portal}/api/ref-data/country/CN/state`, 'Guangdong'],
        ['the account service', `${auth}/.well-known/jwks.json`, 'Ed25519'],
      ] as const) {
        const answer = await fetch(url).then(
          async (response) => ({ status: response.status, body: await response.text() }),
          (error: unknown) => ({ status: 0, body: String(error) }),
        );
        checked(
          `${what}: GET ${new URL(url).pathname} answers 200`,
          answer.status === 200 && answer.body.includes(expected),
          answer.status === 0 ? answer.body : `status ${answer.status}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(target, { recursive: true, force: true });
    const failures = checks.filter((check) => !check.passed).map((check) => check.name);
    record({
      suite,
      passed: checks.length - failures.length,
      failed: failures.length,
      note: failures.length > 0 ? `failed: ${failures.join('; ')}` : `npm ci ${Math.round(installSeconds)} s`,
    });
  }
}

/**
 * Starts one portal on the build (fresh embedded database with the demo data), audits its public pages with Lighthouse
 * while its data is the demo's alone, then runs the browser tests against it.
 */
async function browserAndLighthouse() {
  if (!existsSync(chromium)) {
    unavailable('lighthouse', `${chromium} not found`);
    unavailable('browser', `${chromium} not found`);
    return;
  }

  heading('test portal: the built product on a fresh embedded database with the demo data');
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePortPair();
  const authPort = process.env.E2E_AUTH_PORT ? Number(process.env.E2E_AUTH_PORT) : port + 1;
  const dataDir = await mkdtemp(join(tmpdir(), 'b2b-e2e-'));
  let portal: TestPortal;
  try {
    portal = await startTestPortal({ port, authPort, dataDir });
  } catch (error) {
    record({ suite: 'test portal', passed: 0, failed: 1, note: String(error) });
    await rm(dataDir, { recursive: true, force: true });
    return;
  }
  record({ suite: 'test portal', passed: 1, failed: 0, note: `${portal.baseURL}, auth on ${authPort}` });
  try {
    await lighthouseSuite(portal.baseURL);
    await browser({ port, authPort, dataDir });
  } finally {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The browser tests (Playwright) against the portal `npm test` started. */
async function browser(server: { port: number; authPort: number; dataDir: string }) {
  const suite = 'browser';
  const output = join(reportDir, 'playwright.json');
  const reporter = `${ci ? 'dot' : 'list'},json`;
  const args = ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', `--reporter=${reporter}`];
  heading(`${suite}: npx ${args.join(' ')}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    CHROMIUM_PATH: browserTestsChromium,
    E2E_SERVER_STARTED: '1',
    E2E_PORT: String(server.port),
    E2E_AUTH_PORT: String(server.authPort),
    E2E_DATA_DIR: server.dataDir,
  };
  const code = await run('npx', args, env);
  const report = await readJson<PlaywrightReport>(output);
  if (!report) {
    record({ suite, passed: 0, failed: 1, note: `exit ${code}, no report written` });
    return;
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  // Skipped tests are not allowed. A test that passed on its one retry counts as passed but is listed at the end of
  // the run, to be mended before new work lands on it.
  let failed = unexpected + skipped;
  const notes: string[] = [];
  if (flaky > 0) {
    notes.push(`${flaky} flaky, listed below`);
    flakyTests.push(...flakyTitlesOf(report.suites));
  }
  if (skipped > 0) notes.push(`${skipped} skipped counted as failed`);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(
      `exit ${code} with no failed test${report.errors?.length ? `: ${report.errors.length} errors` : ''}`,
    );
  }
  record({ suite, passed: expected + flaky, failed, note: notes.join(', ') });
}

interface LighthouseCheck {
  page: string;
  category: string;
  passed: boolean;
}

/** Lighthouse's sanity audit of the public pages of the portal at `baseURL`: each page × category is one check. */
async function lighthouseSuite(baseURL: string) {
  const suite = 'lighthouse';
  const output = join(reportDir, 'lighthouse.json');
  heading(`${suite}: npx tsx scripts/lighthouse.ts --sanity`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CHROME_PATH: chromium,
    LIGHTHOUSE_REPORT: output,
    LIGHTHOUSE_URL: baseURL,
  };
  const code = await run('npx', ['tsx', 'scripts/lighthouse.ts', '--sanity'], env);
  const checks = await readJson<LighthouseCheck[]>(output);
  if (!checks) {
    record({ suite, passed: 0, failed: 1, note: `exit ${code}, no report written` });
    return;
  }
  const failures = checks.filter((check) => !check.passed);
  const note = failures.map((check) => `${check.page} ${check.category}`).join(', ');
  record({
    suite,
    passed: checks.length - failures.length,
    failed: failures.length,
    note: note && `below threshold: ${note}`,
  });
}

/** Minutes and seconds, as the summary's time column shows them: `4:07`. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function summary() {
  const total = (performance.now() - runStarted) / 1000;
  const rows = [
    ['suite', 'passed', 'failed', 'time', 'note'],
    ...results.map((r) => [r.suite, r.passed, r.failed, clock(r.seconds), r.note]),
    ['total', '', '', clock(total), ''],
  ].map((row) => row.map(String));
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  heading('summary');
  for (const [suite, passed, failed, time, note] of rows) {
    console.log(
      `${suite!.padEnd(widths[0]!)}  ${passed!.padStart(widths[1]!)}  ${failed!.padStart(widths[2]!)}  ` +
        `${time!.padStart(widths[3]!)}  ${note}`.trimEnd(),
    );
  }
  if (flakyTests.length > 0) {
    console.log(`\nflaky (passed only on their retry): ${flakyTests.length}`);
    for (const title of flakyTests) console.log(`- ${title}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed;
}

async function main(): Promise<number> {
  reportDir = await mkdtemp(join(tmpdir(), 'b2b-test-reports-'));
  try {
    const checked = await checksAtOnce([
      { suite: 'lint', args: ['run', 'lint'] },
      { suite: 'typecheck', args: ['run', 'typecheck'] },
    ]);
    if (!checked) {
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

    // The web app and the servers, built once for the production install, the deployment and the browser suites.
    if (await check('build', ['run', 'build'])) {
      await productionInstall();
      const nginx = NGINX_PATHS.find((path) => existsSync(path));
      const missing = [
        problem && 'PostgreSQL',
        redisProblem && 'Redis',
        !nginx && `nginx (${NGINX_PATHS.join(' or ')})`,
        !existsSync(browserTestsChromium) && `Chromium (${browserTestsChromium})`,
      ].filter(Boolean);
      if (missing.length > 0) unavailable('deployment', `needs ${missing.join(', ')}`);
      else {
        await vitest('deployment', {
          ...process.env,
          TEST_DATABASE_URL: url,
          TEST_REDIS_URL: redisUrl,
          CHROMIUM_PATH: browserTestsChromium,
        });
      }
      await browserAndLighthouse();
    }
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
    record({ suite: 'runner', passed: 0, failed: 1, note: 'the test runner itself failed: see above' });
    summary();
    process.exit(1);
  },
);
