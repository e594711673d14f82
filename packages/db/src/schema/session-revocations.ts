import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Published by the account service, read by every portal's API: a session revoked here makes its still-unexpired access
 * tokens answer SessionError at once. Like the JWKS, it is what the account service tells the world, not its own tables.
 */
export const sessionRevocations = pgTable('session_revocations', {
  sessionID: uuid().primaryKey(),
  revokedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** After this no access token of the session can still be valid, so the row may be deleted. */
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
