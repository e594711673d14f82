import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { databaseRolesSql, type DatabaseRoles } from '../roles.ts';
import { testDatabaseUrl, withAdmin, type TestDatabase } from './template.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestRoles {
  roles: DatabaseRoles;
  /**
   * The test database as the server role sees it: on PostgreSQL a pool logged in as that role; on PGlite, which has one
   * connection, that connection after SET ROLE (closing it goes back to the owner).
   */
  connectAs(role: 'portal' | 'accounts'): Promise<DatabaseHandle>;
  /** Drops the roles; call it after closing the test database, which held their grants. */
  drop(): Promise<void>;
}

/** PostgreSQL's insufficient_privilege, wherever the driver put it. */
export function isPermissionDenied(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '42501') return true;
  }
  return false;
}

/** What the database answered a query: `'allowed'`, or the error that refused it. */
export function refusalOf(query: Promise<unknown>): Promise<unknown> {
  return query.then(
    () => 'allowed',
    (error: unknown) => error,
  );
}

/**
 * Applies databaseRolesSql to the test database with role names of its own (roles belong to the whole PostgreSQL
 * server, which concurrent test runs share), the test database's owner as the owner role.
 */
export async function createTestRoles(database: TestDatabase): Promise<TestRoles> {
  const suffix = randomBytes(5).toString('hex');
  const result = (await database.db.execute(sql`select current_user as owner`)) as unknown as {
    rows: { owner: string }[];
  };
  const roles: DatabaseRoles = {
    owner: result.rows[0]!.owner,
    portal: `b2b_test_portal_${suffix}`,
    accounts: `b2b_test_accounts_${suffix}`,
  };
  for (const statement of databaseRolesSql(roles)) await database.db.execute(sql.raw(statement));

  return {
    roles,
    async connectAs(role) {
      const name = roles[role];
      if (database.driver === 'postgres') {
        const url = new URL(database.url ?? testDatabaseUrl());
        url.username = name;
        url.password = '';
        return openDatabase({ url: url.toString(), poolSize: 2 });
      }
      await database.db.execute(sql.raw(`SET ROLE "${name}"`));
      return { ...database, close: async () => void (await database.db.execute(sql`RESET ROLE`)) };
    },
    async drop() {
      if (database.driver !== 'postgres') return;
      await withAdmin(testDatabaseUrl(), async (client) => {
        for (const name of [roles.portal, roles.accounts])
          await client.query(`DROP ROLE IF EXISTS "${name}"`);
      });
    },
  };
}

/**
 * A test file's database as one server role sees it: the file's own database, roles made for it and a connection as
 * `role`. All are closed and dropped after the file's tests, and after whatever the file registers later (the server
 * built on the connection), since Vitest runs `afterAll` hooks last registered first.
 */
export async function connectAsTestRole(role: 'portal' | 'accounts'): Promise<DatabaseHandle> {
  const database = await openTestDatabase();
  const roles = await createTestRoles(database);
  const connection = await roles.connectAs(role);
  afterAll(async () => {
    await connection.close();
    await database.close();
    await roles.drop();
  });
  return connection;
}
