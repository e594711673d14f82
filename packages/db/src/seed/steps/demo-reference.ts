import type { Faker } from '@faker-js/faker';
import { asc, like } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { accounts } from '../../schema/auth.ts';
import { categories, industries, subcategories } from '../../schema/refdata.ts';
import type { DemoContext } from '../demo.ts';
import { stableID } from '../ids.ts';
import { DEMO_ACCOUNT_ID, DEMO_EMAIL_DOMAIN } from './accounts.ts';

export interface TreeCategory {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}
export interface TreeIndustry {
  id: string;
  key: string;
  name: string;
  sortOrder: number;
  categories: TreeCategory[];
}

/** The industry tree as the database holds it, so demo businesses and products only point at real categories. */
export async function loadIndustryTree(db: Database): Promise<TreeIndustry[]> {
  const [industryRows, categoryRows, subcategoryRows] = await Promise.all([
    db.select().from(industries).orderBy(asc(industries.sortOrder)),
    db.select().from(categories).orderBy(asc(categories.sortOrder)),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder)),
  ]);
  const subsOf = new Map<string, { id: string; name: string }[]>();
  for (const s of subcategoryRows) {
    subsOf.set(s.categoryID, [...(subsOf.get(s.categoryID) ?? []), { id: s.id, name: s.name }]);
  }
  return industryRows.map((i) => ({
    id: i.id,
    key: i.key,
    name: i.name,
    sortOrder: i.sortOrder,
    categories: categoryRows
      .filter((c) => c.industryID === i.id)
      .map((c) => ({ id: c.id, name: c.name, subcategories: subsOf.get(c.id) ?? [] })),
  }));
}

/** The demo people the accounts step made, the demo account first; the same order on every run. */
export async function loadDemoPeople(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(like(accounts.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .orderBy(asc(accounts.email));
  return [DEMO_ACCOUNT_ID, ...rows.map((r) => r.id)];
}

/** Demo businesses: 60 per factor, at least the demo account's two. */
export const demoBusinessCount = (factor: number) => Math.max(2, Math.round(60 * factor));
export const demoBusinessID = (n: number) => stableID('demo-business', String(n));

/** Reads the demo businesses a page at a time, so the large scale never holds them all. */
export async function* demoBusinessPages<T>(
  db: Database,
  factor: number,
  read: (ids: string[]) => Promise<T[]>,
  pageSize = 1000,
): AsyncGenerator<T[]> {
  const count = demoBusinessCount(factor);
  for (let start = 0; start < count; start += pageSize) {
    const ids = Array.from({ length: Math.min(pageSize, count - start) }, (_, i) =>
      demoBusinessID(start + i),
    );
    const rows = await read(ids);
    if (rows.length > 0) yield rows;
  }
}

/**
 * The skeleton of a step that adds rows to each demo business: it reads the businesses a page at a time, leaves out
 * those `done` finds with their rows already (so that a second run adds nothing to them, whatever its seed), and has
 * `add` make and insert the rows of the others, given the whole page too (a business's requests and comments come
 * from its neighbours); answers the sum of what `add` counted.
 */
export async function addPerBusiness<T extends { id: string }>(
  context: DemoContext,
  parts: {
    read: (ids: string[]) => Promise<T[]>;
    done: (page: T[]) => Promise<Set<string>>;
    add: (fresh: T[], page: T[]) => Promise<number>;
  },
): Promise<number> {
  let made = 0;
  for await (const page of demoBusinessPages(context.db, context.factor, parts.read)) {
    const done = await parts.done(page);
    made += await parts.add(
      page.filter((business) => !done.has(business.id)),
      page,
    );
  }
  return made;
}

/**
 * Up to `count` different entries of a list, none of them in `except`. Drawn by index, so the cost follows `count`, not
 * the list: faker's arrayElements shuffles a copy of the whole list, and at the large scale the list is every person.
 */
export function sample<T>(f: Faker, list: readonly T[], count: number, except?: ReadonlySet<T>): T[] {
  const chosen = new Set<T>();
  if (list.length === 0) return [];
  // A list mostly made of excluded entries gives up after a bounded number of draws.
  for (let draws = 0; chosen.size < count && draws < count * 20; draws++) {
    const entry = list[f.number.int({ min: 0, max: list.length - 1 })]!;
    if (!except?.has(entry)) chosen.add(entry);
  }
  return [...chosen];
}

/** Rows grouped by a key, in their order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
