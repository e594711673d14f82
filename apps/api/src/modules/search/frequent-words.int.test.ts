import type { Subscription } from '@b2b/contracts';
import { and, eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { frequentWordSearches } from '../../test/frequent-words.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * A word found in many products is searched from its list of best-ranked products (migration 0009), its totals and
 * facet counts from kept counts (migration 0028). Here the lists are made with a small threshold and length, and every
 * page of the word, with and without facet filters, and its facet counts must be what ranking and counting every match
 * gives: before and after the lists exist, and after writes that move products into, within and out of them.
 */
const WORD = 'zentrax';

const { app, database, tokens } = await useTestApp();
const word = frequentWordSearches(app, database.db, 'product', WORD);
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
    const ranked = await word.expectListsMatchRanking();
    expect(ranked.all[0]!.total).toBe(8);
    expect(ranked.china[0]!.total).toBe(6);
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
  });

  it('stays exact through new, changed and removed products and changed memberships and countries', async () => {
    await word.refresh();
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
      .set({ countryCode: 'US', stateID: null })
      .where(eq(tables.businesses.id, businessIDs.gold));

    const fromLists = await word.searches();
    expect(fromLists.all[0]!.ids[0]).toBe(newest);
    expect(await word.listed()).toContain(newest);
    expect(await word.listed()).not.toContain(productIDs[0]);
    await word.expectSameAsRankingEveryMatch(fromLists);
    expect(fromLists.all[0]!.total).toBe(7);
    expect(fromLists.china[0]!.total).toBe(3);
    // The verified business (Larkspur, moved to the US) holds two of them; facets count from the kept counts.
    expect(fromLists.filtered.verified![0]!.total).toBe(2);
    expect(fromLists.filtered.unverifiedInChina![0]!.total).toBe(3);
    expect(fromLists.all[0]!.facets).toMatchObject({
      verified: [
        { value: true, count: 2 },
        { value: false, count: 5 },
      ],
    });
  });
});
