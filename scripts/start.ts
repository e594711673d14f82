/**
 * Runs the whole product in one process: the portal (web, API, files) and the account service, on two ports, sharing
 * one database handle (PGlite allows one process per database). `--dev` serves the web app through Vite with hot reload.
 */
import { fileURLToPath } from 'node:url';
import { buildApp, configuredDemoPictures, loadPortalEnv } from '@b2b/api';
import { buildAuthApp, loadAuthEnv } from '@b2b/auth';
import { prepareDatabase } from '@b2b/db';
import { generateDemoData, parseScale } from '@b2b/db/seed';
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
  const handle = await prepareDatabase(portalEnv);
  await generateDemoData(handle.db, {
    factor: parseScale(process.env.DEMO_SCALE),
    onlyIfEmpty: true,
    log: (line) => console.log(`demo data: ${line}`),
    pictures: configuredDemoPictures(portalEnv, handle.db),
  });
  const database = { db: handle.db, driver: handle.driver };

  const portal = await buildApp({
    env: portalEnv,
    database,
    web: { mode: dev ? 'development' : 'production', webRoot },
  });
  const auth = await buildAuthApp({ env: authEnv, database });

  const stop = async () => {
    await Promise.allSettled([portal.close(), auth.close()]);
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await portal.listen({ host: portalEnv.HOST, port: portalEnv.PORT });
  await auth.listen({ host: authEnv.AUTH_HOST, port: authEnv.AUTH_PORT });
  console.log(
    `${portalEnv.BRAND_NAME} ${portalEnv.PORTAL_COUNTRY_NAME} is running on ${portalEnv.PUBLIC_URL} ` +
      `(account service on ${authEnv.AUTH_URL}, database: ${handle.driver})`,
  );
}

runMain(main);
