import { sql, tables } from '@b2b/db';
import { connectAsTestRole, isPermissionDenied, refusalOf } from '@b2b/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createBusiness } from './test/business-factory.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { createProduct } from './test/product-factory.ts';
import { testTokens } from './test/test-tokens.ts';

const portal = await connectAsTestRole('portal');
const tokens = await testTokens();
const app = await buildTestApp({ database: portal, authKeySet: tokens.keySet });
afterAll(() => app.close());

describe('the portal database role', () => {
  it.each(['accounts', 'credentials', 'sessions', 'refresh_tokens', 'sso_sessions', 'login_failures'])(
    'is refused the account service table auth.%s',
    async (table) => {
      const answer = await refusalOf(portal.db.execute(sql.raw(`SELECT * FROM auth.${table} LIMIT 1`)));
      expect(isPermissionDenied(answer), String(answer)).toBe(true);
    },
  );

  it('is ready: it reads which migrations are applied', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
  });

  it('reads the revoked sessions the account service publishes', async () => {
    expect(await portal.db.select().from(tables.sessionRevocations)).toEqual([]);
  });

  it("serves the API's reads and writes, search documents and words included", async () => {
    const user = await tokens.signIn();
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
    expect(profile.statusCode, profile.body).toBe(200);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { profession: 'Buyer of valves' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const business = await createBusiness(app, user);
    await createProduct(app, user, business.businessID);
    const search = await app.inject({
      method: 'POST',
      url: '/api/search/product',
      payload: { keyword: 'ball valve' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ total_results: number }>().total_results).toBe(1);
  });
});
