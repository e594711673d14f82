/**
 * Runs the whole product in one process: the portal (web, API, files) and the account service, on two ports, sharing
 * one database handle (PGlite allows one process per database). On PostgreSQL each server may connect as a role of its
 * own (DATABASE_URL, AUTH_DATABASE_URL) while the owner role (MIGRATION_DATABASE_URL) migrates and seeds. `--dev`
 * serves the web app through Vite with hot reload.
 */
import { fileURLToPath } from 'node:url';
import { buildApp, configuredPictureStore, loadPortalEnv } from '@b2b/api';
import { buildAuthApp, loadAuthEnv } from '@b2b/auth';
import { openDatabase, prepareDatabase, prepareDemoData, type DatabaseHandle } from '@b2b/db';
import { runMain } from './run-main.ts';

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
  const owner = await prepareDatabase(portalEnv);
  const handles = new Map<string | undefined, DatabaseHandle>([
    [portalEnv.MIGRATION_DATABASE_URL ?? portalEnv.DATABASE_URL, owner],
  ]);
  const connect = async (url: string | undefined) => {
    const handle = handles.get(url) ?? (await openDatabase({ url, poolSize: portalEnv.DATABASE_POOL_SIZE }));
    handles.set(url, handle);
    return { db: handle.db, driver: handle.driver, listen: handle.listen };
  };
  await prepareDemoData(owner.db, portalEnv, async () => {
    // Imported only when demo data is wanted: the production build and install leave the seed and faker out.
    const { demoPictures, generateDemoData, parseScale } = await import('@b2b/db/seed');
    await generateDemoData(owner.db, {
      factor: parseScale(portalEnv.DEMO_SCALE),
      onlyIfEmpty: true,
      log: (line) => console.log(`demo data: ${line}`),
      pictures: demoPictures(configuredPictureStore(portalEnv, owner.db)),
    });
  });

  const portal = await buildApp({
    env: portalEnv,
    database: await connect(portalEnv.DATABASE_URL),
    web: { mode: dev ? 'development' : 'production', webRoot },
  });
  const auth = await buildAuthApp({
    env: authEnv,
    database: await connect(authEnv.AUTH_DATABASE_URL ?? authEnv.DATABASE_URL),
  });

  const stop = async () => {
    await Promise.allSettled([portal.close(), auth.close()]);
    await Promise.allSettled([...handles.values()].map((handle) => handle.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await portal.listen({ host: portalEnv.HOST, port: portalEnv.PORT });
  await auth.listen({ host: authEnv.AUTH_HOST, port: authEnv.AUTH_PORT });
  console.log(
    `${portalEnv.BRAND_NAME} ${portalEnv.PORTAL_COUNTRY_NAME} is running on ${portalEnv.PUBLIC_URL} ` +
      `(account service on ${authEnv.AUTH_URL}, database: ${owner.driver})`,
  );
}

runMain(main);
