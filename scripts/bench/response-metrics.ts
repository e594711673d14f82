import { recomputeResponseMetrics } from '@b2b/api';
import { eq, rowsOf, sql, tables, type Database } from '@b2b/db';
import type { Scenario } from './run-scenario.ts';

/** What the scenario is named by (`BENCH_ONLY="response metrics"`). */
export const RESPONSE_METRICS = 'response metrics';
/** The threads the measured business has received within the 90 days of its metrics. */
const THREADS = 10_000;
/** Recomputations timed one after the other. */
const RECOMPUTE_RUNS = 20;
/** Reads of the stored row timed one after the other. */
const READ_RUNS = 1000;

/**
 * The business whose response metrics are read: the data set's busiest one (most requests received), given threads of
 * the last 90 days until it has THREADS of them (nine in ten answered, from minutes to three days after they came),
 * set-based in SQL; a second run finds them there.
 */
async function busyBusiness(db: Database): Promise<{ id: string; threads: number }> {
  const [business] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT receiver_business_id AS id FROM inquiries GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const id =
    business?.id ??
    (await rowsOf<{ id: string }>(db, sql`SELECT id FROM businesses ORDER BY id LIMIT 1`))[0]?.id;
  if (!id) throw new Error('The demo data has no business to measure: seed it anew.');
  const window = sql`created_at > now() - interval '90 days'`;
  const [{ threads }] = (await rowsOf<{ threads: number }>(
    db,
    sql`SELECT count(*)::int AS threads FROM inquiries WHERE receiver_business_id = ${id} AND ${window}`,
  )) as [{ threads: number }];
  const missing = THREADS - threads;
  if (missing > 0) {
    // 89 days spread over the new threads, newest first: every one inside the window.
    await db.execute(sql`
      WITH times AS (
        SELECT n, now() - n * (interval '89 days' / ${missing}) AS opened,
          hashtext('Response metrics bench ' || n) AS h
        FROM generate_series(1, ${missing}) AS n
      ), made AS (
        INSERT INTO inquiries (id, sender_id, receiver_business_id, subject, created_at, last_message_at,
          receiver_replied_at)
        SELECT gen_random_uuid(), gen_random_uuid(), ${id}::uuid, 'Response metrics bench ' || n, opened, opened,
          CASE WHEN h % 10 <> 0 THEN opened + (h & 4095) * interval '1 minute' END
        FROM times
        RETURNING id, created_at, receiver_replied_at
      )
      INSERT INTO inquiry_messages (id, inquiry_id, side, content, created_at)
      SELECT gen_random_uuid(), id, 'S', 'Please quote.', created_at FROM made
      UNION ALL
      SELECT gen_random_uuid(), id, 'R', 'Here is our offer.', receiver_replied_at
      FROM made WHERE receiver_replied_at IS NOT NULL`);
    await db.execute(sql`ANALYZE inquiries`);
    await db.execute(sql`ANALYZE inquiry_messages`);
  }
  return { id, threads: Math.max(threads, THREADS) };
}

/** The recomputation a business's first reply or quote runs, timed: what that write pays for the figures. */
async function timeRecompute(db: Database, businessID: string) {
  const times: number[] = [];
  for (let run = 0; run < RECOMPUTE_RUNS; run += 1) {
    const started = performance.now();
    await db.transaction((tx) => recomputeResponseMetrics(tx, businessID));
    times.push(performance.now() - started);
  }
  return summary(times);
}

/** The read every page showing the business makes of its figures, alone: one row by its primary key. */
async function timeRead(db: Database, businessID: string) {
  const read = db
    .select({ cases: tables.businessResponseMetrics.cases })
    .from(tables.businessResponseMetrics)
    .where(eq(tables.businessResponseMetrics.businessID, sql.placeholder('id')))
    .prepare('bench_response_metrics_read');
  const times: number[] = [];
  for (let run = 0; run < READ_RUNS; run += 1) {
    const started = performance.now();
    await read.execute({ id: businessID });
    times.push(performance.now() - started);
  }
  return summary(times);
}

function summary(times: number[]) {
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(times.length / 2)]!,
    p99: times[Math.floor(times.length * 0.99)]!,
    max: times[times.length - 1]!,
  };
}

/**
 * The business page of a business with 10,000 threads of the last 90 days, whose figures the page reads as one row of
 * `business_response_metrics` (joined by its key to the business's own row); before it, the recomputation is timed.
 */
export async function responseMetricsScenarios(db: Database): Promise<Scenario[]> {
  const business = await busyBusiness(db);
  const recompute = await timeRecompute(db, business.id);
  const read = await timeRead(db, business.id);
  const threads = business.threads.toLocaleString('en');
  const ms = (t: { p50: number; p99: number; max: number }) =>
    `p50 ${t.p50.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms, max ${t.max.toFixed(2)} ms`;
  console.log(
    `${RESPONSE_METRICS} of a business with ${threads} threads: recomputed (${RECOMPUTE_RUNS} runs) ${ms(recompute)}; ` +
      `its row read (${READ_RUNS} runs) ${ms(read)}`,
  );
  return [
    {
      name: `${RESPONSE_METRICS}: business page of ${threads} threads`,
      method: 'GET',
      path: `/api/business/profile/${business.id}`,
    },
  ];
}
