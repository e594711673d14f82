import { Faker, en } from '@faker-js/faker';
import type { Database } from '../../client.ts';
import type { DemoContext } from '../demo.ts';

/** A step's context as `generateDemoData` makes it at the small scale, with its own seeded faker. */
export function demoContext(db: Database, seed: number): DemoContext {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return { db, factor: 1, faker, log: () => undefined };
}
