import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from './schema/auth.ts';
import { users } from './schema/users.ts';
import { administrators } from './schema/verification.ts';
import { generateDemoData } from './seed/demo.ts';
import { DEMO_ACCOUNT_EMAIL, DEMO_ACCOUNT_ID } from './seed/steps/accounts.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';
import {
  countDemoAccounts,
  DemoAccountsInProduction,
  demoDataWanted,
  prepareDemoData,
  type DemoStartSettings,
} from './demo-start.ts';

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database?.close();
});

/** The demo seed as `npm start` runs it, at a small scale. */
const seed = () => generateDemoData(database.db, { factor: 0.05, onlyIfEmpty: true });
const development: DemoStartSettings = { NODE_ENV: 'development', ALLOW_DEMO_ACCOUNTS: false };
const production: DemoStartSettings = { NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: false };

const accountCount = async () => (await database.db.select({ id: accounts.id }).from(accounts)).length;

describe('demoDataWanted', () => {
  it('is on by default outside production, off with DEMO_DATA=false, and never on in production', () => {
    expect(demoDataWanted(development)).toBe(true);
    expect(demoDataWanted({ ...development, NODE_ENV: 'test' })).toBe(true);
    expect(demoDataWanted({ ...development, DEMO_DATA: false })).toBe(false);
    expect(demoDataWanted(production)).toBe(false);
    expect(demoDataWanted({ ...production, DEMO_DATA: true })).toBe(false);
  });
});

describe('prepareDemoData', () => {
  it('loads the demo directory on a fresh development database, its accounts marked as demo', async () => {
    expect(await prepareDemoData(database.db, development, seed)).toBe(true);
    const made = await accountCount();
    expect(made).toBeGreaterThan(1);
    expect(await countDemoAccounts(database.db)).toBe(made);
  });

  it('never seeds in production', async () => {
    expect(await prepareDemoData(database.db, production, seed)).toBe(false);
    expect(await accountCount()).toBe(0);
  });

  it('never seeds with DEMO_DATA=false', async () => {
    expect(await prepareDemoData(database.db, { ...development, DEMO_DATA: false }, seed)).toBe(false);
    expect(await accountCount()).toBe(0);
  });

  it('refuses a production start while demo accounts exist, unless ALLOW_DEMO_ACCOUNTS is set', async () => {
    await prepareDemoData(database.db, development, seed);
    const found = await countDemoAccounts(database.db);
    const refusal = prepareDemoData(database.db, production, seed);
    await expect(refusal).rejects.toThrow(DemoAccountsInProduction);
    await expect(prepareDemoData(database.db, production, seed)).rejects.toThrow(
      new RegExp(`holds ${found} demo account.*ALLOW_DEMO_ACCOUNTS=true`),
    );
    expect(await prepareDemoData(database.db, { ...production, ALLOW_DEMO_ACCOUNTS: true }, seed)).toBe(
      false,
    );
    expect(await countDemoAccounts(database.db)).toBe(found);
  });

  it('makes the demo account an administrator in development; production takes the role back even when it keeps the demo accounts', async () => {
    await prepareDemoData(database.db, development, seed);
    const administratorIDs = async () =>
      (await database.db.select({ id: administrators.userID }).from(administrators)).map((row) => row.id);
    expect(await administratorIDs()).toEqual([DEMO_ACCOUNT_ID]);
    const [someone] = await database.db
      .insert(accounts)
      .values({
        email: 'admin@example.com',
        firstName: 'Real',
        lastName: 'Admin',
        countryCode: 'DE',
        businessType: 'MA',
      })
      .returning({ id: accounts.id });
    await database.db
      .insert(users)
      .values({ id: someone!.id, email: 'admin@example.com', firstName: 'Real', lastName: 'Admin' });
    await database.db.insert(administrators).values({ userID: someone!.id });
    await prepareDemoData(database.db, { ...production, ALLOW_DEMO_ACCOUNTS: true }, seed);
    expect(await administratorIDs()).toEqual([someone!.id]);
  });

  it('lets production start on a database without demo accounts; an ordinary account does not count', async () => {
    await database.db.insert(accounts).values({
      email: 'buyer@example.com',
      firstName: 'Real',
      lastName: 'Buyer',
      countryCode: 'DE',
      businessType: 'MA',
    });
    expect(await prepareDemoData(database.db, production, seed)).toBe(false);
  });

  it('does not bring a deleted demo account back on restart when demo data is off', async () => {
    await prepareDemoData(database.db, development, seed);
    await database.db.delete(users).where(eq(users.email, DEMO_ACCOUNT_EMAIL));
    await database.db.delete(accounts).where(eq(accounts.email, DEMO_ACCOUNT_EMAIL));
    const left = await accountCount();
    await prepareDemoData(database.db, { ...development, DEMO_DATA: false }, seed);
    const demo = await database.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNT_EMAIL));
    expect(demo).toEqual([]);
    expect(await accountCount()).toBe(left);
  });
});
