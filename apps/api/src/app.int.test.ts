import { sql } from '@b2b/db';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from './app.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { useTestApp } from './test/use-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PORTAL = 'https://cn.portal.example';
const SISTER = 'https://us.portal.example';
const BODY_LIMIT = 4096;

/** Routes that exist only on this file's app: the portal has no body-taking route yet, and none that fails. */
const ECHO = '/api/test/echo';
const BOOM = '/api/test/boom';
/** Runs a statement whose value the database itself refuses, as a value that slipped past a schema would be. */
const REFUSED_VALUE = '/api/test/refused-value';
const REFUSED_VALUES = {
  notAUuid: sql`SELECT ${'2510d642d5f87b549cd03aa057eb66a0f99a'}::uuid`,
  outOfRange: sql`SELECT ${'99999999999'}::integer`,
  tooLong: sql.raw(`DO $$ DECLARE v varchar(2); BEGIN v := 'abc'; END $$`),
};
const LEAKY_MESSAGE =
  'select password_hash from accounts where email = $1 (at /srv/b2b/apps/api/src/secret.ts:12)';

const { app } = await useTestApp({
  env: {
    PUBLIC_URL: PORTAL,
    SISTER_PORTAL_ORIGINS: `${SISTER}, https://de.portal.example`,
    BODY_LIMIT: String(BODY_LIMIT),
  },
  extend(instance) {
    instance.post(
      ECHO,
      {
        schema: {
          body: z.object({ general: z.object({ companyName: z.string().min(1) }), size: z.number() }),
        },
      },
      async (request) => ({ success: true, data: request.body }),
    );
    instance.get(BOOM, async () => {
      throw new Error(LEAKY_MESSAGE);
    });
    instance.get(
      `${REFUSED_VALUE}/:value`,
      { schema: { params: z.object({ value: z.enum(Object.keys(REFUSED_VALUES)) }) } },
      async (request) => {
        await instance.db.execute(REFUSED_VALUES[request.params.value as keyof typeof REFUSED_VALUES]);
        return { success: true };
      },
    );
  },
});

describe('GET /api/health', () => {
  it('answers ok with the database it checked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'ok',
      database: testDatabaseKind(),
      uptimeSeconds: expect.any(Number),
    });
  });
});

describe('the error envelope', () => {
  it('answers an unknown /api route with 404 NotFound', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      name: 'NotFound',
      message: 'There is no route GET /api/no-such-thing.',
    });
  });

  it('answers a malformed JSON body with 400 ValidationError', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'content-type': 'application/json' },
      payload: '{"general": {',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      name: 'ValidationError',
      message: 'The request body is not valid JSON.',
    });
  });

  it('lists every failing field of a body by its dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ECHO,
      payload: { general: { companyName: '' }, size: 'big' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, name: 'ValidationError' });
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['general.companyName', 'size']);
    for (const error of body.errors) expect(error.message).toEqual(expect.any(String));
  });

  it('accepts a valid body on the same route', async () => {
    const payload = { general: { companyName: 'Acme' }, size: 3 };
    const response = await app.inject({ method: 'POST', url: ECHO, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: payload });
  });

  it('answers a body over BODY_LIMIT with 413 PayloadTooLarge', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ general: { companyName: 'x'.repeat(BODY_LIMIT) }, size: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      name: 'PayloadTooLarge',
      message: 'The request body is too large.',
    });
  });

  it('answers a body of a type it does not read with 415 UnsupportedMediaType', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ECHO,
      headers: { 'content-type': 'application/xml' },
      payload: '<general/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, name: 'UnsupportedMediaType' });
  });

  it("answers a path parameter over its length limit with 414 UriTooLong, not Fastify's own shape", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/product/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      name: 'UriTooLong',
      message: 'A part of the address is too long.',
    });
  });

  it.each(Object.keys(REFUSED_VALUES))(
    'answers a value the database refuses (%s, SQLSTATE class 22) with 400 ValidationError, leaking no SQL',
    async (value) => {
      const response = await app.inject({ method: 'GET', url: `${REFUSED_VALUE}/${value}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        name: 'ValidationError',
        message: 'A value of the request is not valid.',
      });
    },
  );

  it('answers an unexpected error with 500 InternalError and its request id, hiding its text', async () => {
    const response = await app.inject({ method: 'GET', url: BOOM });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      success: false,
      name: 'InternalError',
      message: 'Something went wrong on our side; please try again.',
      requestId: response.headers['x-request-id'],
    });
    expect(body.requestId).toMatch(UUID);
    expect(response.body).not.toMatch(/select|password|secret|\/srv\/|stack/i);
  });
});

describe('a failing database', () => {
  let database: TestDatabase;
  let databaseOpen = false;
  let broken: App;

  beforeAll(async () => {
    database = await openTestDatabase();
    databaseOpen = true;
    broken = await buildTestApp({ database });
  });
  afterAll(async () => {
    await broken?.close();
    if (databaseOpen) await database.close();
  });

  it('leaks no SQL when a query fails', async () => {
    // The query of the route fails inside the database, so the error carries the statement's text.
    await database.db.execute(sql`DROP TABLE genders`);
    const response = await broken.inject({ method: 'GET', url: '/api/ref-data/gender' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      name: 'InternalError',
      requestId: expect.stringMatching(UUID),
    });
    expect(Object.keys(body).sort()).toEqual(['message', 'name', 'requestId', 'success']);
    expect(response.body).not.toMatch(/genders|select|relation|query/i);
  });

  it('fails the health check with 500 InternalError once the database is gone', async () => {
    await database.close();
    databaseOpen = false;
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, name: 'InternalError' });
  });
});

describe('request ids', () => {
  it('returns a fresh x-request-id on every answer', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps a caller's x-request-id, so a proxy's id follows the request into the logs", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(response.headers['x-request-id']).toBe('edge-42');
  });
});

describe('security headers', () => {
  it('sends helmet headers and, on a data answer, a content security policy that allows nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ref-data/gender' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
      'strict-transport-security': expect.stringContaining('max-age='),
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/robots.txt', '/api/docs/', '/no-such-page'])(
    "gives %s, a page or what may be one, the pages' content security policy",
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('http://localhost:3001');
    },
  );

  it('compresses large answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ref-data/country',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('CORS', () => {
  it.each([PORTAL, SISTER])('lets %s call with credentials', async (origin) => {
    const response = await app.inject({ method: 'GET', url: '/api/ref-data/gender', headers: { origin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('retry-after');
  });

  it('answers the preflight of a sister portal', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/ref-data/gender',
      headers: {
        origin: SISTER,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-refresh-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SISTER);
    expect(response.headers['access-control-allow-headers']).toContain('authorization');
    expect(response.headers['access-control-allow-headers']).toContain('x-refresh-token');
  });

  it('refuses a foreign origin', async () => {
    const origin = 'https://evil.example';
    const simple = await app.inject({ method: 'GET', url: '/api/ref-data/gender', headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/ref-data/gender',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 RateLimited with Retry-After past RATE_LIMIT_PER_MINUTE', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await limited.inject({ method: 'GET', url: '/api/ref-data/gender' });
      expect(response.statusCode).toBe(200);
    }
    const response = await limited.inject({ method: 'GET', url: '/api/ref-data/gender' });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.json()).toEqual({
      success: false,
      name: 'RateLimited',
      message: `Too many requests, please try again in ${retryAfter} seconds.`,
    });
  });

  it('leaves file downloads alone, which one page may load by the dozen', async () => {
    const address = '10.9.8.7';
    for (let i = 0; i < 6; i++) {
      const response = await limited.inject({
        method: 'GET',
        url: '/files/no-such-file.webp',
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(404);
    }
    const api = await limited.inject({ method: 'GET', url: '/api/ref-data/gender', remoteAddress: address });
    expect(api.statusCode).toBe(200);
  });

  it('counts each address on its own and never limits the health check', async () => {
    const other = await limited.inject({
      method: 'GET',
      url: '/api/ref-data/gender',
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
    const health = await limited.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
