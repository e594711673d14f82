import { join } from 'node:path';

/**
 * The environment of a portal started for a test run: its own ports, its own folder for the embedded database, the
 * uploaded files and the signing keys, so a run never touches a developer's data or a running server. The browser
 * suite and the Lighthouse suite start the product with it.
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
    // As behind a load balancer on this machine: a test names its client's address in X-Forwarded-For, so that the
    // per-address limits of one test (the need-help enquiries) never meet another's.
    TRUST_PROXY: 'loopback',
    // A membership bought in a test may be renewed at once: the browser cannot wait for the last month of a year.
    MEMBERSHIP_RENEWAL_DAYS: '365',
  };
}
