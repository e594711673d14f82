import { INQUIRY_SUBJECTS, type ErrorEnvelope } from '@b2b/contracts';
import { beforeAll, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// The portal's default: 20 new requests an hour per sender.
const { app, visitor: person } = await useTestApp({ env: { USER_RATE_LIMIT_INQUIRIES: '20/1h' } });

let businessID: string;
let sender: TestUser;

beforeAll(async () => {
  ({ businessID } = await createBusiness(app, await person(), { companyName: 'Busy Castings' }));
  sender = await person();
});

const sendRequest = (user: TestUser) =>
  app.inject({
    method: 'POST',
    url: '/api/business/request',
    headers: user.headers,
    payload: { to: businessID, subject: INQUIRY_SUBJECTS[0], message: 'Can you quote?' },
  });

it('allows 20 new requests an hour per sender, then answers 429 with Retry-After for that sender only', async () => {
  for (let i = 0; i < 20; i++) expect((await sendRequest(sender)).statusCode).toBe(201);
  const limited = await sendRequest(sender);
  expect(limited.statusCode, limited.body).toBe(429);
  expect(limited.json<ErrorEnvelope>().name).toBe('RateLimited');
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3000);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect((await sendRequest(await person())).statusCode).toBe(201);
});
