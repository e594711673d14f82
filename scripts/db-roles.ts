/**
 * Sets up the PostgreSQL roles of a deployment where the two servers connect as roles of their own:
 * `npm run db:roles` prints the SQL (for psql or a review), `npm run db:roles -- --apply` runs it on the database of
 * MIGRATION_DATABASE_URL (otherwise DATABASE_URL), as the owner of its tables, after migrating it.
 * `--owner`, `--portal` and `--accounts` change the role names (b2b_owner, b2b_portal, b2b_accounts).
 */
import { parseArgs } from 'node:util';
import { loadPortalEnv } from '@b2b/api';
import { databaseRolesSql, DEFAULT_DATABASE_ROLES, prepareDatabase, sql } from '@b2b/db';
import { runMain } from './run-main.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      apply: { type: 'boolean', default: false },
      owner: { type: 'string', default: DEFAULT_DATABASE_ROLES.owner },
      portal: { type: 'string', default: DEFAULT_DATABASE_ROLES.portal },
      accounts: { type: 'string', default: DEFAULT_DATABASE_ROLES.accounts },
    },
  });
  const statements = databaseRolesSql({
    owner: values.owner,
    portal: values.portal,
    accounts: values.accounts,
  });
  if (!values.apply) {
    console.log(statements.map((statement) => `${statement};`).join('\n'));
    return;
  }
  const env = loadPortalEnv();
  if (!env.DATABASE_URL)
    throw new Error('Database roles need PostgreSQL: set DATABASE_URL (and MIGRATION_DATABASE_URL).');
  const handle = await prepareDatabase(env);
  try {
    for (const statement of statements) await handle.db.execute(sql.raw(statement));
  } finally {
    await handle.close();
  }
  console.log(
    `roles ${values.portal} and ${values.accounts} granted their access; give them passwords with ALTER ROLE ... PASSWORD`,
  );
}

runMain(main);
