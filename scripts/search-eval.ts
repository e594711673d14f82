/**
 * Scores search relevance (`npm run search:eval`): a fresh in-memory database with the small demo data, the judged
 * queries of `apps/api/src/modules/search/eval` asked through the search API, nDCG@5, MRR, success@5 and the
 * zero-result rate printed per kind of query. `--failures` also lists the queries that missed success@5.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadPortalEnv } from '@b2b/api';
import { evaluateSearch, formatEvaluation, formatFailures } from '@b2b/api/search-eval';
import { applyMigrations, openDatabase } from '@b2b/db';
import { generateDemoData, seedReferenceData } from '@b2b/db/seed';
import { runMain } from './run-main.ts';

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'b2b-search-eval-'));
  const handle = await openDatabase({});
  try {
    const started = Date.now();
    await applyMigrations(handle);
    await seedReferenceData(handle.db);
    await generateDemoData(handle.db, { factor: 1 });
    const seeded = Date.now() - started;
    const { DATABASE_URL: _elsewhere, ...environment } = process.env;
    const env = loadPortalEnv({
      ...environment,
      FILES_DIR: join(workDir, 'files'),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: String(1_000_000),
    });
    const app = await buildApp({ env, database: handle });
    try {
      const evaluation = await evaluateSearch(app, handle.db);
      console.log(formatEvaluation(evaluation));
      if (process.argv.includes('--failures')) console.log(`\n${formatFailures(evaluation)}`);
      console.log(
        `\n${evaluation.outcomes.length} queries in ${Math.round(evaluation.milliseconds)} ms ` +
          `(database and demo data: ${seeded} ms)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

runMain(main);
