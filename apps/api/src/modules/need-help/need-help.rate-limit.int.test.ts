import type { ErrorEnvelope } from '@b2b/contracts';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

// The portal's default: 5 enquiries an hour per client address.
const { app } = await useTestApp({ env: { NEED_HELP_RATE_LIMIT: '5/1h' } });

const send = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/needhelp/send',
    remoteAddress,
    payload: { companyPhone: '+86 21 5555 0000', email: `${remoteAddress}@example.com` },
  });

it('allows 5 enquiries an hour per address, then answers 429 with Retry-After for that address only', async () => {
  for (let i = 0; i < 5; i++) expect((await send('203.0.113.7')).statusCode).toBe(201);
  const limited = await send('203.0.113.7');
  expect(limited.statusCode, limited.body).toBe(429);
  expect(limited.json<ErrorEnvelope>().name).toBe('RateLimited');
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3000);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect((await send('203.0.113.8')).statusCode).toBe(201);
});
