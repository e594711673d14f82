import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

/**
 * autocannon appends every response body to a string, decoding it as UTF-8, for options this benchmark does not use
 * (`expectBody`, `verifyBody`, `onResponse`). A compressed body is binary, and decoding it cost the load thread three
 * times what the server spent answering (the industry tree in br: 0.9 ms of CPU a response against 0.25 ms without):
 * on cores shared with the server, that scenario measured the load generator. Its bodies are dropped unread.
 */
const pipelinedRequests = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
pipelinedRequests.prototype.addBody = () => {};

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Requests each connection sends in turn instead of `path` and `headers` alone (those stay the one timed for its SQL):
   * many people's pages rather than one person's over and over, which the database's cache would flatter.
   */
  variants?: { path: string; headers: Record<string, string> }[];
  /** Seconds before a request counts as failed; autocannon's 10 unless a scenario is known to be slow. */
  timeoutSeconds?: number;
  /**
   * Replaces `[<id>]` in the path by a fresh id on every request (autocannon's `idReplacement`): an address nobody
   * asked before, which no cache holds.
   */
  freshIds?: boolean;
}

export interface LoadOptions {
  /** Seconds of measured load. */
  duration: number;
  connections: number;
  /** Seconds of load thrown away first, so the JIT and the database's caches are warm. */
  warmup: number;
}

/** What a scenario is compared with, measured in slices alternating with it: the machine's speed at those moments. */
export interface Yardstick {
  baseUrl: string;
  scenario: Scenario;
}

/** A second of load: short enough that the yardstick and the scenario see the same machine, long enough to be steady. */
const SLICE_SECONDS = 1;

export interface ScenarioResult {
  scenario: Scenario;
  requests: number;
  requestsPerSecond: number;
  /** Milliseconds. */
  latency: { p50: number; p95: number; p99: number };
  /** The same request's SQL run straight on the database, in milliseconds. */
  sql?: { statements: number; runs: number; p50: number; p95: number };
  /** The yardstick in the slices between this scenario's, and the median of the slices' ratios of requests a second. */
  yardstick?: { requestsPerSecond: number; p50: number; ratio: number };
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
        ...(scenario.freshIds && { idReplacement: true }),
        ...(scenario.variants && {
          requests: scenario.variants.map((variant) => ({
            method: scenario.method,
            path: variant.path,
            headers: variant.headers,
          })),
        }),
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

/** Load for `seconds`, failing on any error or non-2xx answer. */
async function measure(baseUrl: string, scenario: Scenario, seconds: number, connections: number) {
  const { finished, latencies } = await fire(baseUrl, scenario, seconds, connections);
  const failed = finished.errors + finished.non2xx;
  if (failed > 0) {
    // Timings of errors and 429s say nothing about the route.
    throw new Error(
      `${scenario.name}: ${failed} of ${latencies.length + finished.errors} requests failed ` +
        `(errors ${finished.errors}, timeouts ${finished.timeouts}, 4xx ${finished['4xx']}, 5xx ${finished['5xx']})`,
    );
  }
  // Off the main thread autocannon leaves its results unaggregated (no `requests.average`): counted here instead.
  return { latencies, seconds: finished.duration };
}

function summary(measured: { latencies: number[]; seconds: number }[]) {
  const sorted = measured.flatMap((slice) => slice.latencies).sort((a, b) => a - b);
  const seconds = measured.reduce((sum, slice) => sum + slice.seconds, 0);
  return { sorted, requestsPerSecond: sorted.length / seconds };
}

const rate = (slice: { latencies: number[]; seconds: number }) => slice.latencies.length / slice.seconds;

/**
 * Warms the scenario up, then loads it for the options' duration. With a yardstick, the duration is cut into slices of
 * a second, each between two of the yardstick's, so both are measured on the same machine at the same moments: on a
 * machine shared with other work, a yardstick measured once at the start can be twice or half as fast as it is ten
 * minutes later. The ratio is the median of the slices' own (the scenario's rate over the mean of the yardstick's
 * before and after), which a burst of other work during one slice does not move.
 */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
  yardstick?: Yardstick,
): Promise<ScenarioResult> {
  await fire(baseUrl, scenario, options.warmup, options.connections);
  if (!yardstick) {
    const { sorted, requestsPerSecond } = summary([
      await measure(baseUrl, scenario, options.duration, options.connections),
    ]);
    return { scenario, requests: sorted.length, requestsPerSecond, latency: latencyOf(sorted) };
  }
  const measureYardstick = () =>
    measure(yardstick.baseUrl, yardstick.scenario, SLICE_SECONDS, options.connections);
  const measured = [];
  const yardstickMeasured = [await measureYardstick()];
  for (let slice = 0; slice < Math.ceil(options.duration / SLICE_SECONDS); slice++) {
    measured.push(await measure(baseUrl, scenario, SLICE_SECONDS, options.connections));
    yardstickMeasured.push(await measureYardstick());
  }
  const ratios = measured
    .map((slice, i) => rate(slice) / ((rate(yardstickMeasured[i]!) + rate(yardstickMeasured[i + 1]!)) / 2))
    .sort((a, b) => a - b);
  const { sorted, requestsPerSecond } = summary(measured);
  const other = summary(yardstickMeasured);
  return {
    scenario,
    requests: sorted.length,
    requestsPerSecond,
    latency: latencyOf(sorted),
    yardstick: {
      requestsPerSecond: other.requestsPerSecond,
      p50: percentile(other.sorted, 50),
      ratio: percentile(ratios, 50),
    },
  };
}

function latencyOf(sorted: number[]) {
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * The module `thread` run on a thread of its own with `workerData`, answering the first message it posts. Load runs
 * there: autocannon reads every response on the thread it runs on, and on the server's thread it took event-loop time
 * from the server it measures (in production the load comes from elsewhere).
 */
export function runOnThread<T>(thread: URL, workerData: unknown, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    // Node 20 gives a thread none of the process's module hooks, so the thread loads TypeScript through tsx's API.
    const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then((tsx) => tsx.tsImport(${JSON.stringify(thread.href)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(code, { eval: true, workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${what}: the load thread stopped (exit ${code})`)));
  });
}

/** `runScenario` on a thread of its own. */
export const runScenarioOnThread = (
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
  yardstick?: Yardstick,
): Promise<ScenarioResult> =>
  runOnThread(
    new URL('./load-thread.ts', import.meta.url),
    { baseUrl, scenario, options, yardstick },
    scenario.name,
  );
