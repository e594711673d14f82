import {
  BusinessSearchAnswerSchema,
  ProductSearchAnswerSchema,
  SEARCH_FACET_BUCKETS,
  type BusinessSearchFacets,
  type ErrorEnvelope,
  type ProductSearchFacets,
  type Subscription,
} from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBusiness, referenceCategories, type ReferenceCategory } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { TestUser } from '../../test/test-tokens.ts';

const { app, database, tokens } = await useTestApp();

let owner: TestUser;
let categories: ReferenceCategory[];
const thisYear = new Date().getFullYear();

type Payload = Record<string, unknown>;

async function post(url: string, payload: Payload) {
  return app.inject({ method: 'POST', url: `/api${url}`, payload });
}
async function searchBusinesses(payload: Payload) {
  const response = await post('/search/business', { ...payload, size: 50 });
  expect(response.statusCode, response.body).toBe(200);
  return BusinessSearchAnswerSchema.parse(response.json());
}
async function searchProducts(payload: Payload) {
  const response = await post('/search/product', { ...payload, size: 50 });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchAnswerSchema.parse(response.json());
}

/** A business as search sees it: made through the API, then its membership, verification and age set directly. */
async function business(
  companyName: string,
  fields: {
    country: string;
    businessType?: 'MA' | 'DI';
    verified: boolean;
    subscription: Subscription;
    yearStablished: number | null;
  },
) {
  const states = await app.inject({ method: 'GET', url: `/api/ref-data/country/${fields.country}/state` });
  const state = states.json<{ data: { stateID: string }[] }>().data[0]?.stateID;
  const { businessID } = await createBusiness(app, owner, {
    companyName,
    country: fields.country,
    ...(state ? { state } : {}),
    businessType: fields.businessType ?? 'MA',
  });
  await database.db
    .update(tables.businesses)
    .set({
      verified: fields.verified,
      subscription: fields.subscription,
      yearStablished: fields.yearStablished,
    })
    .where(eq(tables.businesses.id, businessID));
  return businessID;
}

/** The request that chooses one value of a facet, on top of `payload`: what a facet link asks for. */
function choosing(payload: Payload, field: string, value: unknown): Payload {
  return { ...payload, [field]: value };
}

/**
 * Every value of every facet keeps exactly as many results as the search with that value chosen finds: the facet's
 * count is the filtered search's total. `fields` names the request field of each facet.
 */
async function expectCountsMatchSearches<F extends Record<string, { count: number }[]>>(
  payload: Payload,
  facets: F,
  fields: Record<keyof F, string>,
  valueOf: (facet: keyof F, entry: F[keyof F][number]) => unknown,
  total: (payload: Payload) => Promise<number>,
) {
  for (const facet of Object.keys(fields) as (keyof F)[]) {
    for (const entry of facets[facet] ?? []) {
      const chosen = choosing(payload, fields[facet], valueOf(facet, entry));
      expect(await total(chosen), `${String(facet)} ${JSON.stringify(entry)}`).toBe(entry.count);
    }
  }
}

const businessFields = {
  country: 'country',
  businessType: 'businessType',
  membership: 'membership',
  verified: 'verified',
  yearsInBusiness: 'yearsInBusiness',
} satisfies Record<keyof BusinessSearchFacets, string>;
const productFields = {
  country: 'country',
  category: 'category',
  leadTime: 'leadTime',
  verified: 'verified',
} satisfies Record<keyof ProductSearchFacets, string>;

/**
 * How many results a search lists, page by page, checked against the total it states: without keyword (and for a
 * frequent product word) totals and counts are both kept counts, so the listed rows are what proves them.
 */
async function listedTotal(url: string, payload: Payload) {
  let listed = 0;
  for (let skip = 0; ; skip += 50) {
    const answer = z
      .object({ results: z.array(z.unknown()), total_results: z.number() })
      .parse((await post(url, { ...payload, skip, size: 50 })).json());
    listed += answer.results.length;
    if (answer.results.length < 50) {
      expect(answer.total_results, JSON.stringify(payload)).toBe(listed);
      return listed;
    }
  }
}
const businessTotal = (payload: Payload) => listedTotal('/search/business', payload);
const productTotal = (payload: Payload) => listedTotal('/search/product', payload);

beforeAll(async () => {
  owner = await tokens.signIn();
  categories = await referenceCategories(app);
  await business('Facetorn Gears', {
    country: 'DE',
    verified: true,
    subscription: 'gold',
    yearStablished: thisYear - 3,
  });
  await business('Facetorn Castings', {
    country: 'DE',
    verified: false,
    subscription: 'standard',
    yearStablished: thisYear - 7,
  });
  await business('Facetorn Pumps', {
    country: 'FR',
    verified: true,
    subscription: 'platinum',
    yearStablished: thisYear - 25,
  });
  await business('Facetorn Trading', {
    country: 'DE',
    businessType: 'DI',
    verified: true,
    subscription: 'standard',
    yearStablished: null,
  });
  await business('Facetorn Valves', {
    country: 'FR',
    verified: false,
    subscription: 'gold',
    yearStablished: thisYear - 12,
  });
});

describe('POST search/business: facets', () => {
  it('answers without facets unless asked, as before', async () => {
    const answer = await searchBusinesses({ textQuery: 'facetorn' });
    expect(answer.facets).toBeUndefined();
    expect(answer.total_results).toBe(4);
  });

  it('counts each value of each facet, a facet counted with every other filter but its own', async () => {
    const open = await searchBusinesses({ textQuery: 'facetorn', facets: true });
    expect(open.total_results).toBe(4);
    expect(open.facets).toEqual({
      country: [
        { value: 'DE', count: 2 },
        { value: 'FR', count: 2 },
      ],
      businessType: [
        { value: 'MA', count: 4 },
        { value: 'DI', count: 1 },
      ],
      membership: [
        { value: 'standard', count: 1 },
        { value: 'gold', count: 2 },
        { value: 'platinum', count: 1 },
      ],
      verified: [
        { value: true, count: 2 },
        { value: false, count: 2 },
      ],
      yearsInBusiness: [
        { value: '0-4', count: 1 },
        { value: '5-9', count: 1 },
        { value: '10-19', count: 1 },
        { value: '20+', count: 1 },
      ],
    });

    // Verified chosen: the other facets narrow, the verified facet still shows the unverified alternative.
    const verified = await searchBusinesses({ textQuery: 'facetorn', verified: true, facets: true });
    expect(verified.total_results).toBe(2);
    expect(verified.facets?.verified).toEqual([
      { value: true, count: 2 },
      { value: false, count: 2 },
    ]);
    expect(verified.facets?.country).toEqual([
      { value: 'DE', count: 1 },
      { value: 'FR', count: 1 },
    ]);
    expect(verified.facets?.businessType).toEqual([
      { value: 'MA', count: 2 },
      { value: 'DI', count: 1 },
    ]);

    // And a country on top: Germany's verified manufacturers are one; the countries still show France's.
    const both = await searchBusinesses({
      textQuery: 'facetorn',
      verified: true,
      country: 'DE',
      facets: true,
    });
    expect(both.results.map((r) => r.businessProfile.general.companyName)).toEqual(['Facetorn Gears']);
    expect(both.facets?.country).toEqual([
      { value: 'DE', count: 1 },
      { value: 'FR', count: 1 },
    ]);
    expect(both.facets?.verified).toEqual([
      { value: true, count: 1 },
      { value: false, count: 1 },
    ]);
  });

  it('keeps for each value exactly the results its count says, alone and with combined filters', async () => {
    const combinations: Payload[] = [
      { textQuery: 'facetorn' },
      { textQuery: 'facetorn', verified: true },
      { textQuery: 'facetorn', country: 'FR', membership: 'gold' },
      { textQuery: 'facetorn', businessType: 'DI', verified: true, country: 'DE' },
      { textQuery: 'facetorn', yearsInBusiness: '20+', verified: false },
      // No keyword: every business of the type.
      { verified: true },
    ];
    for (const payload of combinations) {
      const answer = await searchBusinesses({ ...payload, facets: true });
      await expectCountsMatchSearches(
        payload,
        answer.facets!,
        businessFields,
        (_, entry) => entry.value,
        businessTotal,
      );
    }
  });

  it('counts a year established before 2000 as 2000 only where the bucket is the same', async () => {
    const years = [null, 1900, 1968, 1999, 2000, 2001, 2010, thisYear];
    const rows = await database.db.execute(
      sql`select business_facet_year(y.year) as counted from unnest(${`{${years.map((y) => y ?? 'NULL').join(',')}}`}::integer[]) with ordinality as y(year, n) order by y.n`,
    );
    const bucket = (year: number | null) =>
      year === null
        ? null
        : SEARCH_FACET_BUCKETS.yearsInBusiness.find(
            (b) => thisYear - year >= b.min && (b.max === null || thisYear - year <= b.max),
          )?.key;
    const counted = (rows as unknown as { rows: { counted: number | null }[] }).rows.map((r) => r.counted);
    expect(counted).toEqual([null, 2000, 2000, 2000, 2000, 2001, 2010, thisYear]);
    expect(counted.map(bucket)).toEqual(years.map(bucket));
  });

  it('filters the results themselves by membership, verification and years in business', async () => {
    const names = async (payload: Payload) =>
      (await searchBusinesses({ textQuery: 'facetorn', ...payload })).results
        .map((r) => r.businessProfile.general.companyName)
        .sort();
    expect(await names({ membership: 'gold' })).toEqual(['Facetorn Gears', 'Facetorn Valves']);
    expect(await names({ verified: false })).toEqual(['Facetorn Castings', 'Facetorn Valves']);
    expect(await names({ yearsInBusiness: '10-19' })).toEqual(['Facetorn Valves']);
    expect(await names({ yearsInBusiness: '5-9', verified: true })).toEqual([]);
  });

  it('refuses an unknown bucket or level with the error envelope', async () => {
    for (const payload of [{ yearsInBusiness: '3-7' }, { membership: 'diamond' }, { verified: 'yes' }]) {
      const response = await post('/search/business', { textQuery: 'facetorn', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().success).toBe(false);
    }
  });
});

describe('POST search/product: facets', () => {
  beforeAll(async () => {
    const [first, second] = categories;
    const verifiedMaker = await business('Quorvane Works', {
      country: 'IT',
      verified: true,
      subscription: 'platinum',
      yearStablished: 2001,
    });
    const otherMaker = await business('Quorvane Supply', {
      country: 'ES',
      verified: false,
      subscription: 'platinum',
      yearStablished: 2015,
    });
    const product = (
      businessID: string,
      name: string,
      category: ReferenceCategory,
      leadTime: string | null,
    ) =>
      createProduct(app, owner, businessID, {
        name,
        industry: category.industryID,
        category: category.categoryID,
        leadTime,
      });
    await product(verifiedMaker, 'Quorvane pump A', first!, '5 days');
    await product(verifiedMaker, 'Quorvane pump B', first!, '2 weeks');
    await product(verifiedMaker, 'Quorvane valve C', second!, '20–30 days');
    await product(otherMaker, 'Quorvane valve D', second!, null);
    await product(otherMaker, 'Quorvane valve E', second!, '45 working days');
    await product(otherMaker, 'Quorvane valve F', first!, '10–15 days');
  });

  it('counts categories, countries, lead times and verification, each with the other filters applied', async () => {
    const [first, second] = categories;
    const open = await searchProducts({ textQuery: 'quorvane', facets: true });
    expect(open.total_results).toBe(6);
    expect(open.facets).toEqual({
      country: [
        { value: 'ES', count: 3 },
        { value: 'IT', count: 3 },
      ],
      category: [
        { id: first!.categoryID, name: first!.name, count: 3 },
        { id: second!.categoryID, name: second!.name, count: 3 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
      // "5 days" up to 7; "2 weeks" and "10–15 days" 8 to 14; "20–30 days" 15 to 30; "45 working days" past 30.
      leadTime: [
        { value: '0-7', count: 1 },
        { value: '8-14', count: 2 },
        { value: '15-30', count: 1 },
        { value: '31+', count: 1 },
      ],
      verified: [
        { value: true, count: 3 },
        { value: false, count: 3 },
      ],
    });

    const narrowed = await searchProducts({
      textQuery: 'quorvane',
      category: second!.categoryID,
      verified: false,
      facets: true,
    });
    expect(narrowed.results.map((p) => p.name).sort()).toEqual(['Quorvane valve D', 'Quorvane valve E']);
    expect(narrowed.facets?.verified).toEqual([
      { value: true, count: 1 },
      { value: false, count: 2 },
    ]);
    expect(narrowed.facets?.category).toEqual(
      [
        { id: first!.categoryID, name: first!.name, count: 1 },
        { id: second!.categoryID, name: second!.name, count: 2 },
      ].sort((a, b) => b.count - a.count),
    );
  });

  it('keeps for each value exactly the results its count says, alone and with combined filters', async () => {
    const [first] = categories;
    const combinations: Payload[] = [
      { textQuery: 'quorvane' },
      { textQuery: 'quorvane', verified: true },
      { textQuery: 'quorvane', country: 'ES', leadTime: '31+' },
      { textQuery: 'quorvane', category: first!.categoryID, verified: false, country: 'ES' },
      { textQuery: 'pump', leadTime: '8-14' },
      // No keyword: every product.
      {},
      { category: first!.categoryID },
    ];
    for (const payload of combinations) {
      const answer = await searchProducts({ ...payload, facets: true });
      await expectCountsMatchSearches(
        payload,
        answer.facets!,
        productFields,
        (facet, entry) =>
          facet === 'category' ? (entry as { id: string }).id : (entry as { value: unknown }).value,
        productTotal,
      );
    }
  });

  it('follows a business that becomes verified, and a product whose lead time changes', async () => {
    const before = await searchProducts({ textQuery: 'quorvane', verified: true });
    expect(before.total_results).toBe(3);
    const other = await database.db
      .select({ id: tables.businesses.id })
      .from(tables.businesses)
      .where(eq(tables.businesses.companyName, 'Quorvane Supply'));
    await database.db
      .update(tables.businesses)
      .set({ verified: true })
      .where(eq(tables.businesses.id, other[0]!.id));
    const after = await searchProducts({ textQuery: 'quorvane', verified: true, facets: true });
    expect(after.total_results).toBe(6);
    expect(after.facets?.verified).toEqual([{ value: true, count: 6 }]);

    await database.db
      .update(tables.products)
      .set({ leadTime: '3 days' })
      .where(eq(tables.products.name, 'Quorvane valve E'));
    const quick = await searchProducts({ textQuery: 'quorvane', leadTime: '0-7' });
    expect(quick.results.map((p) => p.name).sort()).toEqual(['Quorvane pump A', 'Quorvane valve E']);
    await database.db
      .update(tables.businesses)
      .set({ verified: false })
      .where(eq(tables.businesses.id, other[0]!.id));
  });

  it("buckets lead times in the database (the kept counts' key) as the contract does", async () => {
    const days = [null, -1, ...Array.from({ length: 42 }, (_, n) => n), 400];
    const rows = await database.db.execute(
      sql`select d.days, product_lead_time_bucket(d.days) as bucket
        from unnest(${`{${days.map((n) => n ?? 'NULL').join(',')}}`}::integer[]) with ordinality as d(days, n) order by d.n`,
    );
    const inContract = (n: number | null) =>
      n === null
        ? null
        : (SEARCH_FACET_BUCKETS.leadTime.find((b) => n >= b.min && (b.max === null || n <= b.max))?.key ??
          null);
    expect((rows as unknown as { rows: { bucket: string | null }[] }).rows.map((r) => r.bucket)).toEqual(
      days.map(inContract),
    );
  });

  it('names categories in the language asked for', async () => {
    const response = await post('/search/product?lang=es', { textQuery: 'quorvane', facets: true });
    const answer = ProductSearchAnswerSchema.parse(response.json());
    const [first] = categories;
    const spanish = await app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree?lang=es' });
    const names = spanish
      .json<{ data: { categories: { id: string; name: string }[] }[] }>()
      .data.flatMap((industry) => industry.categories);
    const name = names.find((c) => c.id === first!.categoryID)?.name;
    expect(answer.facets?.category.find((c) => c.id === first!.categoryID)?.name).toBe(name);
  });

  it('refuses a category that is no id and an unknown lead time with the error envelope', async () => {
    for (const payload of [{ category: 'pumps' }, { leadTime: '1-2' }]) {
      const response = await post('/search/product', { textQuery: 'quorvane', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().success).toBe(false);
    }
  });
});
