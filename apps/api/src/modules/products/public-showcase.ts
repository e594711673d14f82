import { PRODUCT_SHOWCASE_CAP, SUBSCRIPTIONS } from '@b2b/contracts';
import { sql, tables, type Database } from '@b2b/db';
import type { SQL, SQLWrapper } from 'drizzle-orm';

const { businesses, products, productSearch } = tables;

/**
 * Which products of a business the public sees: the oldest ones, as many as its level's showcase allows. A business
 * over its cap got there by a lapse or a refund (creating past the cap is refused), so the products kept are those it
 * had first and the ones hidden are the newest, those the higher level had made room for; the order (creation time,
 * then id) never changes, so the same products stay hidden on every page until the level allows them again or older
 * ones are removed. Nothing is written to mark them: the business pages compute it as they read, and the search index
 * (`product_search`, which the sitemaps read too) is brought in step by `syncPublicShowcase` in the transaction of every
 * write that moves the line.
 */
export const showcaseCapOf = (subscription: SQLWrapper): SQL =>
  sql`(case ${subscription} ${sql.raw(
    SUBSCRIPTIONS.map((level) => `when '${level}' then ${PRODUCT_SHOWCASE_CAP[level]}`).join(' '),
  )} else 0 end)`;

/** The ids of a business's products the public sees, through the index on (business, creation time). */
export const publicProductIDsOf = (businessID: SQLWrapper | string): SQL =>
  sql`(select shown.id from ${products} as shown
    where shown.business_id = ${businessID}
    order by shown.created_at, shown.id
    limit (select ${showcaseCapOf(businesses.subscription)} from ${businesses} where ${businesses.id} = ${businessID}))`;

type Executor = Pick<Database, 'execute'>;

/**
 * Makes the search index of these businesses' products hold exactly the ones the public sees: the rows of products
 * over the cap leave it (and, by its triggers, the counts and the lists of frequent words), the rows of products back
 * within it return. Run inside the transaction of the write that changed the level or the showcase.
 */
export async function syncPublicShowcase(db: Executor, businessIDs: readonly string[]): Promise<void> {
  if (businessIDs.length === 0) return;
  const ids = sql`${`{${businessIDs.join(',')}}`}::uuid[]`;
  await db.execute(sql`delete from ${productSearch} as ps
    using ${products} as p
    where ps.product_id = p.id and p.business_id = any(${ids})
      and p.id not in ${publicProductIDsOf(sql`p.business_id`)}`);
  await db.execute(sql`insert into ${productSearch} (product_id, created_at, search_boost, country_code, document,
      category_id, lead_time_days, verified, name)
    select p.id, p.created_at, business_search_boost(b.subscription, b.verified), b.country_code,
      product_search_document(p.name, p.keywords, p.description, p.specs, p.industry_id, p.category_id, p.subcategory_id),
      p.category_id, product_lead_time_days(p.lead_time), b.verified, p.name
    from ${businesses} as b
    cross join lateral (
      select * from ${products} as own where own.business_id = b.id
      order by own.created_at, own.id limit ${showcaseCapOf(sql`b.subscription`)}
    ) as p
    where b.id = any(${ids})
    on conflict (product_id) do nothing`);
}
