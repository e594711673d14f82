/**
 * Fills the configured database with demo data: `npm run seed:demo -- --scale small|medium|large|<n> [--seed <int>]`.
 * The database is the one `npm start` uses (DATABASE_URL, otherwise PGLITE_DIR), migrated and given reference data first.
 */
import { parseArgs } from 'node:util';
import { configuredPictureStore, loadPortalEnv } from '@b2b/api';
import { prepareDatabase } from '@b2b/db';
import { demoPictures, demoSteps, generateDemoData, parseScale } from '@b2b/db/seed';
import { runMain } from './run-main.ts';

function readArguments() {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, seed: { type: 'string' } },
  });
  const factor = parseScale(values.scale);
  if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) {
    throw new Error(`--seed takes an integer, not "${values.seed}"`);
  }
  return { factor, seed: values.seed === undefined ? undefined : Number(values.seed) };
}

async function main() {
  const { factor, seed } = readArguments();
  const env = loadPortalEnv();
  const handle = await prepareDatabase(env);
  try {
    // Host and database name only: the URL may carry a password.
    const url = env.DATABASE_URL ? new URL(env.DATABASE_URL) : undefined;
    const where = url ? `PostgreSQL at ${url.host}${url.pathname}` : `PGlite in ${env.PGLITE_DIR}`;
    console.log(`database: ${where}, migrated, reference data loaded`);
    if (demoSteps.length === 0) {
      console.log('There are no demo entities to generate yet beyond the reference data.');
      return;
    }
    console.log(`scale ×${factor}${seed === undefined ? '' : `, seed ${seed}`}`);
    const made = await generateDemoData(handle.db, {
      factor,
      ...(seed === undefined ? {} : { seed }),
      log: (line) => console.log(`  ${line}`),
      pictures: demoPictures(configuredPictureStore(env, handle.db)),
    });
    const summary = Object.entries(made).map(([name, n]) => `${n} ${name}`);
    console.log(`made ${summary.join(', ')}`);
  } finally {
    await handle.close();
  }
}

runMain(main);
