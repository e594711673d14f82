import { rowsOf, sql, type Database } from '@b2b/db';
import type { Scenario } from './run-scenario.ts';

/** What the newsfeed scenarios are named by, so that `BENCH_ONLY=feed` picks them (and their seeding) alone. */
export const NEWSFEED = 'newsfeed';
export const NEWSFEED_SCENARIOS = [`${NEWSFEED}: first page`, `${NEWSFEED}: page 11`];

/** People whose pages are asked in turn, so that one person's posts in the database's cache do not flatter the figures. */
const READERS_IN_TURN = 100;
/** Pages followed through each page's `nextID` to reach the deep page. */
const DEEP_PAGE = 10;
/** Posts written in one statement, so progress shows and no transaction grows huge. */
const POST_CHUNK = 100_000;
const READER_CHUNK = 1_000;
/** One post in this many is a reader's own; the others are businesses'. */
const OWN_POST_EVERY = 20;

export interface FeedSize {
  /** Posts in the database in all. */
  posts: number;
  /** People each following `follows` businesses. */
  readers: number;
  follows: number;
}

/** The n-th benchmark reader's id: a version 4 UUID made of a hash of n, the same on every run. */
const readerID = (n: ReturnType<typeof sql>) =>
  sql`(select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
       from md5('bench-feed-reader-' || ${n}) as h)`;

/** A version 7 UUID of a time: its milliseconds over the first 48 bits of a random UUID, the version bits made 7. */
const uuidv7At = (at: ReturnType<typeof sql>) =>
  sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
        placing substring(int8send((extract(epoch from ${at}) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1),
      'hex')::uuid`;

/**
 * The feed's data set, added to what the database holds and topped up on a later run: `readers` people (profiles only)
 * each following `follows` of the demo businesses (consecutive ones from a different start each), and posts up to
 * `posts` in all, one a second back from now: most on the businesses' timelines by their owners, one in
 * OWN_POST_EVERY on a reader's own. Written set-based in SQL (generate_series), a chunk a statement.
 */
export async function seedFeed(db: Database, size: FeedSize, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const [businesses] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from business_members where access = 'owner'`,
  );
  const businessCount = businesses?.n ?? 0;
  if (businessCount < size.follows) {
    throw new Error(
      `The feed scenario has each reader follow ${size.follows} businesses and the data set has ${businessCount}: ` +
        'seed a larger scale (BENCH_SCALE=medium has 600) or lower BENCH_FEED_FOLLOWS.',
    );
  }
  for (let first = 1; first <= size.readers; first += READER_CHUNK) {
    const last = Math.min(size.readers, first + READER_CHUNK - 1);
    await db.execute(sql`insert into users (id, email, first_name, last_name)
      select ${readerID(sql`n`)}, 'feed-reader-' || n || '@bench.example', 'Feed', 'Reader ' || n
      from generate_series(${first}::int, ${last}::int) as n
      on conflict (id) do nothing`);
    await db.execute(sql`insert into follows (resource_id, user_id)
      select b.ids[1 + (n * 7 + k) % b.count], ${readerID(sql`n`)}
      from generate_series(${first}::int, ${last}::int) as n
      cross join generate_series(0, ${size.follows - 1}::int) as k
      cross join (select array_agg(business_id order by business_id) as ids, count(*)::int as count
                  from business_members where access = 'owner') as b
      on conflict do nothing`);
  }
  log(
    `feed: ${size.readers} readers following ${size.follows} businesses each in ${Date.now() - started} ms`,
  );

  const [existing] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from posts`);
  const missing = size.posts - (existing?.n ?? 0);
  const postsStarted = Date.now();
  const now = new Date().toISOString();
  for (let first = 1; first <= missing; first += POST_CHUNK) {
    const last = Math.min(missing, first + POST_CHUNK - 1);
    await db.execute(sql`insert into posts (id, user_id, business_id, timeline_id, timeline_type, content, created_at)
      select ${uuidv7At(sql`p.at`)}, coalesce(p.reader, p.owner), p.business, coalesce(p.business, p.reader),
        case when p.business is null then 'user' else 'business' end, 'Feed benchmark post ' || p.n, p.at
      from (
        select n, ${now}::timestamptz - (${missing}::int - n) * interval '1 second' as at,
          case when n % ${OWN_POST_EVERY}::int = 0 then ${readerID(sql`1 + n % ${size.readers}::int`)} end as reader,
          case when n % ${OWN_POST_EVERY}::int <> 0 then b.ids[1 + (n::bigint * 7919) % b.count] end as business,
          b.owners[1 + (n::bigint * 7919) % b.count] as owner
        from generate_series(${first}::int, ${last}::int) as n
        cross join (select array_agg(business_id order by business_id) as ids,
                           array_agg(user_id order by business_id) as owners, count(*)::int as count
                    from business_members where access = 'owner') as b
      ) as p`);
    log(`feed: ${last} of ${missing} posts after ${Math.round((Date.now() - postsStarted) / 1000)} s`);
  }
  // A page reads each timeline's newest ids from the index alone once the visibility map says their rows are visible
  // to all (without it, 10 heap visits a timeline); autovacuum sets it on a live table, the bulk insert's is done here.
  await db.execute(sql`vacuum (analyze) posts, follows, users`);
  log(
    `feed: ${Math.max(0, missing)} posts added, ${size.posts} or more in all, in ${Date.now() - started} ms`,
  );
}

/**
 * READERS_IN_TURN readers spread over all of them, each asking their newsfeed's first page, then page 11 (reached
 * through each page's `nextID`); the requests go round the readers, each with their own token.
 */
export async function feedScenarios(
  center: { base: string; tokenOf(userID: string): Promise<string> },
  db: Database,
  size: FeedSize,
): Promise<Scenario[]> {
  const step = Math.max(1, Math.floor(size.readers / READERS_IN_TURN));
  const numbers = Array.from({ length: Math.min(READERS_IN_TURN, size.readers) }, (_, i) => 1 + i * step);
  const readers = await rowsOf<{ id: string }>(
    db,
    sql`select ${readerID(sql`n`)} as id from unnest(${`{${numbers.join(',')}}`}::int[]) as n`,
  );
  const turns = await Promise.all(
    readers.map(async ({ id }) => {
      const headers = { authorization: `Bearer ${await center.tokenOf(id)}` };
      let nextID: string | null = null;
      for (let page = 0; page < DEEP_PAGE; page++) {
        const response = await fetch(`${center.base}/api/newsfeed/load${nextID ? `?nextID=${nextID}` : ''}`, {
          headers,
        });
        if (!response.ok) throw new Error(`newsfeed: ${response.status} ${await response.text()}`);
        nextID = ((await response.json()) as { data: { nextID: string | null } }).data.nextID;
        if (!nextID) throw new Error(`newsfeed: reader ${id} has fewer than ${DEEP_PAGE + 1} pages`);
      }
      return { headers, deep: `/api/newsfeed/load?nextID=${nextID}` };
    }),
  );
  const inTurn = (name: string, pathOf: (turn: (typeof turns)[number]) => string): Scenario => ({
    name,
    method: 'GET',
    path: pathOf(turns[0]!),
    headers: turns[0]!.headers,
    variants: turns.map((turn) => ({ path: pathOf(turn), headers: turn.headers })),
  });
  return [
    inTurn(NEWSFEED_SCENARIOS[0]!, () => '/api/newsfeed/load'),
    inTurn(NEWSFEED_SCENARIOS[1]!, (turn) => turn.deep),
  ];
}
