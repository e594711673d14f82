/**
 * What the start scripts share: the database prepared once (migrations and reference data, under PostgreSQL's lock when
 * several servers start at once), a connection per role, the demo data where it is wanted, and a stop on SIGINT and
 * SIGTERM that lets the servers finish what they are answering before the connections close.
 */
import { configuredPictureStore, type PortalEnv } from '@b2b/api';
import {
  openDatabase,
  prepareDatabase,
  prepareDemoData,
  type DatabaseConfig,
  type DatabaseHandle,
} from '@b2b/db';

export interface Databases {
  /** The owner's connection (migrations, reference and demo data). */
  owner: DatabaseHandle;
  /** The connection of a role (its URL), opened once, or the owner's for the same URL. */
  connect(url: string | undefined): Promise<Pick<DatabaseHandle, 'db' | 'driver' | 'listen'>>;
  close(): Promise<void>;
}

export async function openDatabases(config: DatabaseConfig): Promise<Databases> {
  const owner = await prepareDatabase(config);
  const handles = new Map<string | undefined, DatabaseHandle>([
    [config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL, owner],
  ]);
  return {
    owner,
    async connect(url) {
      const handle = handles.get(url) ?? (await openDatabase({ url, poolSize: config.DATABASE_POOL_SIZE }));
      handles.set(url, handle);
      return { db: handle.db, driver: handle.driver, listen: handle.listen };
    },
    async close() {
      await Promise.allSettled([...handles.values()].map((handle) => handle.close()));
    },
  };
}

/** Loads the demo directory where it is wanted and missing; in production only checks that none is there. */
export async function demoDataAsConfigured(owner: DatabaseHandle, env: PortalEnv): Promise<void> {
  await prepareDemoData(owner.db, env, async () => {
    // Imported only when demo data is wanted: the production build and install leave the seed and faker out.
    const { demoPictures, generateDemoData, parseScale } = await import('@b2b/db/seed');
    await generateDemoData(owner.db, {
      factor: parseScale(env.DEMO_SCALE),
      onlyIfEmpty: true,
      log: (line) => console.log(`demo data: ${line}`),
      pictures: demoPictures(configuredPictureStore(env, owner.db)),
    });
  });
}

/**
 * Closes the servers on SIGINT or SIGTERM, then the databases: each server stops taking connections, answers the
 * requests in flight and ends its live streams (whose clients reconnect elsewhere), and the process exits.
 */
export function stopOnSignals(servers: { close(): Promise<unknown> }[], databases: Databases): void {
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    await databases.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
