import { Faker, en } from '@faker-js/faker';
import type { Database } from '../client.ts';
import { refreshFrequentSearchTerms } from '../frequent-search-terms.ts';
import { loadDemoDataInBulk } from './bulk/load.ts';
import type { DemoPictures } from './pictures.ts';
import { accountsStep } from './steps/accounts.ts';
import { administratorsStep } from './steps/administrators.ts';
import { businessesStep } from './steps/businesses.ts';
import { inquiriesStep } from './steps/inquiries.ts';
import { postsStep } from './steps/posts.ts';
import { productsStep } from './steps/products.ts';
import { socialStep } from './steps/social.ts';

/** How much demo data to make: `small` for a laptop and the browser tests, `large` for the search benchmark. */
export const DEMO_SCALES = {
  small: 1,
  medium: 10,
  large: 1700,
} as const;
/**
 * From this factor on (about 6,000 businesses) the demo data is loaded in bulk into a database that has none yet,
 * instead of step by step; see loadDemoDataInBulk.
 */
export const BULK_FROM_FACTOR = 100;
export type DemoScale = keyof typeof DEMO_SCALES;

export interface DemoContext {
  db: Database;
  /** Multiplies each step's base count. */
  factor: number;
  /** Seeded, so the same scale makes the same data on every machine. */
  faker: Faker;
  log: (line: string) => void;
  /** Draws and stores the pictures of businesses and products; without it they have none. */
  pictures?: DemoPictures | undefined;
}

/** One kind of demo entity; each capability adds its own step, in dependency order. */
export interface DemoStep {
  name: string;
  /** True when the database already holds this step's entities, so `npm start` does not add them twice. */
  hasData(db: Database): Promise<boolean>;
  run(context: DemoContext): Promise<number>;
}

export const demoSteps: DemoStep[] = [
  accountsStep,
  administratorsStep,
  businessesStep,
  productsStep,
  socialStep,
  inquiriesStep,
  postsStep,
];

export function parseScale(value: string | undefined): number {
  if (!value) return DEMO_SCALES.small;
  if (value in DEMO_SCALES) return DEMO_SCALES[value as DemoScale];
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new Error(
      `--scale takes ${Object.keys(DEMO_SCALES).join(', ')} or a positive number, not "${value}"`,
    );
  }
  return n;
}

/** Each step in turn; with `onlyIfEmpty`, those whose entities are there already are passed over. */
async function runSteps(context: DemoContext, onlyIfEmpty: boolean): Promise<Record<string, number>> {
  const made: Record<string, number> = {};
  for (const step of demoSteps) {
    if (onlyIfEmpty && (await step.hasData(context.db))) continue;
    const started = Date.now();
    made[step.name] = await step.run(context);
    context.log(`${step.name}: ${made[step.name]} in ${Date.now() - started} ms`);
  }
  return made;
}

export async function generateDemoData(
  db: Database,
  options: {
    factor: number;
    seed?: number;
    onlyIfEmpty?: boolean;
    log?: (line: string) => void;
    pictures?: DemoPictures;
  },
): Promise<Record<string, number>> {
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed ?? 2000);
  const log = options.log ?? (() => undefined);
  const context: DemoContext = { db, factor: options.factor, faker, log, pictures: options.pictures };
  const made =
    options.factor >= BULK_FROM_FACTOR && !(options.onlyIfEmpty && (await demoSteps[0]!.hasData(db)))
      ? {
          ...(await loadDemoDataInBulk(db, context)),
          administrators: await administratorsStep.run(context),
          // A few per business and person: inserted after the bulk load, like the administrators.
          posts: await postsStep.run(context),
        }
      : await runSteps(context, options.onlyIfEmpty ?? false);
  if (Object.keys(made).length > 0) {
    const started = Date.now();
    const words = await refreshFrequentSearchTerms(db);
    log(
      `frequent search words: ${words.product} of products, ${words.user} of people, with their best-ranked ones, in ` +
        `${Date.now() - started} ms`,
    );
  }
  return made;
}
