import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts } from './schema/auth.ts';
import { administrators } from './schema/verification.ts';

/** The start-up settings that decide about demo data, as the portal's environment schema parses them. */
export interface DemoStartSettings {
  NODE_ENV: 'development' | 'production' | 'test';
  /** Unset: on everywhere but in production. */
  DEMO_DATA?: boolean | undefined;
  ALLOW_DEMO_ACCOUNTS: boolean;
}

/** Demo data is loaded only outside production, and there only unless DEMO_DATA=false turns it off. */
export function demoDataWanted(settings: DemoStartSettings): boolean {
  return settings.NODE_ENV !== 'production' && settings.DEMO_DATA !== false;
}

/** Accounts the demo seed made: they all sign in with the password docs/features/accounts.md publishes. */
export async function countDemoAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.demo, true));
  return row?.n ?? 0;
}

export class DemoAccountsInProduction extends Error {
  constructor(found: number) {
    super(
      `Refusing to start in production: the database holds ${found} demo account(s), which sign in with the ` +
        'published demo password. Delete them (DELETE FROM auth.accounts WHERE demo) or, to keep them on purpose, ' +
        'set ALLOW_DEMO_ACCOUNTS=true.',
    );
    this.name = 'DemoAccountsInProduction';
  }
}

/**
 * What `npm start` does about demo data before serving: a production start never loads it and refuses to run while demo
 * accounts exist (unless ALLOW_DEMO_ACCOUNTS=true); elsewhere it runs `loadMissing` (the demo seed, adding what is
 * missing), unless DEMO_DATA=false. With demo data off nothing is added, so a deleted demo account stays deleted.
 * The seed comes as a function so that it is imported only where it runs: a production install has neither the seed nor
 * the libraries it needs. Answers whether demo data was loaded.
 */
export async function prepareDemoData(
  db: Database,
  settings: DemoStartSettings,
  loadMissing: () => Promise<unknown>,
): Promise<boolean> {
  if (settings.NODE_ENV === 'production') {
    if (!settings.ALLOW_DEMO_ACCOUNTS) {
      const found = await countDemoAccounts(db);
      if (found > 0) throw new DemoAccountsInProduction(found);
    }
    // Demo accounts kept on purpose still never administer production: anyone may sign in with their password.
    await db
      .delete(administrators)
      .where(
        inArray(
          administrators.userID,
          db.select({ id: accounts.id }).from(accounts).where(eq(accounts.demo, true)),
        ),
      );
  }
  if (!demoDataWanted(settings)) return false;
  await loadMissing();
  return true;
}
