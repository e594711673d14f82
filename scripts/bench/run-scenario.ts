import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Seconds before a request counts as failed; autocannon's 10 unless a scenario is known to be slow. */
  timeoutSeconds?: number;
}

export interface LoadOptions {
  /** Seconds of measured load. */
  duration: number;
  connections: number;
  /** Seconds of load thrown away first, so the JIT and the database's caches are warm. */
  warmup: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  requests: number;
  requestsPerSecond: number;
  /** Milliseconds. */
  latency: { p50: number; p95: number; p99: number };
  /** The same request's SQL run straight on the database, in milliseconds. */
  sql?: { statements: number; runs: number; p50: number; p95: number };
}

function fire(baseUrl: string, scenario: Scenario, duration: number, connections: number) {
  // autocannon's own histogram keeps whole milliseconds and has no p95, so the response times are kept here.
  const latencies: number[] = [];
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(scenario.path, baseUrl).href,
        method: scenario.method,
        duration,
        connections,
        timeout: scenario.timeoutSeconds ?? 10,
        headers: {
          ...scenario.headers,
          ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return result.then((finished) => ({ finished, latencies }));
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<ScenarioResult> {
  await fire(baseUrl, scenario, options.warmup, options.connections);
  const { finished, latencies } = await fire(baseUrl, scenario, options.duration, options.connections);
  const failed = finished.errors + finished.non2xx;
  if (failed > 0) {
    // Timings of errors and 429s say nothing about the route.
    throw new Error(
      `${scenario.name}: ${failed} of ${latencies.length + finished.errors} requests failed ` +
        `(errors ${finished.errors}, timeouts ${finished.timeouts}, 4xx ${finished['4xx']}, 5xx ${finished['5xx']})`,
    );
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    scenario,
    requests: sorted.length,
    // Off the main thread autocannon leaves its results unaggregated (no `requests.average`); this is the same figure.
    requestsPerSecond: sorted.length / finished.duration,
    latency: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) },
  };
}

/**
 * `runScenario` on a thread of its own: autocannon reads every response on the thread it runs on, and on the server's
 * thread it took event-loop time from the server it measures (in production the load comes from elsewhere).
 */
export function runScenarioOnThread(
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<ScenarioResult> {
  return new Promise((resolve, reject) => {
    // Node 20 gives a thread none of the process's module hooks, so the thread loads TypeScript through tsx's API.
    const thread = new URL('./load-thread.ts', import.meta.url).href;
    const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then((tsx) => tsx.tsImport(${JSON.stringify(thread)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(code, { eval: true, workerData: { baseUrl, scenario, options } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`${scenario.name}: the load thread stopped (exit ${code})`)),
    );
  });
}
