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

/** How a connection to the database fails when the database is away: refused, cut, timed out, unreachable. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a database that is not there for now: class 08 (connection exception), an administrator's or a crash's
 * shutdown and a server still starting (57P01-57P03), and too many connections (53300).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** What node-postgres and its pool say, without a code, when a connection drops or cannot be had in time. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

/**
 * Whether the error, or one it wraps, says the database cannot be reached or went away, as opposed to refusing the
 * query. Such a request may succeed in a moment, so it is answered 503 with `Retry-After`, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_STATE.test(code))) {
      return true;
    }
    if (CONNECTION_LOST_MESSAGES.some((message) => current.message.startsWith(message))) return true;
    queue.push(current.cause);
    // A connection to a name with several addresses fails with each of them (Node's AggregateError).
    if (current instanceof AggregateError) queue.push(...(current.errors as unknown[]));
  }
  return false;
}
