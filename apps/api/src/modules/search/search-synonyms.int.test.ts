import {
  ProductSearchAnswerSchema,
  SearchSynonymAnswerSchema,
  SearchSynonymListAnswerSchema,
  type ErrorEnvelope,
} from '@b2b/contracts';
import { tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, visitor: person } = await useTestApp();

let administrator: TestUser;
let stranger: TestUser;
let tube: string;
let privateLabel: string;

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

async function found(textQuery: string) {
  const response = await app.inject({ method: 'POST', url: '/api/search/product', payload: { textQuery } });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchAnswerSchema.parse(response.json()).results.map((r) => r.productID);
}

async function groups() {
  const response = await call(administrator, 'GET', '/admin/search-synonyms');
  expect(response.statusCode, response.body).toBe(200);
  return SearchSynonymListAnswerSchema.parse(response.json()).data;
}

beforeAll(async () => {
  [administrator, stranger] = await Promise.all([person(), person()]);
  await database.db.insert(tables.administrators).values({ userID: administrator.userID });
  const { businessID } = await createBusiness(app, stranger, { companyName: 'Harlow Metals' });
  await setSubscription(database.db, businessID, 'platinum');
  tube = await createProduct(app, stranger, businessID, {
    name: 'Seamless steel tube',
    description: 'Cold drawn, for boilers.',
  });
  privateLabel = await createProduct(app, stranger, businessID, {
    name: 'Cotton tote bag',
    description: 'Private label printing on request.',
  });
});

describe('search synonyms', () => {
  it('come seeded with the industrial ones, pipe and tube among them', async () => {
    const terms = (await groups()).map((group) => group.terms);
    expect(terms).toContainEqual(['pipe', 'tube']);
    expect(terms).toContainEqual(['engine', 'motor']);
    expect(terms).toContainEqual(['oem', 'private label']);
    expect(terms.length).toBeGreaterThanOrEqual(12);
  });

  it('find what a synonym finds, in the singular or the plural, and phrases for a word', async () => {
    expect(await found('steel pipe')).toEqual([tube]);
    expect(await found('Steel Pipes')).toEqual([tube]);
    expect(await found('OEM bag')).toEqual([privateLabel]);
  });

  it('follow the administration at once: added, changed, removed', async () => {
    expect(await found('kettle')).toEqual([]);
    const created = await call(administrator, 'POST', '/admin/search-synonyms', {
      terms: ['Kettle', 'tote '],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = SearchSynonymAnswerSchema.parse(created.json()).data;
    expect(group.terms).toEqual(['kettle', 'tote']);
    expect(await found('kettle')).toEqual([privateLabel]);

    const changed = await call(administrator, 'PUT', `/admin/search-synonyms/${group.synonymID}`, {
      terms: ['kettle', 'boiler'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await found('kettle')).toEqual([tube]);

    const removed = await call(administrator, 'DELETE', `/admin/search-synonyms/${group.synonymID}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await found('kettle')).toEqual([]);
    const again = await call(administrator, 'DELETE', `/admin/search-synonyms/${group.synonymID}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuse a group of fewer than two different terms, in the envelope', async () => {
    const response = await call(administrator, 'POST', '/admin/search-synonyms', { terms: ['pump', 'Pump'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>()).toMatchObject({ success: false });
  });

  it('are the administrators’ only: an unknown address to anyone else', async () => {
    expect((await call(stranger, 'GET', '/admin/search-synonyms')).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/admin/search-synonyms', { terms: ['a', 'b'] })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', '/admin/search-synonyms')).statusCode).toBe(401);
  });
});
