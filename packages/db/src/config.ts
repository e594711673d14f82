import { z } from 'zod';

export const DatabaseConfigSchema = z.object({
  /** `postgres://...`; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder of the embedded PGlite database. */
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** Connections in the PostgreSQL pool. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});
export type DatabaseConfig = z.infer<typeof DatabaseConfigSchema>;
