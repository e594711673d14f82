/**
 * Makes a person of the portal one of its administrators: `npm run admin:grant -- <email>`; `--revoke` takes the role
 * back. The person must have signed in to the portal once (that makes their profile); the database is the one
 * `npm start` uses (DATABASE_URL, otherwise PGLITE_DIR, which only one process may open: stop the server first).
 */
import { parseArgs } from 'node:util';
import { administratorsRepository, loadPortalEnv } from '@b2b/api';
import { prepareDatabase } from '@b2b/db';
import { runMain } from './run-main.ts';

async function main() {
  const { values, positionals } = parseArgs({
    options: { revoke: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [email] = positionals;
  if (!email || positionals.length > 1) {
    throw new Error('Usage: npm run admin:grant -- <email> [--revoke]');
  }
  const handle = await prepareDatabase(loadPortalEnv());
  try {
    const administrators = administratorsRepository(handle.db);
    const people = await administrators.usersByEmail(email);
    if (people.length === 0) {
      throw new Error(
        `Nobody with the email ${email} has signed in to this portal yet; they must sign in once first.`,
      );
    }
    for (const person of people) {
      if (values.revoke) {
        const revoked = await administrators.revoke(person.userID);
        console.log(
          `${person.email}: ${revoked ? 'no longer an administrator' : 'was not an administrator'}`,
        );
      } else {
        const granted = await administrators.grant(person.userID);
        console.log(`${person.email}: ${granted ? 'now an administrator' : 'already an administrator'}`);
      }
    }
  } finally {
    await handle.close();
  }
}

runMain(main);
