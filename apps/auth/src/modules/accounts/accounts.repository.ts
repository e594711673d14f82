import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNull,
  lt,
  or,
  sql,
  tables,
  type Database,
  type OutboxMail,
  type OutboxWriter,
} from '@b2b/db';

const { accounts, accountTokens, credentials, countries, loginFailures } = tables;

export type AccountTokenPurpose = (typeof tables.ACCOUNT_TOKEN_PURPOSES)[number];

/** A mailed link's token as it is stored: its digest only. */
export interface NewAccountToken {
  tokenHash: string;
  purpose: AccountTokenPurpose;
  data: Record<string, string>;
  /** The service's time, which the resend limit counts by. */
  createdAt: Date;
  expiresAt: Date;
}

/** A token and the mail that carries it, written together. */
export interface MailedToken {
  token: NewAccountToken;
  mail: OutboxMail;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  businessType: string;
  passwordHash: string;
  /** The language of the page they registered on. */
  language: string;
}

const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  countryCode: accounts.countryCode,
  businessType: accounts.businessType,
  emailVerifiedAt: accounts.emailVerifiedAt,
  language: accounts.language,
};

/** PostgreSQL's unique_violation, wherever the driver put it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function accountsRepository(db: Database, outbox: OutboxWriter) {
  async function issue(executor: Database, accountID: string, { token, mail }: MailedToken) {
    await executor.insert(accountTokens).values({ ...token, accountID });
    await outbox.enqueue(executor, [mail]);
  }

  /**
   * Spends a token: one statement marks it used only while it is unused, unexpired and of this purpose, so of two
   * uses at once exactly one gets the row back. Unknown, used, expired and other purposes all give undefined.
   */
  async function consume(executor: Database, tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
    const [row] = await executor
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ accountID: accountTokens.accountID, data: accountTokens.data });
    return row;
  }

  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select({ ...accountColumns, passwordHash: credentials.passwordHash })
        .from(accounts)
        .innerJoin(credentials, eq(credentials.accountID, accounts.id))
        .where(eq(accounts.email, email))
        .limit(1);
      return row;
    },

    async findByID(id: string) {
      const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },

    async emailExists(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1);
      return rows.length > 0;
    },

    /** The new account's id, with its verification link queued, or null when the email was taken meanwhile. */
    async insert(account: NewAccount, verification: MailedToken): Promise<string | null> {
      const { passwordHash, ...fields } = account;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(accounts).values(fields).returning({ id: accounts.id });
          if (!row) throw new Error('The account insert returned no row');
          await tx.insert(credentials).values({ accountID: row.id, passwordHash });
          await issue(tx, row.id, verification);
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Stores a token and queues its mail, in one transaction. */
    issueToken: (accountID: string, mailed: MailedToken) =>
      db.transaction((tx) => issue(tx, accountID, mailed)),

    /** Tokens of the account and purpose made since `since`, optionally only those whose data has `marker` set. */
    async countTokensSince(accountID: string, purpose: AccountTokenPurpose, since: Date, marker?: string) {
      const rows = await db
        .select({ createdAt: accountTokens.createdAt })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.accountID, accountID),
            eq(accountTokens.purpose, purpose),
            gt(accountTokens.createdAt, since),
            marker ? sql`${accountTokens.data} ? ${marker}` : undefined,
          ),
        )
        .orderBy(asc(accountTokens.createdAt));
      return rows.map((row) => row.createdAt);
    },

    /**
     * Spends a verification token and marks the account verified, when its address is still the one the link was
     * sent to. The account, or undefined when the token is refused.
     */
    async verifyEmail(tokenHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const spent = await consume(tx, tokenHash, 'verify_email', now);
        if (!spent) return undefined;
        // Verified once: opening a second link of the same address keeps the first time.
        const [verified] = await tx
          .update(accounts)
          .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now})` })
          .where(and(eq(accounts.id, spent.accountID), eq(accounts.email, spent.data.email ?? '')))
          .returning({ id: accounts.id });
        // The address changed since the link was sent: it proves nothing about the present one.
        if (!verified) return undefined;
        return { accountID: spent.accountID, data: spent.data };
      });
    },

    /** The token's data while it could still be spent for `purpose`; undefined otherwise. Spends nothing. */
    async findUsableToken(tokenHash: string, purpose: AccountTokenPurpose, now: Date) {
      const [row] = await db
        .select({ accountID: accountTokens.accountID, data: accountTokens.data })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Spends a reset token and sets the new password. The link reached the account's address, so when that is still
     * the address the account is verified too. The account's id, or undefined when the token is refused.
     */
    async resetPassword(tokenHash: string, passwordHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const spent = await consume(tx, tokenHash, 'reset_password', now);
        if (!spent) return undefined;
        await tx
          .update(credentials)
          .set({ passwordHash, updatedAt: now })
          .where(eq(credentials.accountID, spent.accountID));
        await tx
          .update(accounts)
          .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now})` })
          .where(and(eq(accounts.id, spent.accountID), eq(accounts.email, spent.data.email ?? '')));
        return spent;
      });
    },

    async passwordHashOf(accountID: string): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: credentials.passwordHash })
        .from(credentials)
        .where(eq(credentials.accountID, accountID))
        .limit(1);
      return row?.passwordHash;
    },

    async setPassword(accountID: string, passwordHash: string, now: Date) {
      await db
        .update(credentials)
        .set({ passwordHash, updatedAt: now })
        .where(eq(credentials.accountID, accountID));
    },

    /**
     * Spends a token that moves the account from `data.from` to `data.to` (a confirmed change, or its undoing), when the
     * account still has `from` and nobody took `to` meanwhile; `then` queues what follows (the old address's notice) in
     * the same transaction. The account and the token's data, or undefined when refused.
     */
    async moveEmail(
      tokenHash: string,
      purpose: 'change_email' | 'undo_email_change',
      now: Date,
      then?: (
        account: { id: string; firstName: string; language: string },
        data: Record<string, string>,
      ) => MailedToken,
    ) {
      try {
        return await db.transaction(async (tx) => {
          const spent = await consume(tx, tokenHash, purpose, now);
          if (!spent?.data.from || !spent.data.to) return undefined;
          const [moved] = await tx
            .update(accounts)
            // The link reached `to`: that address is proved.
            .set({ email: spent.data.to, emailVerifiedAt: now })
            .where(and(eq(accounts.id, spent.accountID), eq(accounts.email, spent.data.from)))
            .returning({ id: accounts.id, firstName: accounts.firstName, language: accounts.language });
          if (!moved) return undefined;
          if (then) await issue(tx, moved.id, then(moved, spent.data));
          return { accountID: moved.id, data: spent.data };
        });
      } catch (error) {
        // Someone registered the address meanwhile: the link is refused like any other.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async countryExists(code: string): Promise<boolean> {
      const rows = await db
        .select({ code: countries.code })
        .from(countries)
        .where(eq(countries.code, code))
        .limit(1);
      return rows.length > 0;
    },

    listCountries(): Promise<{ code: string; name: string }[]> {
      return db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    /**
     * Reserves a sign-in attempt before its password is checked: the attempt is written as a failure at once, and a
     * successful sign-in takes it back. Attempts from one address queue on a lock for the count and the write, so 30
     * guesses at once see each other and at most the limit of them get a password check. Returns the attempt's id, or,
     * when a limit is reached, the time its oldest counted failure leaves the window.
     */
    async reserveLoginAttempt(
      attempt: { email: string; address: string; at: Date },
      limits: { since: Date; maxPerAccountAddress: number; maxPerAddress: number },
    ): Promise<{ id: number } | { retryAt: Date }> {
      const { email, address, at } = attempt;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${address}`}, 0))`);
        // Failures older than the window count for nothing; the two indexes make this cheap.
        await tx
          .delete(loginFailures)
          .where(
            and(
              or(eq(loginFailures.email, email), eq(loginFailures.address, address)),
              lt(loginFailures.failedAt, limits.since),
            ),
          );
        const nthRecent = async (n: number, ...where: Parameters<typeof and>) => {
          const [row] = await tx
            .select({ failedAt: loginFailures.failedAt })
            .from(loginFailures)
            .where(and(...where, gt(loginFailures.failedAt, limits.since)))
            .orderBy(desc(loginFailures.failedAt))
            .offset(n - 1)
            .limit(1);
          return row?.failedAt.getTime() ?? 0;
        };
        const limitedSince = Math.max(
          await nthRecent(
            limits.maxPerAccountAddress,
            eq(loginFailures.email, email),
            eq(loginFailures.address, address),
          ),
          await nthRecent(limits.maxPerAddress, eq(loginFailures.address, address)),
        );
        if (limitedSince > 0) return { retryAt: new Date(limitedSince) };
        const [row] = await tx
          .insert(loginFailures)
          .values({ email, address, failedAt: at })
          .returning({ id: loginFailures.id });
        if (!row) throw new Error('The login attempt insert returned no row');
        return { id: row.id };
      });
    },

    /** Failures of the account from the address since `since`, the reserved attempt included. */
    async countLoginFailures(email: string, address: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.email, email),
            eq(loginFailures.address, address),
            gt(loginFailures.failedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** A sign-in succeeded: its reservation and the earlier failures of the account from that address are forgiven. */
    async clearLoginFailures(email: string, address: string) {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
