import { and, asc, desc, eq, gt, lt, or, sql, tables, type Database } from '@b2b/db';

const { accounts, credentials, countries, loginFailures } = tables;

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  businessType: string;
  passwordHash: string;
}

const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  countryCode: accounts.countryCode,
  businessType: accounts.businessType,
};

/** PostgreSQL's unique_violation, wherever the driver put it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function accountsRepository(db: Database) {
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

    /** The new account's id, or null when the email was taken meanwhile. */
    async insert(account: NewAccount): Promise<string | null> {
      const { passwordHash, ...fields } = account;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(accounts).values(fields).returning({ id: accounts.id });
          if (!row) throw new Error('The account insert returned no row');
          await tx.insert(credentials).values({ accountID: row.id, passwordHash });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
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
