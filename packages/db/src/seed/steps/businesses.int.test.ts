import {
  CONTRACT_MANUFACTURING,
  DELIVERY_TERMS,
  MARKETS,
  PACKAGING_TYPES,
  PAYMENT_CURRENCIES,
  PAYMENT_TYPES,
  SUBSCRIPTIONS,
} from '@b2b/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessCategories, businesses, businessMembers, certificates } from '../../schema/businesses.ts';
import { categories, languages, states } from '../../schema/refdata.ts';
import { users } from '../../schema/users.ts';
import { DEMO_ACCOUNT_ID } from './accounts.ts';
import { businessesStep } from './businesses.ts';
import { demoBusinessID, groupBy } from './demo-reference.ts';
import { useDemoDatabase } from './test-context.ts';

const { database, context } = await useDemoDatabase('accounts');

const codes = (list: readonly { code: string }[]) => list.map((i) => i.code);

describe('businesses demo step', () => {
  it('makes 60 businesses per factor with every section filled', async () => {
    const { db } = database;
    expect(await businessesStep.hasData(db)).toBe(false);
    expect(await businessesStep.run(context(2000))).toBe(60);
    expect(await businessesStep.hasData(db)).toBe(true);

    const rows = await db.select().from(businesses);
    expect(rows).toHaveLength(60);
    const stateRows = await db.select({ id: states.id, countryCode: states.countryCode }).from(states);
    const stateCountry = new Map(stateRows.map((s) => [s.id, s.countryCode]));
    const languageCodes = new Set(
      (await db.select({ code: languages.code }).from(languages)).map((l) => l.code),
    );
    for (const b of rows) {
      expect(b.companyName.length).toBeGreaterThan(5);
      expect(b.companyName).not.toMatch(/lorem|ipsum|\{|undefined/i);
      expect(b.shortDescription.length).toBeGreaterThan(40);
      expect(b.shortDescription.length).toBeLessThanOrEqual(512);
      expect(b.shortDescription).not.toMatch(/\{|undefined/);
      expect(b.generalDescription).toContain(b.companyName);
      expect(b.industryID).toEqual(expect.any(String));
      expect(b.yearStablished).toBeGreaterThanOrEqual(1900);
      for (const range of [b.totalAnnualRevenue, b.totalEmployees, b.totalProductionEmployees]) {
        expect(range!.min).toBeLessThanOrEqual(range!.max!);
      }
      expect(b.productionCapacity).toMatchObject({ unit: expect.any(String), period: expect.any(String) });
      if (b.stateID) expect(stateCountry.get(b.stateID)).toBe(b.countryCode);
      expect(b.contactInfo).toMatchObject({
        legalAddressEnglish: expect.any(String),
        city: expect.any(String),
        zipcode: expect.any(String),
        email: expect.stringMatching(/^[a-z]+@[a-z0-9]+\.example$/),
        website: expect.stringMatching(/^https:\/\/www\.[a-z0-9]+\.example$/),
        phone: {
          countryCode: expect.stringMatching(/^\+\d+$/),
          businessPhoneNumber: expect.stringMatching(/^\d{9}$/),
        },
      });
      expect(b.factory).toMatchObject({
        manufacturingFacilities: expect.any(String),
        countryCode: b.countryCode,
        factorySize: expect.any(Number),
      });
      expect(codes(CONTRACT_MANUFACTURING)).toEqual(
        expect.arrayContaining(b.factory.contractManufacturing ?? []),
      );
      const trade = b.tradeCapabilities;
      expect(trade.markets!.length).toBeGreaterThanOrEqual(3);
      expect(codes(MARKETS)).toEqual(expect.arrayContaining(trade.markets!));
      expect(trade.spokenLanguages).toContain('en');
      expect(trade.spokenLanguages!.every((code) => languageCodes.has(code))).toBe(true);
      expect(trade.averageLeadTime).toBeGreaterThan(0);
      const terms = b.businessTerms;
      expect(codes(DELIVERY_TERMS)).toEqual(expect.arrayContaining(terms.acceptedDeliveryTerms!));
      expect(codes(PAYMENT_CURRENCIES)).toEqual(expect.arrayContaining(terms.acceptedPaymentCurrencies!));
      expect(codes(PACKAGING_TYPES)).toEqual(expect.arrayContaining(terms.packagingTypes!));
      expect(codes(PAYMENT_TYPES)).toEqual(expect.arrayContaining(terms.acceptedPaymentTypes!));
      for (const list of Object.values(terms)) expect(list.length).toBeGreaterThanOrEqual(1);
      // No pictures provider in this test: no pictures, rather than links to files that do not exist.
      expect(b.profilePhoto).toBeNull();
      expect(b.coverPhoto).toBeNull();
      const age = Date.now() - b.createdAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(731 * 86_400_000);
    }

    expect(new Set(rows.map((b) => b.subscription))).toEqual(new Set(SUBSCRIPTIONS));
    expect(rows.filter((b) => b.subscription === 'standard').length).toBeGreaterThan(30);
    expect(rows.filter((b) => b.subscription !== 'standard').every((b) => b.subscriptionValidUntil)).toBe(
      true,
    );
    const verified = rows.filter((b) => b.verified).length;
    expect(verified).toBeGreaterThanOrEqual(12);
    expect(verified).toBeLessThanOrEqual(26);
    const types = rows.map((b) => b.businessType);
    for (const type of ['MA', 'DI', 'EX', 'CO'])
      expect(types.filter((t) => t === type).length).toBeGreaterThan(2);
    expect(new Set(types).size).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((b) => b.countryCode)).size).toBeGreaterThan(6);
    expect(rows.filter((b) => b.countryCode === 'CN').length).toBeGreaterThan(5);
  });

  it('files each business under 1–3 categories of its industry, the first giving the industry', async () => {
    const { db } = database;
    const rows = await db
      .select({
        businessID: businessCategories.businessID,
        position: businessCategories.position,
        industryID: businessCategories.industryID,
        treeIndustry: categories.industryID,
        businessIndustry: businesses.industryID,
      })
      .from(businessCategories)
      .innerJoin(categories, eq(categories.id, businessCategories.categoryID))
      .innerJoin(businesses, eq(businesses.id, businessCategories.businessID));
    const perBusiness = groupBy(rows, (r) => r.businessID);
    expect(perBusiness.size).toBe(60);
    for (const list of perBusiness.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      for (const r of list) {
        expect(r.industryID).toBe(r.treeIndustry);
        expect(r.industryID).toBe(r.businessIndustry);
      }
    }
  });

  it('gives every business one owner among the demo people, some admins and members', async () => {
    const { db } = database;
    const rows = await db
      .select({ businessID: businessMembers.businessID, access: businessMembers.access, email: users.email })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userID));
    const owners = rows.filter((r) => r.access === 'owner');
    expect(new Set(owners.map((r) => r.businessID)).size).toBe(60);
    expect(owners).toHaveLength(60);
    expect(owners.every((r) => r.email.endsWith('b2bindustrial.test'))).toBe(true);
    expect(rows.filter((r) => r.access === 'admin').length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.access === 'member').length).toBeGreaterThan(10);
  });

  it('gives the demo account a gold and a standard business with colleagues', async () => {
    const { db } = database;
    const owned = await db
      .select({ id: businesses.id, subscription: businesses.subscription, verified: businesses.verified })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessID))
      .where(sql`${businessMembers.userID} = ${DEMO_ACCOUNT_ID} and ${businessMembers.access} = 'owner'`);
    expect(owned.map((b) => b.subscription).sort()).toEqual(['gold', 'standard']);
    expect(owned.find((b) => b.subscription === 'gold')?.verified).toBe(true);
    const colleagues = await db
      .select({ access: businessMembers.access })
      .from(businessMembers)
      .where(eq(businessMembers.businessID, demoBusinessID(0)));
    expect(colleagues.map((c) => c.access).sort()).toEqual(['admin', 'member', 'member', 'owner']);
  });

  it('adds 0 to 3 certificates per business with sensible dates', async () => {
    const rows = await database.db.select().from(certificates);
    expect(rows.length).toBeGreaterThan(30);
    const perBusiness = groupBy(rows, (c) => c.businessID);
    expect(Math.max(...[...perBusiness.values()].map((l) => l.length))).toBeLessThanOrEqual(3);
    for (const c of rows) {
      expect(c.name.length).toBeGreaterThan(1);
      if (c.expireDate) expect(c.expireDate > c.issueDate).toBe(true);
    }
  });

  it('adds nothing when run again', async () => {
    expect(await businessesStep.run(context(2000))).toBe(0);
    expect(await businessesStep.run(context(7))).toBe(0);
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(businesses);
    expect(row?.n).toBe(60);
    const [members] = await database.db.select({ n: sql<number>`count(*)::int` }).from(businessMembers);
    const [owners] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(businessMembers)
      .where(eq(businessMembers.access, 'owner'));
    expect(owners?.n).toBe(60);
    expect(members?.n).toBeGreaterThan(60);
  });
});
