import { utcDatePlus } from '@b2b/contracts';
import { rowsOf, sql, type Database } from '@b2b/db';
import type { Scenario } from './run-scenario.ts';

/** What the RFQ scenarios are named by, so that `BENCH_ONLY=rfq` picks all of them. */
export const RFQ = 'rfq';
/** RFQs in the busy supplier's market, and quotes on the compared RFQ. */
const MARKET_RFQS = 500;
const COMPARED_QUOTES = 100;
/** Posts timed one after the other, each by a buyer of its own (the daily cap is per person). */
const TIMED_POSTS = 5;

interface RfqBenchInput {
  industryID: string;
  categoryID: string;
  buyers: string[];
  busy: { businessID: string; owner: string };
  compared: { rfqID: string; buyer: string };
}

/**
 * The RFQ data set, in SQL: `suppliers` manufacturers of one category (the fan-out's), one of them (the busy supplier)
 * matched to MARKET_RFQS open requests, and a request with COMPARED_QUOTES quotes (from as many of those suppliers, in
 * three currencies, with a rate to convert one of them).
 */
export async function seedRfqBench(db: Database, suppliers: number): Promise<RfqBenchInput> {
  const [category] = await rowsOf<{ industryID: string; categoryID: string }>(
    db,
    sql`SELECT industry_id AS "industryID", id AS "categoryID" FROM categories ORDER BY industry_id, id LIMIT 1`,
  );
  if (!category) throw new Error('No industry tree: the reference data is missing.');
  const people = await rowsOf<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM business_members m WHERE m.user_id = u.id)
      ORDER BY u.id LIMIT ${TIMED_POSTS + 2}`,
  );
  if (people.length < TIMED_POSTS + 2) throw new Error('The demo data has too few people: seed it anew.');
  const owner = people[TIMED_POSTS]!.id;
  const comparer = people[TIMED_POSTS + 1]!.id;
  await db.execute(sql`
    WITH made AS (
      INSERT INTO businesses (id, company_name, short_description, business_type, industry_id, country_code)
      SELECT gen_random_uuid(), 'RFQ bench supplier ' || n, 'Valves and fittings.', 'MA', ${category.industryID}::uuid, 'CN'
      FROM generate_series(1, ${suppliers}) AS n
      RETURNING id
    )
    INSERT INTO business_categories (business_id, category_id, industry_id, position)
    SELECT id, ${category.categoryID}::uuid, ${category.industryID}::uuid, 0 FROM made`);
  const [busy] = await rowsOf<{ businessID: string }>(
    db,
    sql`SELECT id AS "businessID" FROM businesses WHERE company_name = 'RFQ bench supplier 1'`,
  );
  await db.execute(sql`INSERT INTO business_members (business_id, user_id, access)
    VALUES (${busy!.businessID}::uuid, ${owner}::uuid, 'owner')`);
  const rfqColumns = sql`buyer_user_id, product_name, industry_id, category_id, quantity, unit, currency,
    destination_country, incoterm, closes_at, description`;
  const rfqValues = (
    buyer: string,
    name: string,
  ) => sql`${buyer}::uuid, ${name}, ${category.industryID}::uuid,
    ${category.categoryID}::uuid, 1000 + n, 'pieces', 'USD', 'DE', 'FOB', now() + interval '30 days',
    'Stainless steel ball valves, PN40.'`;
  // The busy supplier's market: requests sent to it alone (their other matches would only add rows it never reads).
  await db.execute(sql`
    WITH posted AS (
      INSERT INTO rfqs (id, ${rfqColumns})
      SELECT gen_random_uuid(), ${rfqValues(comparer, 'Ball valves DN')} || n FROM generate_series(1, ${MARKET_RFQS}) AS n
      RETURNING id, created_at
    )
    INSERT INTO rfq_matches (rfq_id, business_id, rank, created_at)
    SELECT id, ${busy!.businessID}::uuid, 1, created_at FROM posted`);
  const [compared] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO rfqs (id, ${rfqColumns})
      SELECT gen_random_uuid(), ${rfqValues(comparer, 'Gate valves DN')} || n FROM generate_series(1, 1) AS n
      RETURNING id`,
  );
  await db.execute(sql`
    WITH chosen AS (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM businesses
      WHERE company_name LIKE 'RFQ bench supplier %' LIMIT ${COMPARED_QUOTES}
    ), matched AS (
      INSERT INTO rfq_matches (rfq_id, business_id, rank) SELECT ${compared!.id}::uuid, id, n FROM chosen
    )
    INSERT INTO rfq_quotes (id, rfq_id, business_id, unit_price, currency, minimum_order_quantity, lead_time_days,
      incoterm, named_place, payment_terms, valid_until, message)
    SELECT gen_random_uuid(), ${compared!.id}::uuid, id, 10 + n % 17, (ARRAY['USD', 'EUR', 'CNY'])[1 + n % 3],
      100 * (1 + n % 5), 10 + n % 60, 'FOB', 'Ningbo', '30% deposit', ${utcDatePlus(30)}::date, 'Made to order.'
    FROM chosen`);
  await db.execute(sql`INSERT INTO exchange_rates (base_currency, quote_currency, rate_date, rate)
    VALUES ('EUR', 'USD', ${utcDatePlus(0)}::date, 1.08) ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE businesses, business_categories, rfqs, rfq_matches, rfq_quotes`);
  return {
    ...category,
    buyers: people.slice(0, TIMED_POSTS).map((p) => p.id),
    busy: { businessID: busy!.businessID, owner },
    compared: { rfqID: compared!.id, buyer: comparer },
  };
}

/** The busy supplier's market (first page, and filtered by quantity) and the buyer's compare table of 100 quotes. */
export async function rfqScenarios(
  input: RfqBenchInput,
  center: { tokenOf(userID: string): Promise<string> },
): Promise<Scenario[]> {
  const supplier = { authorization: `Bearer ${await center.tokenOf(input.busy.owner)}` };
  const buyer = { authorization: `Bearer ${await center.tokenOf(input.compared.buyer)}` };
  const market = `/api/business/${input.busy.businessID}/rfq`;
  return [
    {
      name: `${RFQ}: market of ${MARKET_RFQS} open requests`,
      method: 'GET',
      path: market,
      headers: supplier,
    },
    {
      name: `${RFQ}: market filtered by quantity`,
      method: 'GET',
      path: `${market}?minQuantity=1200&maxQuantity=1300`,
      headers: supplier,
    },
    {
      name: `${RFQ}: compare ${COMPARED_QUOTES} quotes by total`,
      method: 'GET',
      path: `/api/rfq/${input.compared.rfqID}/quotes?sort=total`,
      headers: buyer,
    },
  ];
}

/**
 * Posting a request that matches every supplier of the category: each post timed from the request to its answer (the
 * matches, their notifications and live events committed), one after the other.
 */
export async function timeRfqPosts(
  input: RfqBenchInput,
  center: { base: string; tokenOf(userID: string): Promise<string> },
): Promise<{ matched: number; milliseconds: number[] }> {
  const milliseconds: number[] = [];
  let matched = 0;
  for (const buyer of input.buyers) {
    const started = performance.now();
    const response = await fetch(`${center.base}/api/rfq`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await center.tokenOf(buyer)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        productName: 'Flanged ball valves DN50',
        industryID: input.industryID,
        categoryID: input.categoryID,
        quantity: 2000,
        unit: 'pieces',
        currency: 'USD',
        destinationCountry: 'DE',
        incoterm: 'CIF',
        closesOn: utcDatePlus(14),
        description: 'Stainless steel 316, PN40, flanged ends.',
      }),
    });
    milliseconds.push(performance.now() - started);
    if (response.status !== 201)
      throw new Error(`posting an RFQ: ${response.status} ${await response.text()}`);
    matched = ((await response.json()) as { data: { matched: number } }).data.matched;
  }
  return { matched, milliseconds };
}

export function formatRfqPosts({ matched, milliseconds }: { matched: number; milliseconds: number[] }) {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return (
    `RFQ fan-out: ${sorted.length} requests posted one after the other, each sent to ${matched.toLocaleString('en')} ` +
    `suppliers (matches, notifications and live events committed): fastest ${ms(sorted[0]!)}, median ` +
    `${ms(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${ms(sorted.at(-1)!)}`
  );
}
