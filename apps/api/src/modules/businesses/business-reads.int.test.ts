import { randomUUID } from 'node:crypto';
import { businessSlug } from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { createBusiness, referenceCategories } from '../../test/business-factory.ts';
import { businessReads, type BusinessReads } from './business-reads.ts';
import { businessesRepository } from './businesses.repository.ts';
import { refdataRepository } from '../refdata/refdata.repository.ts';
import { refdataService } from '../refdata/refdata.service.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, tokens } = await useTestApp();

let reads: BusinessReads;

beforeAll(async () => {
  reads = businessReads(businessesRepository(database.db), refdataService(refdataRepository(database.db)));
});

/** A like as the social module records it: by a person, or by a business they acted as. */
async function like(resourceID: string, resourceType: 'business' | 'product', actingBusiness?: string) {
  const user = await tokens.signIn();
  await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
  await database.db.insert(tables.reactions).values({
    resourceID,
    resourceType,
    actorID: actingBusiness ?? user.userID,
    userID: user.userID,
    businessID: actingBusiness ?? null,
  });
}

describe('businessReads', () => {
  it('makes the cards of many businesses at once, with their likes counted from the reactions', async () => {
    const owner = await tokens.signIn();
    const [first, second] = await referenceCategories(app);
    const liked = await createBusiness(app, owner, {
      companyName: 'Liked  Works',
      categories: [second!.ref, first!.ref],
    });
    const quiet = await createBusiness(app, owner, { companyName: 'Quiet Works' });
    await app.inject({
      method: 'PUT',
      url: `/api/business/profile/${liked.businessID}`,
      headers: owner.headers,
      payload: {
        general: { yearStablished: 1990, totalEmployees: { min: 10, max: 50 } },
        tradeCapabilities: { averageLeadTime: 21 },
      },
    });
    await like(liked.businessID, 'business');
    await like(liked.businessID, 'business');
    await like(liked.businessID, 'business', quiet.businessID);
    // A like of something else with the same id space does not count.
    await like(randomUUID(), 'product');

    const cards = await reads.cardsOf([liked.businessID, quiet.businessID, liked.businessID, UNKNOWN_UUID]);
    expect([...cards.keys()].sort()).toEqual([liked.businessID, quiet.businessID].sort());
    expect(cards.get(liked.businessID)).toEqual({
      businessID: liked.businessID,
      key: businessSlug('Liked  Works', liked.businessID),
      subscription: 'standard',
      verified: false,
      general: {
        companyName: 'Liked  Works',
        shortDescription: liked.input.shortDescription,
        profilePhoto: null,
        industry: { id: second!.industryID, name: second!.industryName },
        yearStablished: 1990,
        businessType: { code: 'MA', name: 'Manufacturers' },
        totalEmployees: { min: 10, max: 50 },
        categories: [second!, first!].map((c) => ({
          id: c.ref,
          industryID: c.industryID,
          industryName: c.industryName,
          categoryID: c.categoryID,
          name: c.name,
        })),
      },
      contactInfo: { country: { code: 'CN', countryName: 'China', emoji: expect.any(String) } },
      reactions: { reactionCount: { like: 3 } },
      averageLeadTime: 21,
      responseMetrics: { cases: 0, replyRate: null, medianFirstReplySeconds: null },
    });
    expect(cards.get(quiet.businessID)).toMatchObject({
      reactions: { reactionCount: { like: 0 } },
      averageLeadTime: null,
    });
    expect(await reads.cardOf(quiet.businessID)).toEqual(cards.get(quiet.businessID));
    expect((await reads.cardsOf([])).size).toBe(0);
  });

  it('shares one read among simultaneous reads of the same business, and reads again afterwards', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Shared Read Works' });
    const repo = businessesRepository(database.db);
    const asked: string[][] = [];
    const counted = businessReads(
      { ...repo, findBusinesses: (ids: string[]) => (asked.push(ids), repo.findBusinesses(ids)) },
      refdataService(refdataRepository(database.db)),
    );
    const [card, profile] = await Promise.all([counted.cardOf(businessID), counted.profileOf(businessID)]);
    expect(asked).toEqual([[businessID]]);
    expect(card.general.companyName).toBe('Shared Read Works');
    expect(profile.general.companyName).toBe('Shared Read Works');
    expect(profile.contactInfo.state?.stateName).toEqual(expect.any(String));

    await database.db
      .update(tables.businesses)
      .set({ companyName: 'Renamed Read Works' })
      .where(eq(tables.businesses.id, businessID));
    expect((await counted.cardOf(businessID)).general.companyName).toBe('Renamed Read Works');
    expect(asked).toHaveLength(2);
  });

  it('answers NotFound for one unknown business', async () => {
    await expect(reads.cardOf(UNKNOWN_UUID)).rejects.toMatchObject({ errorName: 'NotFound' });
    await expect(reads.profileOf(UNKNOWN_UUID)).rejects.toMatchObject({ errorName: 'NotFound' });
  });
});
