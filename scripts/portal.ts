/**
 * Runs one portal process (web, API, files) without the account service: start as many as the load needs, on one
 * PostgreSQL (and one Redis), behind a reverse proxy, each with the same command and variables but its PORT. The first
 * to start migrates the database; the others wait for it. The embedded database serves one process only, so this
 * needs DATABASE_URL (`npm start` runs everything in one process on PGlite).
 */
import { fileURLToPath } from 'node:url';
import { buildApp, loadPortalEnv } from '@b2b/api';
import { runMain } from './run-main.ts';
import { demoDataAsConfigured, openDatabases, stopOnSignals } from './server-processes.ts';

const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));

async function main() {
  const env = loadPortalEnv();
  if (!env.DATABASE_URL) {
    throw new Error('A portal process of its own needs PostgreSQL: set DATABASE_URL (or run npm start).');
  }
  const databases = await openDatabases(env);
  await demoDataAsConfigured(databases.owner, env);
  const portal = await buildApp({
    env,
    database: await databases.connect(env.DATABASE_URL),
    web: { mode: 'production', webRoot },
  });
  stopOnSignals([portal], databases);
  // Its log (JSON, like every line the servers write) says where it listens.
  await portal.listen({ host: env.HOST, port: env.PORT });
}

runMain(main);
