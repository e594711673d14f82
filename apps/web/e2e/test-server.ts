import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The access-token lifetime the test portal runs with: short, so a test can wait past an expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 20;

/**
 * The environment of a portal started for a test run: its own ports, its own folder for the embedded database, the
 * uploaded files and the signing keys, so a run never touches a developer's data or a running server. The browser
 * suite and the Lighthouse suite start the product with it (`npm test` starts one such portal for both).
 */
export function testServerEnv(options: { port: number; authPort: number; dataDir: string }) {
  const { port, authPort, dataDir } = options;
  const baseURL = `http://localhost:${port}`;
  return {
    PORT: String(port),
    AUTH_PORT: String(authPort),
    PUBLIC_URL: baseURL,
    API_URL: `${baseURL}/api`,
    AUTH_URL: `http://localhost:${authPort}`,
    FILES_URL: `${baseURL}/files`,
    PGLITE_DIR: join(dataDir, 'database'),
    FILES_DIR: join(dataDir, 'files'),
    FILES_SECRET_FILE: join(dataDir, 'files-secret'),
    AUTH_KEYS_DIR: join(dataDir, 'keys'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every test opens live streams from this machine's address, and the demo administrator signs in in many tests.
    LIVE_TICKET_RATE_LIMIT: '100000/10m',
    USER_RATE_LIMIT_LIVE_TICKETS: '100000/10m',
    // As behind a load balancer on this machine: a test names its client's address in X-Forwarded-For, so that the
    // per-address limits of one test (the need-help enquiries) never meet another's.
    TRUST_PROXY: 'loopback',
    // A membership bought in a test may be renewed at once: the browser cannot wait for the last month of a year.
    MEMBERSHIP_RENEWAL_DAYS: '365',
    // The same server answers on 127.0.0.1 too, as a sister portal: a second origin for the single sign-on test.
    SISTER_PORTAL_ORIGINS: `http://127.0.0.1:${port}`,
    PORTAL_ORIGINS: `${baseURL},http://127.0.0.1:${port}`,
    // A mail server that cannot be reached (nothing listens on the discard port), tried again every few milliseconds:
    // the portal's worker runs, each mail fails within seconds with its reason, and the administrators' queue and its
    // Resend have failed mails to show; /dev/mail shows every mail all the same.
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_RETRY_SECONDS: '0.05',
    // Short, so the refresh timer's test waits past an expiry in seconds; every signed-in test lives through refreshes.
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
  };
}

export interface TestPortal {
  baseURL: string;
  port: number;
  authPort: number;
  /** Stops the server with its own shutdown and waits until it has exited. */
  stop: () => Promise<void>;
}

/** A server process started by `startServer`. */
export interface StartedServer {
  /** Sends SIGTERM, so the server's own shutdown runs, and waits until it has exited. */
  stop: () => Promise<void>;
}

/**
 * Runs `command` in `cwd` and resolves once `healthURL` answers 200 (within `timeoutMs`); rejects if the server exits
 * or stays silent before that. The command must take SIGTERM as its stop: Node itself, or npm, which hands it on.
 */
export async function startServer(options: {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  healthURL: string;
  timeoutMs: number;
}): Promise<StartedServer> {
  const server: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('close', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} before it answered`);
    try {
      if ((await fetch(options.healthURL)).ok) return { stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer ${options.healthURL} within ${options.timeoutMs / 1000} s`);
}

/**
 * Starts the built product (`npm run build` first) on the given ports with a fresh embedded database and the demo data
 * in `dataDir`; resolves once it answers its health check.
 */
export async function startTestPortal(options: {
  port: number;
  authPort: number;
  dataDir: string;
}): Promise<TestPortal> {
  if (!existsSync(join(root, 'apps/web/dist/server/entry-server.js'))) {
    throw new Error('the web app is not built: run npm run build first');
  }
  const env: NodeJS.ProcessEnv = { ...process.env, ...testServerEnv(options) };
  // The suite's server makes its own embedded database; a developer's DATABASE_URL must not reach it.
  delete env.DATABASE_URL;
  const baseURL = `http://localhost:${options.port}`;
  // Node itself runs the server (with tsx's loader), so the stop signal reaches it and its own shutdown runs.
  const { stop } = await startServer({
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/start.ts'],
    cwd: root,
    env,
    healthURL: `${baseURL}/api/health`,
    timeoutMs: 300_000,
  });
  return { ...options, baseURL, stop };
}
