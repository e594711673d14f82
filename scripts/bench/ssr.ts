import { access } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp, loadWebBuild, PortalEnvSchema, type PortalEnv } from '@b2b/api';
import { businessPath, GLOBAL_COUNTRY, productPath, type PortalConfig } from '@b2b/contracts';
import { count, desc, eq, tables, type Database, type DatabaseHandle } from '@b2b/db';
import type { Scenario } from './run-scenario.ts';

const webRoot = fileURLToPath(new URL('../../apps/web', import.meta.url));

/** A server-rendered page, and which of the two portals it is asked from. */
export interface SsrScenario extends Scenario {
  cached: boolean;
}

/**
 * The public pages a visitor or a crawler opens, each asked from a portal with the page cache and from one without it.
 * The business and product are the busiest of the data set (most products, most comments), the person the one with the
 * most comments: the heaviest pages of their kinds.
 */
export async function ssrScenarios(db: Database): Promise<SsrScenario[]> {
  const [business] = await db
    .select({ id: tables.businesses.id, name: tables.businesses.companyName })
    .from(tables.products)
    .innerJoin(tables.businesses, eq(tables.businesses.id, tables.products.businessID))
    .groupBy(tables.businesses.id)
    .orderBy(desc(count()))
    .limit(1);
  const [product] = await db
    .select({
      id: tables.products.id,
      name: tables.products.name,
      company: tables.businesses.companyName,
    })
    .from(tables.comments)
    .innerJoin(tables.products, eq(tables.products.id, tables.comments.resourceID))
    .innerJoin(tables.businesses, eq(tables.businesses.id, tables.products.businessID))
    .groupBy(tables.products.id, tables.businesses.companyName)
    .orderBy(desc(count()))
    .limit(1);
  const [person] = await db
    .select({ id: tables.comments.userID })
    .from(tables.comments)
    .innerJoin(tables.users, eq(tables.users.id, tables.comments.userID))
    .groupBy(tables.comments.userID)
    .orderBy(desc(count()))
    .limit(1);
  if (!business || !product || !person) throw new Error('The demo data has no pages to server-render.');
  const pages: [string, string][] = [
    ['home', '/'],
    ['industries', '/industries'],
    ['search results', `/search-result?business=MA&countries=${GLOBAL_COUNTRY}&search=valve`],
    ['business page', businessPath(business.name, business.id)],
    ['product page', productPath(product.company, product.name, product.id)],
    ['public profile', `/profile/${person.id}`],
  ];
  return [false, true].flatMap((cached) =>
    pages.map(([name, path]) => ({
      name: `ssr ${name}${cached ? ', cached' : ''}`,
      method: 'GET' as const,
      path,
      cached,
      // Ten pages rendered at once on a busy shared machine can take longer than autocannon's 10 s.
      ...(cached ? {} : { timeoutSeconds: 60 }),
    })),
  );
}

export interface SsrPortals {
  /** Base URL of the portal that keeps rendered pages. */
  cached: string;
  /** Base URL of the portal that renders every request. */
  uncached: string;
  close(): Promise<void>;
}

/**
 * Two portals serving the built web app on the same database, as `npm start` serves it: one with the page cache of
 * `SSR_CACHE_TTL_SECONDS` (its default when that is 0), one with it off.
 */
export async function startSsrPortals(
  env: PortalEnv,
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'listen'>,
): Promise<SsrPortals> {
  try {
    await access(`${webRoot}/dist/server/entry-server.js`);
  } catch {
    throw new Error(
      'The server-rendering scenarios need the built web app: run `npm run build` first (or leave them out with BENCH_ONLY).',
    );
  }
  const start = async (ttlSeconds: number) => {
    const app = await buildApp({
      env: { ...env, SSR_CACHE_TTL_SECONDS: ttlSeconds },
      database,
      web: { mode: 'production', webRoot },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  const cached = await start(
    env.SSR_CACHE_TTL_SECONDS || PortalEnvSchema.shape.SSR_CACHE_TTL_SECONDS.parse(undefined),
  );
  const uncached = await start(0);
  return {
    cached: cached.base,
    uncached: uncached.base,
    close: async () => {
      await Promise.all([cached.app.close(), uncached.app.close()]);
    },
  };
}

/** What rendering one page costs on its own: its API's answers in memory, nothing else running. */
export interface RenderAlone {
  name: string;
  /** Milliseconds of the process's CPU a render took (V8's garbage-collection helpers included). */
  cpu: number;
  wall: number;
}

/** Renders measured after as many renders of warm-up: enough for stable figures in a few seconds a page. */
const RENDERS_ALONE = 300;

/**
 * Renders each page `RENDERS_ALONE` times on this thread, as a render thread does (the built server entry, then the
 * encoding of its body and state), with the answers of its API calls recorded once from `base` and replayed from
 * memory: the part of a page's cost that no change to the API, the database or the server's thread can remove, against
 * which the uncached rate is judged (at 300 pages a second on two cores a page may cost 6.7 ms of CPU in all).
 */
export async function measureRenderAlone(
  base: string,
  portal: PortalConfig,
  pages: Scenario[],
): Promise<RenderAlone[]> {
  const { renderer } = await loadWebBuild(webRoot);
  const encoder = new TextEncoder();
  const results: RenderAlone[] = [];
  for (const page of pages) {
    const answers = new Map<string, { status: number; headers: Headers; body: ArrayBuffer }>();
    const recording = async (path: string, init: RequestInit) => {
      const response = await fetch(`${base}/api${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' },
      });
      const answer = {
        status: response.status,
        headers: response.headers,
        body: await response.arrayBuffer(),
      };
      answers.set(path, answer);
      return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
    };
    const replaying = async (path: string) => {
      const answer = answers.get(path);
      if (!answer) throw new Error(`${page.name}: the render asked ${path}, which its first render did not`);
      return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
    };
    const renderOnce = async (transport: (path: string, init: RequestInit) => Promise<Response>) => {
      const result = await renderer.render({
        url: page.path,
        portal,
        language: 'en',
        transport,
        signal: new AbortController().signal,
      });
      if (result.kind !== 'page' || result.status !== 200) {
        throw new Error(`${page.name}: the render answered ${result.status} instead of a page`);
      }
      encoder.encode(result.body);
      encoder.encode(result.state);
    };
    await renderOnce(recording);
    for (let i = 0; i < RENDERS_ALONE; i++) await renderOnce(replaying);
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    for (let i = 0; i < RENDERS_ALONE; i++) await renderOnce(replaying);
    const wall = performance.now() - wallBefore;
    const { user, system } = process.cpuUsage(cpuBefore);
    results.push({
      name: page.name,
      cpu: (user + system) / 1000 / RENDERS_ALONE,
      wall: wall / RENDERS_ALONE,
    });
  }
  return results;
}

export function formatRenderAlone(results: RenderAlone[], cores: number): string {
  const rows = results.map(
    ({ name, cpu, wall }) =>
      `| ${name} | ${cpu.toFixed(2)} | ${wall.toFixed(2)} | ${((cores * 1000) / cpu).toFixed(0)} |`,
  );
  return [
    `render alone (answers in memory, ${RENDERS_ALONE} renders a page on one thread):`,
    '',
    '| page | CPU ms a render | wall ms a render | renders a second the CPU of all cores allows |',
    '| ---- | --------------: | ---------------: | -------------------------------------------: |',
    ...rows,
  ].join('\n');
}
