import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDataException } from './data-errors.ts';

/** The error Node gives for a connection to a port nobody listens on, as the database pool would meet it. */
async function refusedConnection(): Promise<Error> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return new Promise((resolve) => connect(port, '127.0.0.1').on('error', resolve));
}

/** An error as node-postgres throws it for a SQLSTATE, wrapped as Drizzle wraps it. */
const sqlState = (code: string) =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error('database error'), { code }) });

describe('a database that is away', () => {
  it('is told from a refused connection, wrapped or not', async () => {
    const refused = await refusedConnection();
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('is told from a dropped connection, a pool that waited too long, a shutdown or too many connections', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['08006', '08001', '57P01', '57P03', '53300']) {
      expect(isDatabaseUnavailable(sqlState(code)), code).toBe(true);
    }
  });

  it('is not a query the database refused, nor a bug', () => {
    for (const code of ['23505', '22P02', '42P01', '40001']) {
      expect(isDatabaseUnavailable(sqlState(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDataException(sqlState('22P02'))).toBe(true);
  });
});
