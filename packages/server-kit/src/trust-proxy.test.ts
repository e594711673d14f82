import { describe, expect, it } from 'vitest';
import { createServer } from './server.ts';
import { security } from './security.ts';
import { TrustProxySchema } from './trust-proxy.ts';

describe('TrustProxySchema', () => {
  it.each([
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    [' 10.0.0.0/8, 192.168.1.7 ,::1 ', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
  ])('reads %j', (text, expected) => {
    expect(TrustProxySchema.parse(text)).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.300', 'proxy.example', '10.0.0.0/8/1', ','])(
    'refuses %j',
    (text) => {
      expect(TrustProxySchema.safeParse(text).success).toBe(false);
    },
  );
});

describe('the address the servers see', () => {
  const PROXY = '10.0.0.7';

  async function appTrusting(trustProxy: string) {
    const app = await createServer({
      logLevel: 'silent',
      bodyLimit: 1024,
      trustProxy: TrustProxySchema.parse(trustProxy),
    });
    await app.register(security, { corsOrigins: [], rateLimitPerMinute: 2, contentSecurityPolicy: false });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    return app;
  }

  const ipOf = (app: Awaited<ReturnType<typeof appTrusting>>, remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      url: '/ip',
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });

  it('takes the client address from a trusted proxy, and ignores the header from anyone else', async () => {
    const app = await appTrusting(PROXY);
    expect((await ipOf(app, PROXY, '198.51.100.4')).json()).toEqual({ ip: '198.51.100.4' });
    // A client that names another client in the header, directly or through the proxy, is still itself.
    expect((await ipOf(app, '203.0.113.9', '198.51.100.4')).json()).toEqual({ ip: '203.0.113.9' });
    expect((await ipOf(app, PROXY, '198.51.100.4, 203.0.113.9')).json()).toEqual({ ip: '203.0.113.9' });
    await app.close();
  });

  it('lets one hop name the client: a forged address in front of the real one is not taken', async () => {
    const app = await appTrusting('1');
    expect((await ipOf(app, PROXY, '198.51.100.4, 203.0.113.9')).json()).toEqual({ ip: '203.0.113.9' });
    await app.close();
  });

  it('keeps counting a client in the rate limit whatever X-Forwarded-For it forges', async () => {
    const app = await appTrusting(PROXY);
    const statuses = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await ipOf(app, '203.0.113.9', forged)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });
});
