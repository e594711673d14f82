import { eq, sql } from 'drizzle-orm';
import { administrators } from '../../schema/verification.ts';
import { users } from '../../schema/users.ts';
import type { DemoStep } from '../demo.ts';
import { DEMO_ACCOUNT_ID } from './accounts.ts';
import { hasRow } from './rows.ts';

/**
 * The well-known demo account is an administrator, so that a developer (and the browser tests) can try the
 * administration. Only where demo data is loaded, which production never does; a production start that keeps demo
 * accounts takes the role away from them (`prepareDemoData`), since their password is published.
 */
export const administratorsStep: DemoStep = {
  name: 'administrators',

  hasData: (db) => hasRow(db, administrators.userID, DEMO_ACCOUNT_ID),

  async run({ db }) {
    // The demo account may have been deleted: then there is nobody to grant.
    const granted = await db
      .insert(administrators)
      .select(
        db
          .select({ userID: users.id, grantedAt: sql`now()`.as('granted_at') })
          .from(users)
          .where(eq(users.id, DEMO_ACCOUNT_ID)),
      )
      .onConflictDoNothing()
      .returning({ userID: administrators.userID });
    return granted.length;
  },
};
