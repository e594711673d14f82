import { testDatabaseKind } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from './app.ts';
import { buildTestAuthApp } from './test/build-test-auth-app.ts';

const PORTAL = 'https://cn.portal.example';

let app: AuthApp;

beforeAll(async () => {
  app = await buildTestAuthApp({ env: { PORTAL_ORIGINS: `${PORTAL},https://us.portal.example` } });
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
