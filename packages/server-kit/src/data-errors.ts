/**
 * SQLSTATE class 22, "data exception": the database refused a value itself (text that is not a uuid, a number out of
 * range, a string too long for its column). Such a value came from the request and slipped past its schema, so it is the
 * caller's mistake, not ours.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/**
 * Whether the error, or an error it wraps, is a data exception of PostgreSQL. node-postgres and PGlite both throw a
 * `DatabaseError` with the SQLSTATE in `code`; Drizzle wraps it in a `DrizzleQueryError` whose `cause` it is.
 */
export function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true;
    current = current.cause;
  }
  return false;
}
