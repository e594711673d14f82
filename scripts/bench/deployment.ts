import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { listenSmtp } from '@b2b/api/testing/smtp';
import { createTestTokens } from '@b2b/api/testing/tokens';
import { prepareDatabase, sql } from '@b2b/db';
import { generateDemoData } from '@b2b/db/seed';
import { startDeployment, type Deployment } from '../deployment/deployment.ts';
import { loopbackAddresses } from './http2-transport.ts';
import type { LiveFanoutResult } from './live-fanout.ts';
import { liveFanoutInput } from './message-center.ts';
import type { ProcessComparison } from './report.ts';
import {
  runOnThread,
  runScenarioOnThread,
  type LoadOptions,
  type Scenario,
  type ScenarioResult,
  type Yardstick,
} from './run-scenario.ts';
import { ssrScenarios } from './ssr.ts';
import type { DeploymentLiveInput } from './deployment-live-thread.ts';

/** What the deployment's scenarios are named by (`BENCH_ONLY=deployment`). */
export const DEPLOYMENT = 'deployment';

/** Seconds of warm-up for processes that have not answered anything yet. */
const COLD_WARMUP_SECONDS = 15;

/** A browser's header: kept pages go out in their precompressed brotli. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

export interface DeploymentBenchOptions {
  load: LoadOptions;
  yardstick: Yardstick;
  /** Scale of the demo data (`seed:demo --scale`). */
  scale: number;
  /** The search API's scenario, as the in-process benchmark asks it. */
  search: Scenario;
  streams: number;
  messages: number;
  log(line: string): void;
}

export interface DeploymentBench {
  pages: ProcessComparison[];
  live: LiveFanoutResult;
  receivers: number;
  concurrency: number;
  addresses: number;
}

/** Which processes answer `count` requests in a row through the proxy. */
async function servingProcesses(deployment: Deployment, count = 20): Promise<string[]> {
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    const response = await deployment.fetch(`${deployment.portal}/api/health`);
    await response.arrayBuffer();
    names.add(response.headers.get('x-served-by') ?? 'unnamed');
  }
  return [...names].sort();
}

/**
 * The several-process deployment started from the build (`scripts/deployment/deployment.ts`: two portal processes,
 * the account service, PostgreSQL, Redis, nginx ending TLS) with demo data of `scale`, measured through nginx over
 * HTTPS: a kept page, a page no copy is kept of and the search API, first with both portal processes in the upstream,
 * then with the second one stopped (nginx sends everything to the first), each between slices of the yardstick; then
 * `streams` live streams opened through nginx over HTTP/2 and `messages` replies timed until they reach their streams.
 */
export async function benchDeployment(options: DeploymentBenchOptions): Promise<DeploymentBench> {
  const { log } = options;
  const mail = await listenSmtp(async () => undefined);
  // The account service is given the benchmark's key pair, so that the portals take the tokens the benchmark signs:
  // signing ten thousand people in through its forms would cost as many password hashes first.
  const keys = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const tokens = await createTestTokens(keys);
  let deployment: Deployment | undefined;
  try {
    const started = performance.now();
    deployment = await startDeployment({
      smtpUrl: mail.url,
      env: {
        AUTH_PRIVATE_KEY: await exportPKCS8(keys.privateKey),
        AUTH_PUBLIC_KEY: await exportSPKI(keys.publicKey),
        // The load comes from one address and the replies from one person; the harness's low limits would turn them
        // into 429s. The live stream caps stay the product's defaults: the streams come from enough addresses.
        RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
        USER_RATE_LIMIT_MESSAGES: `${1_000_000_000}/1h`,
        // The demo data's people, whom the benchmark signs in by its own tokens (a portal restarted with them refuses
        // to start otherwise).
        ALLOW_DEMO_ACCOUNTS: 'true',
      },
    });
    log(`deployment: started in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const handle = await prepareDatabase({
      DATABASE_URL: deployment.databaseUrl,
      PGLITE_DIR: '',
      DATABASE_POOL_SIZE: 4,
    });
    try {
      await generateDemoData(handle.db, {
        factor: options.scale,
        log: (line) => log(`deployment demo data: ${line}`),
      });
      await handle.db.execute(sql`analyze`);
      const business = (await ssrScenarios(handle.db)).find((page) => page.name === 'ssr business page');
      if (!business) throw new Error('The demo data has no business page.');
      const scenarios: Scenario[] = [
        {
          name: `${DEPLOYMENT}: kept page (business page)`,
          method: 'GET',
          path: business.path,
          headers: BROWSER_ENCODINGS,
        },
        {
          name: `${DEPLOYMENT}: uncached page (business page, an address asked once)`,
          method: 'GET',
          path: `${business.path}?ref=[<id>]`,
          headers: BROWSER_ENCODINGS,
          freshIds: true,
          timeoutSeconds: 60,
        },
        { ...options.search, name: `${DEPLOYMENT}: search API (${options.search.name})` },
      ];
      const measureAll = async (processes: string, load: LoadOptions) => {
        log(`deployment: answering through nginx: ${(await servingProcesses(deployment!)).join(', ')}`);
        const results: ScenarioResult[] = [];
        for (const scenario of scenarios) {
          const result = await runScenarioOnThread(deployment!.portal, scenario, load, options.yardstick);
          log(
            `${scenario.name}, ${processes}: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
              `p50 ${result.latency.p50.toFixed(1)} ms, p95 ${result.latency.p95.toFixed(1)} ms`,
          );
          results.push(result);
        }
        return results;
      };
      // Both processes start cold (modules not compiled, no page rendered yet) while the one-process round follows on a
      // warm process: the first round's warm-up is long enough to take that difference away.
      const two = await measureAll('two processes', {
        ...options.load,
        warmup: Math.max(options.load.warmup, COLD_WARMUP_SECONDS),
      });
      await deployment.signal('portal-b', 'SIGTERM');
      const one = await measureAll('one process', options.load);
      await deployment.restart('portal-b');
      const pages = scenarios.map((scenario, i) => ({ scenario, one: one[i]!, two: two[i]! }));

      const issuer = new URL(deployment.accounts).origin;
      const input = await liveFanoutInput(
        handle.db,
        {
          base: deployment.portal,
          tokenOf: (userID) => tokens.signAccessToken({ userID, issuer, expiresInSeconds: 3600 }),
        },
        { streams: options.streams, messages: options.messages, concurrency: 10 },
      );
      const addresses = loopbackAddresses(options.streams);
      const live = await runOnThread<LiveFanoutResult>(
        new URL('./deployment-live-thread.ts', import.meta.url),
        { ...input, certificate: deployment.certificate, addresses } satisfies DeploymentLiveInput,
        'deployment live fan-out',
      );
      return {
        pages,
        live,
        receivers: input.receivers.length,
        concurrency: input.concurrency,
        addresses: addresses.length,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await deployment?.stop();
    await mail.close();
  }
}
