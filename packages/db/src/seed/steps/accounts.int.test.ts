import { Faker, en } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, credentials } from '../../schema/auth.ts';
import { users } from '../../schema/users.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { accountsStep, DEMO_ACCOUNT_EMAIL, DEMO_PASSWORD_HASH, demoPeopleCount } from './accounts.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const context = (seed: number) => {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return { db: database.db, factor: 1, faker, log: () => undefined };
};

describe('accounts demo step', () => {
  it('makes 120 people per factor plus the demo account, each with the demo password and a filled profile', async () => {
    const { db } = database;
    expect(await accountsStep.hasData(db)).toBe(false);
    expect(demoPeopleCount(1)).toBe(120);
    expect(await accountsStep.run(context(2000))).toBe(121);
    expect(await accountsStep.hasData(db)).toBe(true);

    const rows = await db
      .select({ email: accounts.email, hash: credentials.passwordHash, user: users })
      .from(accounts)
      .innerJoin(credentials, eq(credentials.accountID, accounts.id))
      .innerJoin(users, eq(users.id, accounts.id));
    expect(rows).toHaveLength(121);
    expect(rows.every((r) => r.hash === DEMO_PASSWORD_HASH)).toBe(true);
    const generated = rows.filter((r) => r.email !== DEMO_ACCOUNT_EMAIL);
    for (const { email, user } of generated) {
      expect(email).toMatch(/^[a-z0-9]+\.[a-z0-9]+\.\d+@demo\.b2bindustrial\.test$/);
      expect(user).toMatchObject({
        email,
        city: expect.any(String),
        companyName: expect.any(String),
        briefPresentation: expect.any(String),
        industryID: expect.any(String),
        jobPositionID: expect.any(String),
        preferredLanguage: expect.stringMatching(/^[a-z]{2}$/),
        genderCode: expect.any(String),
      });
    }
    const countries = new Set(generated.map((r) => r.user.countryCode));
    expect(countries.size).toBeGreaterThan(5);
    expect(new Set(generated.map((r) => r.user.businessType)).size).toBeGreaterThan(4);
    // The US has states in the reference table: its people get one.
    const withStates = generated.filter((r) => r.user.countryCode === 'US');
    expect(withStates.every((r) => r.user.stateID)).toBe(true);
  });

  it('adds nothing when run again with the same seed', async () => {
    expect(await accountsStep.run(context(2000))).toBe(0);
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    expect(row?.n).toBe(121);
  });
});
