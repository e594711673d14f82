/**
 * Runs the account service alone, for the portals of the network (PORTAL_ORIGINS) to share. It keeps its accounts in
 * the PostgreSQL at AUTH_DATABASE_URL or DATABASE_URL and migrates it as the portals do, under the same lock.
 */
import { buildAuthApp, loadAuthEnv } from '@b2b/auth';
import { runMain } from './run-main.ts';
import { openDatabases, stopOnSignals } from './server-processes.ts';

async function main() {
  const env = loadAuthEnv();
  if (!env.DATABASE_URL) {
    throw new Error('The account service of its own needs PostgreSQL: set DATABASE_URL (or run npm start).');
  }
  const databases = await openDatabases(env);
  const auth = await buildAuthApp({
    env,
    database: await databases.connect(env.AUTH_DATABASE_URL ?? env.DATABASE_URL),
  });
  stopOnSignals([auth], databases);
  // Its log (JSON, like every line the servers write) says where it listens.
  await auth.listen({ host: env.AUTH_HOST, port: env.AUTH_PORT });
}

runMain(main);
