import { Faker, en } from '@faker-js/faker';
import { afterAll } from 'vitest';
import type { Database } from '../../client.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import type { DemoContext, DemoStep } from '../demo.ts';
import { accountsStep } from './accounts.ts';
import { businessesStep } from './businesses.ts';
import { productsStep } from './products.ts';

/** A step's context as `generateDemoData` makes it at the small scale, with its own seeded faker. */
export function demoContext(db: Database, seed: number): DemoContext {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return { db, factor: 1, faker, log: () => undefined };
}

/** The steps the later ones build on, in the order `generateDemoData` runs them, each with its seed in these tests. */
const FOUNDATION: readonly { step: DemoStep; seed: number }[] = [
  { step: accountsStep, seed: 2000 },
  { step: businessesStep, seed: 2001 },
  { step: productsStep, seed: 2002 },
];

/**
 * The set-up of a demo step's tests: a database of the file's own holding the data of the steps up to `upTo`
 * (accounts, then businesses, then products), closed after the file's tests, and `context(seed)` on it. Awaited at the
 * top of the file: `const { database, context } = await useDemoDatabase('products');`.
 */
export async function useDemoDatabase(upTo: 'accounts' | 'businesses' | 'products') {
  const database: TestDatabase = await openTestDatabase();
  afterAll(() => database.close());
  const context = (seed: number) => demoContext(database.db, seed);
  const last = FOUNDATION.findIndex(({ step }) => step.name === upTo);
  for (const { step, seed } of FOUNDATION.slice(0, last + 1)) await step.run(context(seed));
  return { database, context };
}
