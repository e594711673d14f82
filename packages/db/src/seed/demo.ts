import { Faker, en } from '@faker-js/faker';
import type { Database } from '../client.ts';
import { accountsStep } from './steps/accounts.ts';

/** How much demo data to make: `small` for a laptop and the browser tests, `large` for the search benchmark. */
export const DEMO_SCALES = {
  small: 1,
  medium: 10,
  large: 1000,
} as const;
export type DemoScale = keyof typeof DEMO_SCALES;

export interface DemoContext {
  db: Database;
  /** Multiplies each step's base count. */
  factor: number;
  /** Seeded, so the same scale makes the same data on every machine. */
  faker: Faker;
  log: (line: string) => void;
}

/** One kind of demo entity; each capability adds its own step, in dependency order. */
export interface DemoStep {
  name: string;
  /** True when the database already holds this step's entities, so `npm start` does not add them twice. */
  hasData(db: Database): Promise<boolean>;
  run(context: DemoContext): Promise<number>;
}

export const demoSteps: DemoStep[] = [accountsStep];

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

export async function generateDemoData(
  db: Database,
  options: { factor: number; seed?: number; onlyIfEmpty?: boolean; log?: (line: string) => void },
): Promise<Record<string, number>> {
  const faker = new Faker({ locale: [en] });
  faker.seed(options.seed ?? 2000);
  const log = options.log ?? (() => undefined);
  const made: Record<string, number> = {};
  for (const step of demoSteps) {
    if (options.onlyIfEmpty && (await step.hasData(db))) continue;
    const started = Date.now();
    made[step.name] = await step.run({ db, factor: options.factor, faker, log });
    log(`${step.name}: ${made[step.name]} in ${Date.now() - started} ms`);
  }
  return made;
}
