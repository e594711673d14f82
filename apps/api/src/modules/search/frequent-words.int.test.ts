import { ProductSearchAnswerSchema, type Subscription } from '@b2b/contracts';
import { and, eq, refreshFrequentSearchTerms, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

/**
 * A word found in many products is searched from its list of best-ranked products (migration 0009). Here the lists are
 * made with a small threshold and length, and every page of the word must be what ranking every match gives: before
 * and after the lists exist, and after writes that move products into, within and out of them.
 */
const WORD = 'zentrax';
const LISTS = { minMatches: 6, listSize: 3 };
/** Pages of 2: the list of 3 serves the first page whole and the second only in part. */
const PAGE_SIZE = 2;

const { app, database, tokens } = await useTestApp();
let owner: TestUser;
const businessIDs: Record<'platinum' | 'gold' | 'standard' | 'abroad', string> = {
  platinum: '',
  gold: '',
  standard: '',
  abroad: '',
};
const productIDs: string[] = [];

async function business(companyName: string, subscription: Subscription, country = 'CN') {
  const states = await app.inject({ method: 'GET', url: `/api/ref-data/country/${country}/state` });
  const state = states.json<{ data: { stateID: string }[] }>().data[0]?.stateID;
  const { businessID } = await createBusiness(app, owner, {
    companyName,
    country,
    ...(state ? { state } : {}),
  });
  await setSubscription(database.db, businessID, subscription);
  return businessID;
}

/** Every page of the word's search, one country or all: the ids of each page and the total each page reports. */
async function everyPage(country?: string) {
  const pages: { ids: string[]; total: number }[] = [];
  for (let skip = 0; skip === 0 || skip < pages[0]!.total + PAGE_SIZE; skip += PAGE_SIZE) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search/product',
      payload: { textQuery: WORD, skip, size: PAGE_SIZE, ...(country ? { country } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = ProductSearchAnswerSchema.parse(response.json());
    pages.push({ ids: answer.results.map((r) => r.productID), total: answer.total_results });
  }
  return pages;
}

const searches = async () => ({ all: await everyPage(), china: await everyPage('CN') });

async function listed(): Promise<string[]> {
  const rows = await database.db
    .select({ id: tables.searchTop.id })
    .from(tables.searchTop)
    .where(and(eq(tables.searchTop.kind, 'product'), eq(tables.searchTop.lexeme, WORD)))
    .orderBy(sql`score desc, created_at desc, id desc`);
  return rows.map((r) => r.id);
}

/** The same searches with no word frequent any more, so that every match is ranked. */
async function searchesRankingEveryMatch() {
  await database.db.delete(tables.searchFrequentTerms).where(eq(tables.searchFrequentTerms.kind, 'product'));
  return searches();
}

beforeAll(async () => {
  owner = await tokens.signIn();
  businessIDs.platinum = await business('Kestrel Drives', 'platinum');
  businessIDs.gold = await business('Larkspur Machinery', 'gold');
  businessIDs.standard = await business('Merlin Components', 'standard');
  businessIDs.abroad = await business('Osprey Industrial', 'gold', 'US');
  // The word in names (weight A) and in descriptions (C), at businesses of every boost, in two countries.
  const made: [keyof typeof businessIDs, string, string][] = [
    ['standard', `${WORD} gearbox`, 'Helical gearbox for conveyors.'],
    ['gold', 'Worm gear reducer', `Fits every ${WORD} drive train.`],
    ['platinum', 'Planetary reducer', `Replaces ${WORD} units one for one.`],
    ['abroad', `${WORD} coupling`, 'Flexible jaw coupling.'],
    ['gold', `${WORD} shaft ${WORD} edition`, `Hardened ${WORD} shaft.`],
    ['standard', 'Bevel gear set', `For ${WORD} and other drives.`],
    ['platinum', `${WORD} motor`, 'Three-phase induction motor.'],
    ['abroad', 'Chain sprocket', `Cut for ${WORD} chains.`],
    ['gold', 'Ball bearing 6204', 'Deep groove bearing without the word.'],
  ];
  for (const [owned, name, description] of made) {
    productIDs.push(await createProduct(app, owner, businessIDs[owned], { name, description }));
  }
});

describe('POST search/product: words found in many products', () => {
  it('reads the first pages from the list and the rest by ranking, the same pages and totals as ranking every match', async () => {
    const ranked = await searches();
    expect(ranked.all[0]!.total).toBe(8);
    expect(ranked.china[0]!.total).toBe(6);

    await refreshFrequentSearchTerms(database.db, LISTS);
    expect(await listed()).toEqual([...ranked.all[0]!.ids, ranked.all[1]!.ids[0]]);
    const counts = await database.db
      .select({
        country: tables.searchTermCounts.countryCode,
        products: tables.searchTermCounts.matches,
      })
      .from(tables.searchTermCounts)
      .where(and(eq(tables.searchTermCounts.kind, 'product'), eq(tables.searchTermCounts.lexeme, WORD)))
      .orderBy(tables.searchTermCounts.countryCode);
    expect(counts).toEqual([
      { country: 'CN', products: 6 },
      { country: 'US', products: 2 },
    ]);
    expect(await searches()).toEqual(ranked);
  });

  it('stays exact through new, changed and removed products and changed memberships and countries', async () => {
    await refreshFrequentSearchTerms(database.db, LISTS);
    const newest = await createProduct(app, owner, businessIDs.platinum, {
      name: `${WORD} ${WORD} servo`,
      description: `Servo drive for ${WORD} axes.`,
    });
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/product/${productIDs[0]}`,
      headers: owner.headers,
      payload: { name: 'Helical gearbox', description: 'Helical gearbox for conveyors.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/product/${productIDs[6]}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await setSubscription(database.db, businessIDs.standard, 'premium');
    await database.db
      .update(tables.businesses)
      .set({ verified: true })
      .where(eq(tables.businesses.id, businessIDs.gold));
    await database.db
      .update(tables.businesses)
      .set({ countryCode: 'US', stateId: null })
      .where(eq(tables.businesses.id, businessIDs.gold));

    const fromLists = await searches();
    expect(fromLists.all[0]!.ids[0]).toBe(newest);
    expect(await listed()).toContain(newest);
    expect(await listed()).not.toContain(productIDs[0]);
    expect(fromLists).toEqual(await searchesRankingEveryMatch());
    expect(fromLists.all[0]!.total).toBe(7);
    expect(fromLists.china[0]!.total).toBe(3);
  });
});
