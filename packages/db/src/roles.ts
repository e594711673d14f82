/**
 * Separate PostgreSQL roles for the two servers, so that the portal's API cannot read the account service's tables
 * (accounts, password hashes, sessions) even if it is compromised. The owner role owns every table and runs the
 * migrations; the two server roles get only data access to what their code uses.
 */
export interface DatabaseRoles {
  /** Owns the database's tables and runs migrations, reference data and demo data (MIGRATION_DATABASE_URL). */
  owner: string;
  /** The portal's API (DATABASE_URL): every table of `public`, nothing of `auth`. */
  portal: string;
  /** The account service (AUTH_DATABASE_URL): the `auth` schema, plus what it shares with the portals. */
  accounts: string;
}

export const DEFAULT_DATABASE_ROLES: DatabaseRoles = {
  owner: 'b2b_owner',
  portal: 'b2b_portal',
  accounts: 'b2b_accounts',
};

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const DATA = 'SELECT, INSERT, UPDATE, DELETE';

/** Gives `role` data access to the tables and sequences of `schema`, including those later migrations add. */
function dataAccess(owner: string, role: string, schema: string): string[] {
  return [
    `GRANT USAGE ON SCHEMA ${schema} TO ${role}`,
    `GRANT ${DATA} ON ALL TABLES IN SCHEMA ${schema} TO ${role}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema} GRANT ${DATA} ON TABLES TO ${role}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA ${schema} GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
  ];
}

/**
 * The statements that create the two server roles (without password: set one with ALTER ROLE ... PASSWORD) and grant
 * them their access, in the current database, run as its owner after the migrations. Running them again is harmless,
 * and needed after a migration that adds a schema. The owner role itself is the one that created the tables.
 */
export function databaseRolesSql(roles: DatabaseRoles = DEFAULT_DATABASE_ROLES): string[] {
  const owner = ident(roles.owner);
  const portal = ident(roles.portal);
  const accounts = ident(roles.accounts);
  const createRole = (name: string) =>
    `IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(name)}) THEN CREATE ROLE ${ident(name)} LOGIN; END IF;`;
  return [
    `DO $$ BEGIN ${createRole(roles.portal)} ${createRole(roles.accounts)} END $$`,
    // Before PostgreSQL 15 every role may create tables in `public`; only the owner's migrations may.
    'REVOKE CREATE ON SCHEMA public FROM PUBLIC',
    'REVOKE ALL ON SCHEMA auth FROM PUBLIC',
    'REVOKE ALL ON ALL TABLES IN SCHEMA auth FROM PUBLIC',
    `REVOKE ALL ON SCHEMA auth FROM ${portal}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA auth FROM ${portal}`,
    ...dataAccess(owner, portal, 'public'),
    ...dataAccess(owner, accounts, 'auth'),
    // What the account service shares with the portals: it reads the countries for its sign-up form, publishes
    // revoked sessions, which every portal's API reads, and queues its mails in the one outbox (decision 0022).
    `GRANT USAGE ON SCHEMA public TO ${accounts}`,
    `GRANT SELECT ON countries TO ${accounts}`,
    `GRANT ${DATA} ON session_revocations TO ${accounts}`,
    // Deletion requests (decision 0023): the portal opens them, the account service confirms them as it deletes the account.
    `GRANT SELECT, UPDATE ON account_deletions TO ${accounts}`,
    `GRANT INSERT ON email_outbox TO ${accounts}`,
    // The readiness checks of both servers read which migrations are applied (nothing else of drizzle's schema).
    `GRANT USAGE ON SCHEMA drizzle TO ${portal}, ${accounts}`,
    `GRANT SELECT ON drizzle.__drizzle_migrations TO ${portal}, ${accounts}`,
  ];
}
