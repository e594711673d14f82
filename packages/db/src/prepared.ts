import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * `column = any($name)` for a prepared statement: `inArray` writes one `$n` per value, which makes each number of ids a
 * statement of its own. Its value is an array of the column's type.
 */
export const anyOf = (column: AnyColumn, placeholder: string) =>
  sql`${column} = any(${sql.placeholder(placeholder)})`;
