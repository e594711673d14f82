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
        .innerJoin(credentials, eq(credentials.accountId, accounts.id))
        .where(eq(accounts.email, email))
        .limit(1);
      return row;
    },

    async findById(id: string) {
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
          await tx.insert(credentials).values({ accountId: row.id, passwordHash });
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

    async recordLoginFailure(email: string, address: string, at: Date, pruneBefore: Date) {
      await db.insert(loginFailures).values({ email, address, failedAt: at });
      // Failures older than the window count for nothing; the two indexes make this cheap.
      await db
        .delete(loginFailures)
        .where(
          and(
            or(eq(loginFailures.email, email), eq(loginFailures.address, address)),
            lt(loginFailures.failedAt, pruneBefore),
          ),
        );
    },

    async countLoginFailures(by: 'email' | 'address', value: string, since: Date): Promise<number> {
      const column = by === 'email' ? loginFailures.email : loginFailures.address;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(and(eq(column, value), gt(loginFailures.failedAt, since)));
      return row?.n ?? 0;
    },

    /** The time of the n-th most recent failure since `since`: once it leaves the window, fewer than n remain. */
    async nthRecentLoginFailure(
      by: 'email' | 'address',
      value: string,
      since: Date,
      n: number,
    ): Promise<Date | null> {
      const column = by === 'email' ? loginFailures.email : loginFailures.address;
      const [row] = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(column, value), gt(loginFailures.failedAt, since)))
        .orderBy(desc(loginFailures.failedAt))
        .offset(n - 1)
        .limit(1);
      return row?.failedAt ?? null;
    },

    async clearLoginFailures(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
