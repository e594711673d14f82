import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  Conflict,
  Forbidden,
  NotFound,
  PlanLimitReached,
  RateLimited,
  ValidationError,
} from './errors.ts';
import { createServer, type Server } from './server.ts';

let app: Server;

beforeAll(async () => {
  app = await createServer({ logLevel: 'silent', bodyLimit: 1024 });
  const throwing = (path: string, error: () => Error) =>
    app.get(path, async () => {
      throw error();
    });
  throwing('/not-found', () => new NotFound('There is no such business.'));
  throwing('/forbidden', () => new Forbidden());
  throwing('/conflict', () => new Conflict('This email is already registered.'));
  throwing('/plan', () => new PlanLimitReached('Your plan shows at most 10 products.'));
  throwing('/rate', () => new RateLimited(7));
  throwing('/payment', () => new AppError('PaymentError', 'The card was declined.'));
  throwing(
    '/invalid',
    () =>
      new ValidationError('The profile is not valid.', [
        { path: 'general.companyName', message: 'Required' },
      ]),
  );
  throwing(
    '/database-away',
    // What Drizzle throws when the pool's connection was refused.
    () =>
      new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      }),
  );
  throwing('/typeerror', () => new TypeError("Cannot read properties of undefined (reading 'password')"));
  app.get(
    '/query',
    { schema: { querystring: z.object({ size: z.coerce.number().int().max(50) }) } },
    async () => ({}),
  );
  app.get(
    '/leaky-answer',
    { schema: { response: { 200: z.object({ success: z.literal(true), id: z.string() }) } } },
    // The answer breaks its own schema, as a bug in a service would.
    async () =>
      ({ success: true, id: { secret: 'internal-secret' } }) as unknown as { success: true; id: string },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('the error handler', () => {
  it.each([
    ['/not-found', 404, 'NotFound', 'There is no such business.'],
    ['/forbidden', 403, 'Forbidden', 'You are not allowed to do this.'],
    ['/conflict', 409, 'Conflict', 'This email is already registered.'],
    ['/plan', 403, 'PlanLimitReached', 'Your plan shows at most 10 products.'],
    ['/payment', 402, 'PaymentError', 'The card was declined.'],
  ])('turns the error thrown by %s into %i %s', async (url, status, name, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, name, message });
  });

  it('passes field errors through', async () => {
    const response = await app.inject({ method: 'GET', url: '/invalid' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      name: 'ValidationError',
      message: 'The profile is not valid.',
      errors: [{ path: 'general.companyName', message: 'Required' }],
    });
  });

  it('sends the headers of the error, such as Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/rate' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toMatchObject({ name: 'RateLimited' });
  });

  it('turns a failing query string into ValidationError with the field', async () => {
    const response = await app.inject({ method: 'GET', url: '/query?size=51' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, name: 'ValidationError' });
    expect(body.errors).toEqual([{ path: 'size', message: expect.any(String) }]);
  });

  it('hides the text of an unexpected error behind InternalError and the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/typeerror' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      name: 'InternalError',
      message: 'Something went wrong on our side; please try again.',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('password');
  });

  it('answers 503 with Retry-After, not 500, while the database cannot be reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/database-away' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      success: false,
      name: 'ServiceUnavailable',
      message: 'The service is briefly unavailable; please try again in a few seconds.',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('5432');
  });

  it('answers 500, not the wrong data, when an answer breaks its schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/leaky-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      name: 'InternalError',
      message: 'Something went wrong on our side; please try again.',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('internal-secret');
  });
});
