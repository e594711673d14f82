/**
 * Runs the whole product in one process: the portal (web, API, files) and the account service, on two ports, sharing
 * one database handle (PGlite allows one process per database). On PostgreSQL each server may connect as a role of its
 * own (DATABASE_URL, AUTH_DATABASE_URL) while the owner role (MIGRATION_DATABASE_URL) migrates and seeds. `--dev`
 * serves the web app through Vite with hot reload. Several processes are started with `portal.ts` and
 * `account-service.ts` instead.
 */
import { fileURLToPath } from 'node:url';
import { buildApp, loadPortalEnv } from '@b2b/api';
import { buildAuthApp, loadAuthEnv } from '@b2b/auth';
import { runMain } from './run-main.ts';
import { demoDataAsConfigured, openDatabases, stopOnSignals } from './server-processes.ts';

const dev = process.argv.includes('--dev');
const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));

async function main() {
  const portalEnv = loadPortalEnv();
  // Without its own list, the account service hands off to this portal and its sisters, as the portal knows them.
  const authEnv = loadAuthEnv({
    ...process.env,
    PORTAL_ORIGINS:
      process.env.PORTAL_ORIGINS ?? [portalEnv.PUBLIC_URL, ...portalEnv.SISTER_PORTAL_ORIGINS].join(','),
  });
  const databases = await openDatabases(portalEnv);
  await demoDataAsConfigured(databases.owner, portalEnv);

  const portal = await buildApp({
    env: portalEnv,
    database: await databases.connect(portalEnv.DATABASE_URL),
    web: { mode: dev ? 'development' : 'production', webRoot },
  });
  const auth = await buildAuthApp({
    env: authEnv,
    database: await databases.connect(authEnv.AUTH_DATABASE_URL ?? authEnv.DATABASE_URL),
  });
  stopOnSignals([portal, auth], databases);

  await portal.listen({ host: portalEnv.HOST, port: portalEnv.PORT });
  await auth.listen({ host: authEnv.AUTH_HOST, port: authEnv.AUTH_PORT });
  console.log(
    `${portalEnv.BRAND_NAME} ${portalEnv.PORTAL_COUNTRY_NAME} is running on ${portalEnv.PUBLIC_URL} ` +
      `(account service on ${authEnv.AUTH_URL}, database: ${databases.owner.driver})`,
  );
}

runMain(main);
