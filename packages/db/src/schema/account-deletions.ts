import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Deletion requests of accounts (decision 0023), shared by the two servers like `session_revocations`: the portal opens
 * one for a person who has nothing that blocks it, the account service confirms it with the person's password as it
 * deletes the account, and the portal then deletes its own data of the person and marks it completed. No foreign key:
 * the row outlives both the account and the profile.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The account's id, which is also the portal profile's. */
    userID: uuid().notNull(),
    /** SHA-256 of the single-use token the account service's page takes; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set by the account service in the transaction that deletes the account. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** Set by the portal in the transaction that deletes its data of the person. */
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_deletions_incomplete')
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null and ${t.completedAt} is null`),
    index().on(t.userID),
  ],
);
