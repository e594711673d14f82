/**
 * Load-tests the portal API in this process on a loopback port: PostgreSQL when `DATABASE_URL` is set, otherwise a fresh
 * PGlite in a temporary folder. The database is migrated, given reference data and, unless it already has some, demo
 * data of BENCH_SCALE (`small`, `medium`, `large` or a number; default `medium`): pointing DATABASE_URL at a database
 * the large scale was loaded into (`npm run seed:demo -- --scale large`) benchmarks that data without seeding again.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) shape the load. Beside each route, the SQL the
 * server ran for one request is replayed BENCH_SQL_RUNS times (default 300) straight on the database's client, with as
 * many at once as there are connections, so the server's own cost shows as a ratio. BENCH_EXPLAIN=1 also prints the
 * plan (EXPLAIN ANALYZE) of every statement of the search, newsfeed and RFQ scenarios; BENCH_ONLY=<text> runs only the
 * scenarios whose name contains it (`reference` for the reference lists). The yardstick is a bare Fastify hello-world
 * on a port of its own, measured first and then in slices of a second alternating with each scenario's: what the
 * machine can do at all at those moments, and what every other figure is divided by.
 * The response metrics (`BENCH_ONLY=response metrics`, `bench/response-metrics.ts`) give the busiest business 10,000
 * threads of the last 90 days, time their recomputation and the read of the stored row, then load its business page.
 * The message center (`BENCH_ONLY=message center`, `bench/message-center.ts`) is its busiest business's thread list and
 * longest thread, then a thousand live streams open on the one server while replies are timed until they reach their
 * receivers' streams (`bench/live-fanout.ts`; `BENCH_ONLY=live fan-out` for that alone).
 * The newsfeed (`BENCH_ONLY=feed`, `bench/feed.ts`) first adds its data set: BENCH_FEED_POSTS posts in all (default
 * 1,000,000), BENCH_FEED_READERS people (10,000) each following BENCH_FEED_FOLLOWS businesses (200); then it loads the
 * first page and page 11 of a hundred of those people's feeds in turn.
 * Then, with the account service started in this process too, 20 hostile uploads at once while sign-ins are timed
 * (`bench/hostile-uploads.ts`). Last the mailer (`BENCH_ONLY=mailer`, `bench/mailer.ts`): BENCH_MAILS mails (10,000)
 * queued at once and sent to a local SMTP server by two worker processes (two loops of this process on PGlite), each
 * exactly once, then the time from a commit to its mail leaving with the workers idle.
 * Requests for quotation (`BENCH_ONLY=rfq`, `bench/rfq.ts`) add BENCH_RFQ_SUPPLIERS manufacturers (10,000) of one
 * category: the market of a supplier sent 500 requests, a compare table of 100 quotes (`BENCH_ONLY=rfq: compare` for
 * that one), then posts that match them all, each timed to its commit.
 * The several-process deployment (`BENCH_ONLY=deployment`, `bench/deployment.ts`, after `npm run build`, on the local
 * PostgreSQL) starts two portal processes, the account service and nginx from the build on a new database with demo
 * data of BENCH_DEPLOYMENT_SCALE (default 100), loads a kept page, a page asked once and the search API through nginx
 * with both processes and then with one, and opens BENCH_LIVE_STREAMS live streams (10,000) over HTTP/2 to time
 * BENCH_LIVE_MESSAGES replies (1,000) until they reach them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { createServer, type AddressInfo } from 'node:net';
import type { PgTable } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { buildApp, loadPortalEnv, portalConfigOf } from '@b2b/api';
import { buildAuthApp, loadAuthEnv } from '@b2b/auth';
import { count, desc, eq, prepareDatabase, sql, tables, type Database } from '@b2b/db';
import { generateDemoData, parseScale } from '@b2b/db/seed';
import { benchDeployment, DEPLOYMENT } from './bench/deployment.ts';
import { feedScenarios, NEWSFEED, NEWSFEED_SCENARIOS, seedFeed } from './bench/feed.ts';
import { formatHostileUploads, hostileUploads } from './bench/hostile-uploads.ts';
import { formatLiveFanout, runLiveFanoutOnThread } from './bench/live-fanout.ts';
import {
  LIVE_FANOUT,
  liveFanoutInput,
  messageCenterScenarios,
  startMessageCenter,
} from './bench/message-center.ts';
import { benchMailer, formatMailer, MAILER } from './bench/mailer.ts';
import { RESPONSE_METRICS, responseMetricsScenarios } from './bench/response-metrics.ts';
import { formatProcessComparison, formatResults } from './bench/report.ts';
import { formatRfqPosts, RFQ, rfqScenarios, seedRfqBench, timeRfqPosts } from './bench/rfq.ts';
import { runScenarioOnThread, type Scenario, type ScenarioResult } from './bench/run-scenario.ts';
import { recordingDatabase, sqlTiming } from './bench/sql-replay.ts';
import {
  formatRenderAlone,
  measureRenderAlone,
  ssrScenarios,
  startSsrPortals,
  type RenderAlone,
} from './bench/ssr.ts';
import { runMain } from './run-main.ts';

/** Fastify with no plugin, hook or schema answering a constant: the most a request can cost less than. */
const HELLO_WORLD: Scenario = { name: 'hello world (bare Fastify)', method: 'GET', path: '/' };

const FULL_TREE_PATH = '/api/catsys/industry/full-tree';

/** The bare Fastify sending the full tree's bytes as they are and in brotli: the floor of what sending them costs. */
const BYTES_YARDSTICKS: Scenario[] = [
  { name: "reference yardstick: bare Fastify, the full tree's bytes", method: 'GET', path: FULL_TREE_PATH },
  {
    name: "reference yardstick: bare Fastify, the full tree's bytes in br",
    method: 'GET',
    path: `${FULL_TREE_PATH}/br`,
  },
];

/** A browser's header: the large reference lists then go out precompressed. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The trivial route first, then every reference list (answered from memory), then the pages. The business and product
 * are the busiest of the data set (most products, most comments), so their pages are the heaviest a visitor can ask for.
 */
async function scenariosOf(db: Database): Promise<Scenario[]> {
  const [business] = await db
    .select({ id: tables.products.businessID })
    .from(tables.products)
    .groupBy(tables.products.businessID)
    .orderBy(desc(count()))
    .limit(1);
  const [product] = await db
    .select({ id: tables.comments.resourceID })
    .from(tables.comments)
    .where(eq(tables.comments.resourceType, 'product'))
    .groupBy(tables.comments.resourceID)
    .orderBy(desc(count()))
    .limit(1);
  if (!business || !product)
    throw new Error('The demo data has no products or no product comments to load-test.');
  const [industry] = await db.select({ id: tables.industries.id }).from(tables.industries).limit(1);
  if (!industry) throw new Error('The database has no industries.');
  return [
    { name: 'trivial', method: 'GET', path: '/api/ref-data/gender' },
    { name: 'reference: countries (19 KB)', method: 'GET', path: '/api/ref-data/country' },
    {
      name: 'reference: countries, br',
      method: 'GET',
      path: '/api/ref-data/country',
      headers: BROWSER_ENCODINGS,
    },
    { name: 'reference: states of a country', method: 'GET', path: '/api/ref-data/country/US/state' },
    { name: 'reference: languages', method: 'GET', path: '/api/ref-data/language' },
    { name: 'reference: job positions', method: 'GET', path: '/api/ref-data/job-position' },
    { name: 'reference: business types', method: 'GET', path: '/api/ref-data/business-type' },
    { name: 'reference: industries', method: 'GET', path: '/api/catsys/industry' },
    {
      name: 'reference: categories of an industry',
      method: 'GET',
      path: `/api/catsys/industry/${industry.id}/category`,
    },
    { name: 'reference: industry full tree (96 KB)', method: 'GET', path: FULL_TREE_PATH },
    {
      name: 'reference: industry full tree, br',
      method: 'GET',
      path: FULL_TREE_PATH,
      headers: BROWSER_ENCODINGS,
    },
    { name: 'business profile', method: 'GET', path: `/api/business/profile/${business.id}` },
    { name: 'products of a business', method: 'GET', path: `/api/product/by-business?bid=${business.id}` },
    { name: 'product', method: 'GET', path: `/api/product/${product.id}` },
    { name: 'reaction summary', method: 'GET', path: `/api/social/reaction/summary/${business.id}` },
    { name: 'comments of a product', method: 'GET', path: `/api/social/comments/${product.id}` },
    ...SEARCHES,
    ...SUGGESTIONS,
  ];
}

/**
 * Searches of the kinds that cost differently: a typical two-word keyword, a term that matches a large share of the
 * products (ranking every match is the slow case), no keyword (newest first, every product counted), a page thousands
 * of results deep, a misspelling (the exact search finds nothing, then the trigram vocabulary corrects it), a business
 * search filtered by type and country, and a user search; then searches with their facet counts.
 */
const SEARCHES: Scenario[] = [
  ['products, typical keyword', '/api/search/product', { textQuery: 'hydraulic pump' }],
  ['products, common keyword', '/api/search/product', { textQuery: 'steel' }],
  ['products, no keyword', '/api/search/product', { textQuery: '' }],
  ['products, deep page', '/api/search/product', { textQuery: 'pump', skip: 5000 }],
  ['products, misspelled', '/api/search/product', { textQuery: 'hydrolic' }],
  [
    'businesses, type and country',
    '/api/search/business',
    { textQuery: 'machinery', businessType: 'MA', country: 'CN' },
  ],
  ['users, keyword', '/api/user/search', { textQuery: 'engineer' }],
  // The same searches with their facet counts (`facets: true`), and with facet filters chosen: the difference to the
  // scenario above each is what the counts cost.
  ['products, typical keyword, facets', '/api/search/product', { textQuery: 'hydraulic pump', facets: true }],
  ['products, common keyword, facets', '/api/search/product', { textQuery: 'steel', facets: true }],
  ['products, no keyword, facets', '/api/search/product', { textQuery: '', facets: true }],
  [
    'products, common keyword, verified, facets',
    '/api/search/product',
    { textQuery: 'steel', verified: true, facets: true },
  ],
  [
    'products, no keyword, verified, facets',
    '/api/search/product',
    { textQuery: '', verified: true, facets: true },
  ],
  [
    'products, keyword, verified and lead time, facets',
    '/api/search/product',
    { textQuery: 'hydraulic pump', verified: true, leadTime: '15-30', facets: true },
  ],
  [
    'businesses, type and country, facets',
    '/api/search/business',
    { textQuery: 'machinery', businessType: 'MA', country: 'CN', facets: true },
  ],
  [
    'businesses, no keyword, facets',
    '/api/search/business',
    { textQuery: '', businessType: 'MA', facets: true },
  ],
  [
    'businesses, type, country, verified and membership, facets',
    '/api/search/business',
    {
      textQuery: 'machinery',
      businessType: 'MA',
      country: 'CN',
      verified: true,
      membership: 'gold',
      facets: true,
    },
  ],
].map(([name, path, body]) => ({
  name: `search ${name as string}`,
  method: 'POST' as const,
  path: path as string,
  body: { skip: 0, size: 5, ...(body as object) },
}));

const suggestionsPath = (query: Record<string, string>) =>
  `/api/search/suggestions?${new URLSearchParams(query).toString()}`;
/** What buyers type, a key at a time from the second: codes, common and rare beginnings, on each kind of tab. */
const TYPED = [
  { text: 'gv9450', tab: 'PR' },
  { text: 'steel', tab: 'PR' },
  { text: 'hydraulic pump', tab: 'PR' },
  { text: 'pumps', tab: 'MA' },
  { text: 'shenzhen', tab: 'MA' },
  { text: 'maria', tab: 'UR' },
];
const keystrokes = (text: string) => Array.from({ length: text.length - 1 }, (_, n) => text.slice(0, n + 2));

/**
 * Suggestions as a buyer types: a code's beginning (the documents' GIN index, prefix query), a beginning held by a
 * large share of the product names ("st", the loose index scan stops after eight names), one country, company and
 * people names, a category in Spanish; and a mix of every keystroke of several words and tabs, spread over the
 * connections.
 */
const SUGGESTIONS: Scenario[] = [
  ['part number', { q: 'gv94', tab: 'PR' }],
  ['common beginning', { q: 'st', tab: 'PR' }],
  ['products of one country', { q: 'hy', tab: 'PR', country: 'CN' }],
  ['companies', { q: 'sh', tab: 'MA' }],
  ['people', { q: 'ma', tab: 'UR' }],
  ['category in Spanish', { q: 'bomb', tab: 'MA', lang: 'es' }],
].map(([name, query]) => ({
  name: `search suggestions, ${name as string}`,
  method: 'GET' as const,
  path: suggestionsPath(query as Record<string, string>),
}));
SUGGESTIONS.push({
  name: 'search suggestions, typing',
  method: 'GET',
  path: suggestionsPath({ q: 'gv94', tab: 'PR' }),
  variants: TYPED.flatMap(({ text, tab }) =>
    keystrokes(text).map((q) => ({ path: suggestionsPath({ q, tab }), headers: {} })),
  ),
});

const WARMUP_SECONDS = 2;

const HOSTILE_UPLOADS = 'hostile uploads';

/** A loopback port free now: the account service must know its own address (the tokens' issuer) before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

/** One request of the scenario, failing on anything but a success. */
async function request(base: string, scenario: Scenario) {
  const response = await fetch(new URL(scenario.path, base), {
    method: scenario.method,
    headers: {
      ...scenario.headers,
      ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
  });
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function dataSetSize(db: Database) {
  const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    industries: await rows(tables.industries),
    categories: await rows(tables.categories),
    subcategories: await rows(tables.subcategories),
    users: await rows(tables.users),
    businesses: await rows(tables.businesses),
    products: await rows(tables.products),
    reactions: await rows(tables.reactions),
    comments: await rows(tables.comments),
    posts: await rows(tables.posts),
    follows: await rows(tables.follows),
  };
}

async function main() {
  const load = {
    duration: positiveInteger('BENCH_DURATION', 10),
    connections: positiveInteger('BENCH_CONNECTIONS', 10),
    warmup: WARMUP_SECONDS,
  };
  // Undone in reverse order however far the start got, so a failed run leaves no server, pool or folder behind.
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const workDir = await mkdtemp(join(tmpdir(), 'b2b-bench-'));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    const authUrl = `http://127.0.0.1:${await freePort()}`;
    const env = loadPortalEnv({
      ...process.env,
      ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: join(workDir, 'pglite') }),
      FILES_DIR: join(workDir, 'files'),
      AUTH_URL: authUrl,
      LOG_LEVEL: 'silent',
      // Every request comes from 127.0.0.1; the default limit would turn most of them into 429s.
      RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    });
    const handle = await prepareDatabase(env);
    cleanups.push(() => handle.close());
    await generateDemoData(handle.db, {
      factor: parseScale(process.env.BENCH_SCALE || 'medium'),
      onlyIfEmpty: true,
      log: (line) => console.log(`demo data: ${line}`),
    });
    // Fresh rows: the planner's statistics should describe them before anything is timed.
    await handle.db.execute(sql`analyze`);
    const recording = recordingDatabase(handle.db);
    // Only the API: the web app would need a build; its pages are made of these calls.
    const app = await buildApp({
      env,
      database: { db: recording.db, driver: handle.driver, listen: handle.listen },
    });
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const hello = Fastify();
    hello.get('/', async () => ({ hello: 'world' }));
    // The largest reference answer's bytes sent by the bare server too: what the bytes alone cost on this machine
    // (through loopback, read by a load generator on the same cores), against which to judge the route's own cost.
    const tree = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${FULL_TREE_PATH}`)).arrayBuffer());
    const treeBr = brotliCompressSync(tree, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    hello.get(FULL_TREE_PATH, (_request, reply) => {
      void reply.type('application/json').send(tree);
    });
    hello.get(`${FULL_TREE_PATH}/br`, (_request, reply) => {
      void reply.type('application/json').header('content-encoding', 'br').send(treeBr);
    });
    cleanups.push(() => hello.close());
    await hello.listen({ host: '127.0.0.1', port: 0 });
    const helloBase = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}`;

    const size = await dataSetSize(handle.db);
    const cpu = cpus();
    // The load average tells whether something else was competing for the cores during the run.
    console.log(
      `machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(`database: ${handle.driver}`);
    console.log(
      `data set: ${size.industries} industries, ${size.categories} categories, ${size.subcategories} subcategories, ` +
        `${size.users} users, ${size.businesses} businesses, ${size.products} products, ${size.reactions} likes, ` +
        `${size.comments} comments, ${size.posts} posts, ${size.follows} follows`,
    );
    console.log(
      `load: ${load.connections} connections, ${load.duration} s per scenario after ${load.warmup} s of warm-up\n`,
    );
    const base = `http://127.0.0.1:${port}`;
    const sqlRuns = positiveInteger('BENCH_SQL_RUNS', 300);
    const only = process.env.BENCH_ONLY;
    const results: ScenarioResult[] = [await runScenarioOnThread(helloBase, HELLO_WORLD, load)];
    console.log(`${HELLO_WORLD.name}: ${results[0]!.requestsPerSecond.toFixed(0)} requests a second`);
    const measure = async (target: string, scenario: Scenario) => {
      const result = await runScenarioOnThread(target, scenario, load, {
        baseUrl: helloBase,
        scenario: HELLO_WORLD,
      });
      await recording.settled();
      const queries = await recording.capture(() => request(target, scenario));
      const sql = sqlTiming(queries.length, await recording.replay(queries, sqlRuns, load.connections));
      results.push({ ...result, sql });
      console.log(
        `${scenario.name}: p50 ${result.latency.p50.toFixed(1)} ms, p95 ${result.latency.p95.toFixed(1)} ms; ` +
          `its ${queries.length} statements: p50 ${sql.p50.toFixed(1)} ms, p95 ${sql.p95.toFixed(1)} ms`,
      );
      if (
        process.env.BENCH_EXPLAIN === '1' &&
        (scenario.name.startsWith('search') ||
          scenario.name.startsWith(NEWSFEED) ||
          scenario.name.startsWith(RFQ))
      ) {
        for (const plan of await recording.explain(queries)) console.log(`\n${plan}\n`);
      }
    };
    for (const scenario of BYTES_YARDSTICKS) {
      if (!only || scenario.name.includes(only)) await measure(helloBase, scenario);
    }
    for (const scenario of await scenariosOf(handle.db)) {
      // The trivial route stays beside the yardstick.
      if (only && scenario.name !== 'trivial' && !scenario.name.includes(only)) continue;
      await measure(base, scenario);
    }
    if (!only || RESPONSE_METRICS.includes(only)) {
      for (const scenario of await responseMetricsScenarios(handle.db)) await measure(base, scenario);
    }
    let renderAlone: RenderAlone[] = [];
    const pages = (await ssrScenarios(handle.db)).filter((scenario) => !only || scenario.name.includes(only));
    if (pages.length > 0) {
      const portals = await startSsrPortals(env, {
        db: recording.db,
        driver: handle.driver,
        listen: handle.listen,
      });
      cleanups.push(() => portals.close());
      for (const page of pages) {
        const { cached, ...scenario } = page;
        await measure(cached ? portals.cached : portals.uncached, scenario);
      }
      const uncached = pages.filter((page) => !page.cached);
      if (uncached.length > 0) {
        renderAlone = await measureRenderAlone(portals.uncached, portalConfigOf(env), uncached);
      }
    }
    const center = await startMessageCenter(env, {
      db: recording.db,
      driver: handle.driver,
      listen: handle.listen,
    });
    cleanups.push(() => center.close());
    for (const scenario of await messageCenterScenarios(handle.db, center)) {
      if (!only || scenario.name.includes(only)) await measure(center.base, scenario);
    }
    let rfqPosts: Awaited<ReturnType<typeof timeRfqPosts>> | null = null;
    if (!only || RFQ.includes(only) || only.startsWith(RFQ)) {
      const rfq = await seedRfqBench(handle.db, positiveInteger('BENCH_RFQ_SUPPLIERS', 10_000));
      for (const scenario of await rfqScenarios(rfq, center)) {
        if (!only || scenario.name.includes(only)) await measure(center.base, scenario);
      }
      rfqPosts = await timeRfqPosts(rfq, center);
    }
    if (NEWSFEED_SCENARIOS.some((name) => !only || name.includes(only))) {
      const feed = {
        posts: positiveInteger('BENCH_FEED_POSTS', 1_000_000),
        readers: positiveInteger('BENCH_FEED_READERS', 10_000),
        follows: positiveInteger('BENCH_FEED_FOLLOWS', 200),
      };
      await seedFeed(handle.db, feed, (line) => console.log(line));
      for (const scenario of await feedScenarios(center, handle.db, feed)) {
        if (!only || scenario.name.includes(only)) await measure(center.base, scenario);
      }
    }
    const deployment =
      !only || DEPLOYMENT.includes(only) || only.startsWith(DEPLOYMENT)
        ? await benchDeployment({
            load,
            yardstick: { baseUrl: helloBase, scenario: HELLO_WORLD },
            scale: parseScale(process.env.BENCH_DEPLOYMENT_SCALE || '100'),
            search: SEARCHES[0]!,
            streams: positiveInteger('BENCH_LIVE_STREAMS', 10_000),
            messages: positiveInteger('BENCH_LIVE_MESSAGES', 1_000),
            log: (line) => console.log(line),
          })
        : null;
    console.log(`\n${formatResults(results)}`);
    if (rfqPosts) console.log(`\n${formatRfqPosts(rfqPosts)}`);
    if (renderAlone.length > 0) console.log(`\n${formatRenderAlone(renderAlone, cpus().length)}`);
    if (deployment) {
      console.log(`\n${formatProcessComparison(deployment.pages)}`);
      console.log(
        `\n${formatLiveFanout(deployment.live, deployment)} (from ${deployment.addresses} addresses over HTTP/2)`,
      );
    }
    if (!only || LIVE_FANOUT.includes(only)) {
      const input = await liveFanoutInput(handle.db, center);
      const fanout = await runLiveFanoutOnThread(input);
      console.log(
        `\n${formatLiveFanout(fanout, { receivers: input.receivers.length, concurrency: input.concurrency })}`,
      );
    }

    if (!only || HOSTILE_UPLOADS.includes(only)) {
      // The account service in the same process, as `npm start` runs it.
      const auth = await buildAuthApp({
        env: loadAuthEnv({
          ...process.env,
          AUTH_URL: authUrl,
          AUTH_KEYS_DIR: join(workDir, 'keys'),
          PORTAL_ORIGINS: base,
          LOG_LEVEL: 'silent',
        }),
        database: { db: handle.db, driver: handle.driver },
      });
      cleanups.push(() => auth.close());
      await auth.listen({ host: '127.0.0.1', port: Number(new URL(authUrl).port) });
      console.log(`\n${formatHostileUploads(await hostileUploads({ portal: base, auth: authUrl }))}`);
    }
    if (!only || MAILER.includes(only)) {
      const mailer = await benchMailer(env, handle, { mails: positiveInteger('BENCH_MAILS', 10_000) });
      console.log(`\n${formatMailer(mailer)}`);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

runMain(main);
