import { access } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp, PortalEnvSchema, type PortalEnv } from '@b2b/api';
import { businessPath, GLOBAL_COUNTRY, productPath } from '@b2b/contracts';
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
