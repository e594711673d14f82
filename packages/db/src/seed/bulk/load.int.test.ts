import { PRODUCT_SHOWCASE_CAP, type Subscription } from '@b2b/contracts';
import { Faker, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { DEMO_ACCOUNT_EMAIL, DEMO_PASSWORD_HASH, demoPeopleCount } from '../steps/accounts.ts';
import { demoBusinessCount, demoBusinessID } from '../steps/demo-reference.ts';
import { busiestThreadCount } from '../steps/inquiries.ts';
import { loadDemoDataInBulk } from './load.ts';

let database: TestDatabase;
const FACTOR = 0.5;

const faker = () => {
  const f = new Faker({ locale: [en] });
  f.seed(7);
  return f;
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
const number = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number | string }>(query))[0]?.n);

/** What the database's catalog says about the loaded tables: indexes, foreign keys and enabled triggers. */
const structure = () =>
  rows<{ indexes: string; keys: string; triggers: string }>(sql`
    SELECT
      (SELECT string_agg(indexdef, ';' ORDER BY indexdef) FROM pg_indexes
        WHERE tablename IN ('products', 'businesses', 'users', 'business_members', 'comments', 'accounts')) AS indexes,
      (SELECT string_agg(conname::text || pg_get_constraintdef(oid), ';' ORDER BY conname) FROM pg_constraint
        WHERE contype = 'f') AS keys,
      (SELECT string_agg(tgname::text || tgenabled::text, ';' ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal) AS triggers`);

let before: Awaited<ReturnType<typeof structure>>;
let made: Awaited<ReturnType<typeof loadDemoDataInBulk>>;

beforeAll(async () => {
  database = await openTestDatabase();
  before = await structure();
  made = await loadDemoDataInBulk(database.db, { factor: FACTOR, faker: faker(), log: () => undefined });
});
afterAll(async () => {
  await database?.close();
});

describe('bulk load of the demo data', () => {
  it('makes the people, businesses, products and social rows of the scale', async () => {
    expect(made.accounts).toBe(demoPeopleCount(FACTOR) + 1);
    expect(made.businesses).toBe(demoBusinessCount(FACTOR));
    expect(await number(sql`SELECT count(*) AS n FROM auth.accounts`)).toBe(made.accounts);
    expect(await number(sql`SELECT count(*) AS n FROM users`)).toBe(made.accounts);
    expect(
      await number(
        sql`SELECT count(*) AS n FROM auth.credentials WHERE password_hash = ${DEMO_PASSWORD_HASH}`,
      ),
    ).toBe(made.accounts);
    expect(
      await number(sql`SELECT count(*) AS n FROM auth.accounts WHERE email = ${DEMO_ACCOUNT_EMAIL}`),
    ).toBe(1);
    expect(await number(sql`SELECT count(*) AS n FROM products`)).toBe(made.products);
    const social = await number(sql`SELECT
      (SELECT count(*) FROM reactions) + (SELECT count(*) FROM follows) + (SELECT count(*) FROM comments) AS n`);
    expect(social).toBe(made.social);
    expect(made.social).toBeGreaterThan(made.products);
    // Every business has its owner, and every showcase stays within its level's cap.
    expect(await number(sql`SELECT count(*) AS n FROM business_members WHERE access = 'owner'`)).toBe(
      made.businesses,
    );
    const showcases = await rows<{ subscription: Subscription; n: number }>(sql`
      SELECT b.subscription, count(p.id)::int AS n FROM businesses b LEFT JOIN products p ON p.business_id = b.id
      GROUP BY b.id, b.subscription`);
    for (const { subscription, n } of showcases) {
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(PRODUCT_SHOWCASE_CAP[subscription]);
    }
  });

  it('makes requests with their messages and both sides of each, the busiest business with the most', async () => {
    expect(made.inquiries).toBeGreaterThan(made.businesses / 4);
    expect(await number(sql`SELECT count(*) AS n FROM inquiries`)).toBe(made.inquiries);
    expect(await number(sql`SELECT count(*) AS n FROM inquiry_participants`)).toBe(2 * made.inquiries);
    expect(
      await number(sql`SELECT count(*) AS n FROM inquiries i
        WHERE NOT EXISTS (SELECT 1 FROM inquiry_messages m WHERE m.inquiry_id = i.id AND m.created_at = i.created_at)
          OR i.last_message_at <> (SELECT max(created_at) FROM inquiry_messages m WHERE m.inquiry_id = i.id)`),
    ).toBe(0);
    expect(
      await number(sql`SELECT count(*) AS n FROM inquiry_participants
        WHERE search_text IS DISTINCT FROM inquiry_participant_search_text(counterpart_id, inquiry_id)
          OR search_text = ''`),
    ).toBe(0);
    const [counts] = await rows<{ busiest: number; most: number }>(sql`
      SELECT count(*) FILTER (WHERE receiver_business_id = ${demoBusinessID(0)})::int AS busiest,
        (SELECT max(n)::int FROM (SELECT count(*) AS n FROM inquiries GROUP BY receiver_business_id) c) AS most
      FROM inquiries`);
    expect(counts).toEqual({ busiest: busiestThreadCount(FACTOR), most: busiestThreadCount(FACTOR) });
  });

  it('gives every row the search document its trigger would have computed', async () => {
    expect(
      await number(sql`SELECT count(*) AS n FROM products p
        JOIN businesses b ON b.id = p.business_id
        LEFT JOIN product_search ps ON ps.product_id = p.id
        WHERE ps.document IS DISTINCT FROM product_search_document(p.name, p.keywords, p.description, p.specs,
            p.industry_id, p.category_id, p.subcategory_id)
          OR ps.document = ''::tsvector
          OR ps.created_at IS DISTINCT FROM p.created_at
          OR ps.search_boost IS DISTINCT FROM business_search_boost(b.subscription, b.verified)
          OR ps.country_code IS DISTINCT FROM b.country_code`),
    ).toBe(0);
    expect(await number(sql`SELECT count(DISTINCT search_boost) AS n FROM product_search`)).toBeGreaterThan(
      1,
    );
    expect(
      await number(sql`SELECT count(*) AS n FROM (SELECT country_code, category_id,
          product_lead_time_bucket(lead_time_days) AS lead_time, verified, count(*) AS products
          FROM product_search GROUP BY 1, 2, 3, 4) counted
        FULL JOIN (SELECT * FROM product_facet_counts WHERE lexeme = '' AND products > 0) kept
          ON (kept.country_code, kept.category_id, kept.verified) = (counted.country_code, counted.category_id,
            counted.verified) AND kept.lead_time IS NOT DISTINCT FROM counted.lead_time
        WHERE counted.products IS DISTINCT FROM kept.products`),
    ).toBe(0);
    expect(
      await number(sql`SELECT count(*) AS n FROM (SELECT business_type, country_code, subscription, verified,
          business_facet_year(year_stablished) AS year_established, count(*) AS businesses
          FROM businesses GROUP BY 1, 2, 3, 4, 5) counted
        FULL JOIN (SELECT * FROM business_facet_counts WHERE businesses > 0) kept
          ON (kept.business_type, kept.country_code, kept.subscription, kept.verified) = (counted.business_type,
            counted.country_code, counted.subscription, counted.verified)
          AND kept.year_established IS NOT DISTINCT FROM counted.year_established
        WHERE counted.businesses IS DISTINCT FROM kept.businesses`),
    ).toBe(0);
    expect(
      await number(sql`SELECT count(*) AS n FROM businesses b
        WHERE search_document IS DISTINCT FROM business_search_document(company_name, short_description,
          general_description, industry_id,
          ARRAY(SELECT bc.category_id FROM business_categories bc WHERE bc.business_id = b.id))
          OR search_document = ''::tsvector`),
    ).toBe(0);
    expect(
      await number(sql`SELECT count(*) AS n FROM users u
        LEFT JOIN user_search us ON us.user_id = u.id
        WHERE us.document IS DISTINCT FROM user_search_document(u.first_name, u.last_name, u.company_name,
            u.job_position_id, u.profession, u.show_profession, u.brief_presentation)
          OR us.document = ''::tsvector
          OR us.created_at IS DISTINCT FROM u.created_at
          OR us.country_code IS DISTINCT FROM u.country_code`),
    ).toBe(0);
  });

  it('adds the words the triggers would have added to the vocabulary', async () => {
    const missing = await number(sql`
      SELECT count(*) AS n FROM (
        SELECT company_name AS content FROM businesses
        UNION ALL SELECT concat_ws(' ', first_name, last_name, company_name) FROM users
        UNION ALL SELECT concat_ws(' ', name, array_to_string(keywords, ' '),
          product_reference_names(industry_id, category_id, subcategory_id)) FROM products
        UNION ALL SELECT search_reference_names('{}', ARRAY[category_id], '{}') FROM business_categories
      ) texts, search_words(content) AS word
      WHERE NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.term = word)`);
    expect(missing).toBe(0);
  });

  it('puts back every index, foreign key and trigger it set aside', async () => {
    expect(await structure()).toEqual(before);
  });

  it('refuses a database that has demo data already', async () => {
    await expect(
      loadDemoDataInBulk(database.db, { factor: FACTOR, faker: faker(), log: () => undefined }),
    ).rejects.toThrow(/without demo data/);
    expect(await number(sql`SELECT count(*) AS n FROM businesses`)).toBe(made.businesses);
  });
});
