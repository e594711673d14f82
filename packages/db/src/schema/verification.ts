import type { Image, VerificationStatus } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * A business's request to be verified, with its evidence; an administrator approves or rejects it, and only an approval
 * makes the business `verified`. A business has at most one request waiting at a time.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid().primaryKey(),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requestedByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    registrationNumber: text().notNull(),
    /** Pictures of the registration documents, through the signed upload flow. */
    documents: jsonb().$type<Image[]>().notNull(),
    note: text(),
    status: text().$type<VerificationStatus>().notNull().default('pending'),
    decidedByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Why it was rejected, shown to the business. */
    decisionNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_requests_one_pending')
      .on(t.businessID)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.status, t.createdAt),
    index().on(t.businessID, t.createdAt),
  ],
);

/** The portal's administrators: they decide verification requests and record support. Granted by `npm run admin:grant`. */
export const administrators = pgTable('administrators', {
  userID: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
