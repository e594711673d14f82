import { testDatabaseKind } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from './app.ts';
import { buildTestAuthApp } from './test/build-test-auth-app.ts';

const PORTAL = 'https://cn.portal.example';

let app: AuthApp;

beforeAll(async () => {
  app = await buildTestAuthApp({
    env: { PORTAL_ORIGINS: `${PORTAL},https://us.portal.example`, AUTH_METRICS_PORT: '0' },
  });
});
afterAll(async () => {
  await app?.close();
});

describe('account service', () => {
  it('GET /health answers ok with the database it checked', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 'ok',
      database: testDatabaseKind(),
      uptimeSeconds: expect.any(Number),
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain(`form-action 'self' ${PORTAL}`);
  });

  it('GET /health/live answers while the process runs, /health/ready with what it checked', async () => {
    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, status: 'ok', uptimeSeconds: expect.any(Number) });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      success: true,
      status: 'ready',
      database: testDatabaseKind(),
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
  });

  it('serves its metrics on their own address only, with the values of its requests', async () => {
    const onPublic = await app.inject({ method: 'GET', url: '/metrics' });
    expect(onPublic.statusCode).toBe(404);
    expect(onPublic.json()).toMatchObject({ success: false, name: 'NotFound' });

    for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const scraped = await fetch(`${app.metricsAddress!()}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/.well-known/jwks.json",status="200",service="accounts"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/metrics",status="404",service="accounts"} 1',
    );
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{service="accounts"\} [1-9]/m);
    expect(text).toMatch(/^b2b_rate_limit_shared\{service="accounts"\} 0$/m);
  });

  it('answers an unknown route with the 404 NotFound envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      name: 'NotFound',
      message: 'There is no route GET /no-such-page.',
    });
  });

  it('lets the registered portals call it and refuses others', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/health', headers: { origin: PORTAL } });
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
