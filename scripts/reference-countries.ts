/**
 * Writes the countries and states of the reference data (`npm run refdata:countries`) from their sources
 * (`country-state-city`, ISO 3166-2) to `packages/db/src/seed/data/countries.json` and `states.json`, which every start
 * loads: a production install then needs neither library. Run it after updating either library, and commit the files.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { countriesFromSources, statesFromSources } from '../packages/db/src/seed/reference-sources.ts';
import { format, resolveConfig } from 'prettier';
import { runMain } from './run-main.ts';

async function write(name: string, rows: unknown[]) {
  const path = fileURLToPath(new URL(`../packages/db/src/seed/data/${name}`, import.meta.url));
  const options = await resolveConfig(path);
  await writeFile(path, await format(JSON.stringify(rows), { ...options, filepath: path }));
  console.log(`${path}: ${rows.length} rows`);
}

runMain(async () => {
  await write('countries.json', countriesFromSources());
  await write('states.json', statesFromSources());
});
