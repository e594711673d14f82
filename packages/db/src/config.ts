import { z } from 'zod';

export const DatabaseConfigSchema = z.object({
  /** `postgres://...`; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL only: the role that owns the tables, used at start for migrations, reference data and demo data, when the
   * servers connect as roles of their own (see databaseRolesSql); defaults to DATABASE_URL.
   */
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded PGlite database. */
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** Connections in the PostgreSQL pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});
export type DatabaseConfig = z.infer<typeof DatabaseConfigSchema>;
