import { asc, count, eq, gt, gte, sql, tables, type Database } from '@b2b/db';
import type { SitemapSeries } from '@b2b/contracts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

const { businesses, products, productSearch, users, industries, categories } = tables;

export interface BusinessEntry {
  id: string;
  companyName: string;
  updatedAt: Date;
}
export interface ProductEntry {
  id: string;
  name: string;
  companyName: string;
  updatedAt: Date;
}
export interface ProfileEntry {
  id: string;
  updatedAt: Date;
}

export interface SitemapRepositoryOptions {
  /** Rows read per statement while a page is written, so that a page of 50,000 is never held as rows all at once. */
  chunkRows?: number;
}

/**
 * What the sitemaps list, read in primary-key order. A page is located by skipping `skip` entries of the narrow
 * primary-key index (one id comes back), then read forward from that id by keyset, a chunk per statement.
 */
export function sitemapRepository(db: Database, { chunkRows = 5_000 }: SitemapRepositoryOptions = {}) {
  async function* keysetPage<T extends { id: string }>(
    table: PgTable,
    key: AnyPgColumn,
    skip: number,
    size: number,
    read: (from: SQL, limit: number) => Promise<T[]>,
  ): AsyncGenerator<T[]> {
    const [first] = await db.select({ id: key }).from(table).orderBy(asc(key)).offset(skip).limit(1);
    if (!first) return;
    let from = gte(key, first.id);
    for (let left = size; left > 0;) {
      const rows = await read(from, Math.min(left, chunkRows));
      if (rows.length === 0) return;
      yield rows;
      left -= rows.length;
      from = gt(key, rows.at(-1)!.id);
    }
  }

  return {
    async counts(): Promise<Record<SitemapSeries, number>> {
      const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
      const [b, p, u] = await Promise.all([total(businesses), total(productSearch), total(users)]);
      return { businesses: b, products: p, profiles: u };
    },

    businesses: (skip: number, size: number) =>
      keysetPage<BusinessEntry>(businesses, businesses.id, skip, size, (from, limit) =>
        db
          .select({ id: businesses.id, companyName: businesses.companyName, updatedAt: businesses.updatedAt })
          .from(businesses)
          .where(from)
          .orderBy(asc(businesses.id))
          .limit(limit),
      ),

    // The products the public sees are those of the search index: one over its business's showcase cap is left out.
    products: (skip: number, size: number) =>
      keysetPage<ProductEntry>(productSearch, productSearch.productID, skip, size, (from, limit) =>
        db
          .select({
            id: products.id,
            name: products.name,
            companyName: businesses.companyName,
            // The product page shows its business too, and the company name is part of its address.
            updatedAt: sql<Date>`greatest(${products.updatedAt}, ${businesses.updatedAt})`.mapWith(
              businesses.updatedAt,
            ),
          })
          .from(productSearch)
          .innerJoin(products, eq(products.id, productSearch.productID))
          .innerJoin(businesses, eq(businesses.id, products.businessID))
          .where(from)
          .orderBy(asc(productSearch.productID))
          .limit(limit),
      ),

    profiles: (skip: number, size: number) =>
      keysetPage<ProfileEntry>(users, users.id, skip, size, (from, limit) =>
        db
          .select({ id: users.id, updatedAt: users.updatedAt })
          .from(users)
          .where(from)
          .orderBy(asc(users.id))
          .limit(limit),
      ),

    /** Industry names, then category names, in the order the industries page shows them. */
    async industryNames(): Promise<string[]> {
      const [industryRows, categoryRows] = await Promise.all([
        db.select({ name: industries.name }).from(industries).orderBy(asc(industries.sortOrder)),
        db
          .select({ name: categories.name })
          .from(categories)
          .innerJoin(industries, eq(industries.id, categories.industryID))
          .orderBy(asc(industries.sortOrder), asc(categories.sortOrder)),
      ]);
      return [...industryRows, ...categoryRows].map((row) => row.name);
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
