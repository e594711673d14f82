import type { ErrorEnvelope } from '@b2b/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { openApiOperations, urlOf, type Operation } from '../../test/openapi-operations.ts';
import { testTokens, type TestTokens } from '../../test/test-tokens.ts';

let app: App;
let tokens: TestTokens;
let secured: Operation[];

beforeAll(async () => {
  tokens = await testTokens();
  app = await buildTestApp({ authKeySet: tokens.keySet });
  secured = (await openApiOperations(app)).filter((operation) => operation.needsSession);
});
afterAll(async () => {
  await app?.close();
});

/** Requests that fail every schema: path parameters that are no ids, and bodies that are wrong, broken or of no type. */
const hostileRequests = (operation: Operation) => {
  const params = Object.fromEntries(Object.keys(operation.pathParams).map((name) => [name, 'not-an-id']));
  const url = urlOf(operation, params, 'skip=-1&size=abc');
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return [
    { url, payload: withBody ? { unexpected: ['shape'] } : undefined },
    ...(withBody
      ? [
          { url, headers: { 'content-type': 'application/json' }, payload: '{"broken": ' },
          { url, headers: { 'content-type': 'application/xml' }, payload: '<xml/>' },
        ]
      : []),
  ];
};

describe('routes that need a session', () => {
  it('are declared in the OpenAPI document', () => {
    expect(secured.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /business/profile/create',
        'PUT /product/{productID}',
        'GET /user/profile',
      ]),
    );
  });

  it('answer 401 TokenNotFound to a visitor whatever the request, before reading or validating it', async () => {
    for (const operation of secured) {
      for (const request of hostileRequests(operation)) {
        const response = await app.inject({ method: operation.method, ...request });
        expect(response.statusCode, `${operation.method} ${request.url}: ${response.body}`).toBe(401);
        expect(response.json<ErrorEnvelope>().name).toBe('TokenNotFound');
      }
    }
  });

  it('answer 401 TokenExpiredError to an expired token, before validating the request', async () => {
    const expired = await tokens.signAccessToken({ expiresInSeconds: -60 });
    for (const operation of secured) {
      const [request] = hostileRequests(operation);
      const response = await app.inject({
        method: operation.method,
        ...request,
        headers: { authorization: `Bearer ${expired}` },
      });
      expect(response.statusCode, `${operation.method} ${request!.url}: ${response.body}`).toBe(401);
      expect(response.json<ErrorEnvelope>().name).toBe('TokenExpiredError');
    }
  });

  it('still validate the request of a signed-in caller', async () => {
    const user = await tokens.signIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/business/profile/create',
      headers: user.headers,
      payload: { unexpected: ['shape'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().name).toBe('ValidationError');
  });
});
