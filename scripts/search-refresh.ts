/**
 * Chooses the frequent search words anew and remakes their lists of best-ranked products and people
 * (`npm run search:refresh`), on the database `npm start` uses. The lists stay exact through every write; only a word that has become frequent since
 * the last refresh is searched the slower way, so once a day in a quiet hour is enough.
 */
import { loadPortalEnv } from '@b2b/api';
import { FREQUENT_SEARCH_TERMS, prepareDatabase, refreshFrequentSearchTerms } from '@b2b/db';
import { runMain } from './run-main.ts';

async function main() {
  const handle = await prepareDatabase(loadPortalEnv());
  try {
    const started = Date.now();
    const words = await refreshFrequentSearchTerms(handle.db);
    console.log(
      `${words.product} words found in at least ${FREQUENT_SEARCH_TERMS.minMatches} products and ${words.user} in as ` +
        `many people, each with its ${FREQUENT_SEARCH_TERMS.listSize} best-ranked ones, in ${Date.now() - started} ms`,
    );
  } finally {
    await handle.close();
  }
}

runMain(main);
