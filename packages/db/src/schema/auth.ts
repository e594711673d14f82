import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The account service's own tables; the portal's API never reads them. */
export const authSchema = pgSchema('auth');

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const accounts = authSchema.table('accounts', {
  id: uuid().primaryKey().defaultRandom(),
  /** Trimmed and lower-cased, so one address is one account. */
  email: text().notNull().unique(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  countryCode: char({ length: 2 }).notNull(),
  businessType: char({ length: 2 }).notNull(),
  /** Made by the demo seed, with the published demo password: a production start refuses to run while any exist. */
  demo: boolean().notNull().default(false),
  /** When the person opened the link mailed to `email`; null until then, and again after the address changes. */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /** The language of the page they registered on (en, es, it, zh): the account's mails are written in it. */
  language: text().notNull().default('en'),
  createdAt: createdAt(),
});

export const credentials = authSchema.table('credentials', {
  accountID: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** argon2id, PHC string. */
  passwordHash: text().notNull(),
  updatedAt: createdAt(),
});

/** The account service's own browser session (its cookie): what makes single sign-on across portals work. */
export const ssoSessions = authSchema.table(
  'sso_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountID: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's value; the value itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.accountID)],
);

/** A portal session: one family of refresh tokens, made by one hand-off to one portal origin. */
export const sessions = authSchema.table(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountID: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ssoSessionID: uuid().references(() => ssoSessions.id, { onDelete: 'set null' }),
    portalOrigin: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [index().on(t.accountID), index().on(t.ssoSessionID)],
);

export const refreshTokens = authSchema.table(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionID: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when it was exchanged; a second use revokes the whole family. */
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.sessionID)],
);

/** One-time tokens that carry a signed-in person from the account service to a portal's /SetID/ page. */
export const handoffTokens = authSchema.table('handoff_tokens', {
  tokenHash: text().primaryKey(),
  accountID: uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  ssoSessionID: uuid().references(() => ssoSessions.id, { onDelete: 'cascade' }),
  portalOrigin: text().notNull(),
  /** SHA-256 of the state of the sign-in it came from; redeeming it takes the same state. Null: no state was given, and it cannot be redeemed. */
  stateHash: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** Failed logins, per account and per address, for the rate limit and the growing delay; kept in the database so every server sees them. */
export const loginFailures = authSchema.table(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    address: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.failedAt), index().on(t.address, t.failedAt)],
);

/** What a mailed account link does; a token works only for its own purpose. */
export const ACCOUNT_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'change_email',
  'undo_email_change',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use links mailed to a person (decision 0022): only the SHA-256 of the token is kept, and one `UPDATE ... WHERE
 * used_at IS NULL AND expires_at > now RETURNING` spends it, so two uses at once cannot both succeed.
 */
export const accountTokens = authSchema.table(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    accountID: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** What the link is about beyond the account: the address it was sent to, the new or the old address. */
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'account_tokens_purpose',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email', 'undo_email_change')`,
    ),
    index().on(t.accountID, t.purpose, t.createdAt),
  ],
);
