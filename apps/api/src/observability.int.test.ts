import { sql, tables } from '@b2b/db';
import { openTestDatabase, testDatabaseKind } from '@b2b/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { mailOutbox } from './modules/mail/mail.repository.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { openEventStream } from './test/event-stream.ts';
import { useTestApp } from './test/use-test-app.ts';

/** The per-address limit of this file's portal; every other request comes from an address of its own. */
const LIMIT = 3;
let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

const { app, database, visitor } = await useTestApp({
  env: { METRICS_PORT: '0', RATE_LIMIT_PER_MINUTE: String(LIMIT) },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const publicUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: freshAddress() });
const scrape = async () => {
  const response = await fetch(`${app.metricsAddress!()}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};
/** The value of one series, exactly as named with its labels (the service's label last, as prom-client writes it). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('is not served on the public address: its port answers 404 in the envelope', async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const response = await fetch(`${publicUrl}${url}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, name: 'NotFound' });
    }
    expect(app.metricsAddress!()).not.toBe(publicUrl);
  });

  it("names the portal's metrics, with the values of what happened", async () => {
    for (const country of ['CN', 'IT']) {
      expect((await get(`/api/ref-data/country/${country}/state`)).statusCode).toBe(200);
    }
    // One address past the per-address limit, which the health checks do not count against.
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push((await app.inject({ url: '/api/health/live', remoteAddress: address })).statusCode);
      statuses.push((await app.inject({ url: '/api/ref-data/gender', remoteAddress: address })).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // Two mails waiting in the outbox, one failed for good.
    await database.db.transaction((tx) =>
      mailOutbox('portal.test').enqueue(
        tx,
        ['a', 'b', 'c'].map((name) => ({
          to: `${name}@example.com`,
          language: 'en' as const,
          template: 'inquiry.message' as const,
          data: { message: 'Hello', path: '/message-center' },
        })),
      ),
    );
    await database.db.execute(
      sql`update ${tables.emailOutbox} set status = 'failed' where to_address = 'c@example.com'`,
    );
    // A live stream open on this process.
    const person = await visitor();
    const ticket = await app.inject({ method: 'POST', url: '/api/live/ticket', headers: person.headers });
    const stream = await openEventStream(
      `${publicUrl}/api/live/stream?ticket=${ticket.json<{ data: { ticket: string } }>().data.ticket}`,
    );
    expect((await stream.next()).event).toBe('ready');

    const text = await scrape();
    stream.close();
    const route = (method: string, path: string, status: number) =>
      `http_requests_total{method="${method}",route="${path}",status="${status}",service="portal"}`;
    // The route's pattern, never the address: one series for every country.
    expect(valueOf(text, route('GET', '/api/ref-data/country/:code/state', 200))).toBe(2);
    expect(text).not.toMatch(/country\/(CN|IT)/);
    expect(valueOf(text, route('GET', '/api/ref-data/gender', 200))).toBe(LIMIT);
    expect(valueOf(text, route('GET', '/api/ref-data/gender', 429))).toBe(1);
    expect(valueOf(text, route('GET', '/api/health/live', 200))).toBe(LIMIT + 1);
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{service="portal",method="GET",route="/api/ref-data/gender",status="200"}',
      ),
    ).toBe(LIMIT);
    expect(valueOf(text, 'b2b_rate_limit_refusals_total{limit="address",service="portal"}')).toBe(1);
    expect(valueOf(text, 'b2b_rate_limit_shared{service="portal"}')).toBe(0);
    expect(valueOf(text, 'b2b_live_streams_open{service="portal"}')).toBe(1);
    expect(valueOf(text, 'b2b_mail_outbox{status="waiting",service="portal"}')).toBe(2);
    expect(valueOf(text, 'b2b_mail_outbox{status="failed",service="portal"}')).toBe(1);
    expect(valueOf(text, 'b2b_page_cache_lookups_total{result="hit",service="portal"}')).toBe(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes{service="portal"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds{service="portal"}')).toBeGreaterThan(0);
    const driver = testDatabaseKind();
    expect(valueOf(text, `b2b_database_info{driver="${driver}",service="portal"}`)).toBe(1);
    if (driver === 'postgres') {
      // The stream's ticket and the outbox's count ran on the pool: it has opened connections, none waits now.
      const busy = valueOf(text, 'b2b_db_pool_connections{state="busy",service="portal"}')!;
      const idle = valueOf(text, 'b2b_db_pool_connections{state="idle",service="portal"}')!;
      expect(busy + idle).toBeGreaterThan(0);
      expect(valueOf(text, 'b2b_db_pool_waiting{service="portal"}')).toBe(0);
      expect(valueOf(text, 'b2b_db_pool_max_connections{service="portal"}')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('b2b_db_pool_');
    }
  });
});

describe('health', () => {
  it('live answers while the process runs', async () => {
    const response = await get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('ready answers with what it checked: the database, its migrations, and no Redis configured', async () => {
    const response = await get('/api/health/ready');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'ready',
      database: testDatabaseKind(),
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
  });

  describe('ready answers 503 in the envelope, and live still 200,', () => {
    const others: App[] = [];
    afterAll(async () => {
      for (const other of others) await other.close();
    });

    it('when the database lacks a migration of this version', async () => {
      const own = await openTestDatabase();
      const other = await buildTestApp({ database: own });
      others.push(other);
      const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
      await own.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
      const response = await other.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        success: false,
        name: 'ServiceUnavailable',
        message: 'Not ready: the database lacks migrations of this version.',
      });
      expect((await other.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      await own.close();
    });

    it('when the database does not answer', async () => {
      const own = await openTestDatabase();
      const other = await buildTestApp({ database: own });
      others.push(other);
      expect((await other.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      await own.close();
      const response = await other.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        name: 'ServiceUnavailable',
        message: 'Not ready: the database does not answer.',
      });
      expect((await other.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    });

    it('when Redis is configured and does not answer; the per-address limit then counts in this process', async () => {
      // Nothing listens on port 1: the connection is refused, as when Redis is down.
      const other = await buildTestApp({
        env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '2', METRICS_PORT: '0' },
      });
      others.push(other);
      const response = await other.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'Not ready: Redis does not answer.' });
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await other.inject({ url: '/api/ref-data/gender', remoteAddress: '203.0.113.9' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
      const text = await (await fetch(`${other.metricsAddress!()}/metrics`)).text();
      expect(valueOf(text, 'b2b_redis_up{service="portal"}')).toBe(0);
      expect(valueOf(text, 'b2b_rate_limit_shared{service="portal"}')).toBe(0);
      expect(valueOf(text, 'b2b_rate_limit_refusals_total{limit="address",service="portal"}')).toBe(1);
    });
  });
});
