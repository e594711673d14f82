import { sql } from '@b2b/db';
import { connectAsTestRole, isPermissionDenied, refusalOf } from '@b2b/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestAuthApp } from './test/build-test-auth-app.ts';
import { DEFAULT_PASSWORD, postForm, signUp } from './test/flows.ts';

const accounts = await connectAsTestRole('accounts');
const app = await buildTestAuthApp({ database: accounts });
afterAll(() => app.close());

describe('the account service database role', () => {
  it('is ready: it reads which migrations are applied', async () => {
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
  });

  it('signs up, signs in and out, publishing the revoked session', async () => {
    const { input, data, ssoCookie } = await signUp(app);
    const login = await postForm(app, '/login', { email: input.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode, login.body).toBe(303);
    const logout = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${data.token}`, cookie: ssoCookie },
    });
    expect(logout.json()).toEqual({ success: true });
    const published = (await accounts.db.execute(
      sql`SELECT count(*)::int AS n FROM session_revocations`,
    )) as unknown as { rows: { n: number }[] };
    expect(published.rows[0]?.n).toBe(1);
  });

  it('queues its mails in the shared outbox, which it cannot read', async () => {
    const { input } = await signUp(app);
    const owner = await refusalOf(accounts.db.execute(sql`SELECT to_address FROM email_outbox`));
    expect(isPermissionDenied(owner), String(owner)).toBe(true);
    const forgot = await postForm(app, '/forgot-password', { email: input.email });
    expect(forgot.statusCode, forgot.body).toBe(200);
  });

  it.each(['users', 'businesses', 'products', 'uploaded_files'])(
    "is refused the portal's table %s",
    async (table) => {
      const answer = await refusalOf(accounts.db.execute(sql.raw(`SELECT * FROM ${table} LIMIT 1`)));
      expect(isPermissionDenied(answer), String(answer)).toBe(true);
    },
  );
});
