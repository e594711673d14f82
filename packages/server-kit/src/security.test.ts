import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFound } from './errors.ts';
import { security } from './security.ts';
import { createServer, type Server } from './server.ts';

const CONTENT_SECURITY_POLICY = { connectSrc: ["'self'", 'https://auth.example'] };

/** What helmet itself sets on a Node response with the options the security plugin is given. */
function helmetHeaders(contentSecurityPolicy: Record<string, string[]> | false) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet({
    contentSecurityPolicy: contentSecurityPolicy
      ? { useDefaults: true, directives: contentSecurityPolicy }
      : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })(request, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

async function serverWith(contentSecurityPolicy: Record<string, string[]> | false, rateLimitPerMinute = 100) {
  const app = await createServer({ logLevel: 'silent', bodyLimit: 1024 });
  await app.register(security, {
    corsOrigins: [],
    rateLimitPerMinute,
    contentSecurityPolicy,
    dataPaths: { prefix: '/data/', pages: ['/data/docs'] },
  });
  app.get('/ok', async () => ({ success: true }));
  app.get('/data/list', async () => ({ success: true }));
  app.get('/data/docs/index.html', async () => 'a page');
  app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send({}));
  app.get('/missing', async () => {
    throw new NotFound('There is no such thing.');
  });
  await app.ready();
  return app;
}

describe('security headers read once from helmet', () => {
  let app: Server;
  let withoutPolicy: Server;
  beforeAll(async () => {
    app = await serverWith(CONTENT_SECURITY_POLICY);
    withoutPolicy = await serverWith(false);
  });
  afterAll(async () => {
    await app?.close();
    await withoutPolicy?.close();
  });

  it.each(['/ok', '/missing', '/no-such-route'])(
    'sends on %s every header helmet sets, with its value, and a request id',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const expected = helmetHeaders(CONTENT_SECURITY_POLICY);
      expect(Object.keys(expected).length).toBeGreaterThan(10);
      expect(response.headers).toMatchObject(expected);
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://auth.example",
      );
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('gives answers under the data prefix a policy that allows nothing, and the same other headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/data/list' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const { 'content-security-policy': _pages, ...others } = helmetHeaders(CONTENT_SECURITY_POLICY);
    expect(response.headers).toMatchObject(others);
  });

  it("keeps the pages' policy on the pages under the data prefix", async () => {
    const response = await app.inject({ method: 'GET', url: '/data/docs/index.html' });
    expect(response.headers).toMatchObject(helmetHeaders(CONTENT_SECURITY_POLICY));
  });

  it('leaves the content security policy out when it is turned off, and keeps the other headers', async () => {
    for (const url of ['/ok', '/data/list']) {
      const response = await withoutPolicy.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers).toMatchObject(helmetHeaders(false));
    }
  });

  it('lets a route replace one of them', async () => {
    const response = await app.inject({ method: 'GET', url: '/framed' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limit headers', () => {
  let app: Server;
  beforeAll(async () => {
    app = await serverWith(false, 2);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the counters for the refusal, beside its Retry-After', async () => {
    for (let i = 0; i < 2; i++) {
      const allowed = await app.inject({ method: 'GET', url: '/ok' });
      expect(allowed.statusCode).toBe(200);
      expect(Object.keys(allowed.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    const refused = await app.inject({ method: 'GET', url: '/ok' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('2');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });
});
