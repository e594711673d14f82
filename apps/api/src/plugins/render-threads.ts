import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type {
  InterfaceLanguage,
  PageRenderTask,
  PortalConfig,
  RenderAbort,
  RenderApiAnswer,
  RenderApiCall,
  ThreadRenderResult,
} from '@b2b/contracts';
import { Piscina } from 'piscina';

/** An API call of a page's render, made on the server's thread; `body` is the answer's bytes. */
export type PageApiCall = (
  path: string,
  init: Pick<RenderApiCall, 'method' | 'headers' | 'body'>,
) => Promise<{ status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null }>;

export interface RenderThreads {
  /** Renders a page on a render thread, answering its API calls with `call`; `signal` stops it (the visitor left). */
  render(page: {
    url: string;
    portal: PortalConfig;
    language: InterfaceLanguage;
    signal: AbortSignal;
    call: PageApiCall;
  }): Promise<ThreadRenderResult>;
  /** The threads, the renders running on them and those waiting for a free slot. */
  stats(): { threads: number; running: number; queued: number };
  close(): Promise<void>;
}

/**
 * Pages a thread renders at once: a render spends most of its time waiting for its API calls, which the server's thread
 * answers, so a thread that took one page at a time would stand idle meanwhile.
 */
const RENDERS_PER_THREAD = 8;

/**
 * Threads that run the web app's renderer (`module`, the build's `render-thread.js`) beside the server's thread, so that
 * rendering (React, the loaders, the page's JSON and its encoding) uses the machine's other cores while the server's
 * thread serves requests, the API and the database. The API stays on the server's thread, with its rate limits, its
 * page cache and its one database pool.
 */
export function startRenderThreads(module: URL, threads: number): RenderThreads {
  const pool = new Piscina<PageRenderTask<MessagePort>, ThreadRenderResult>({
    filename: module.href,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Without a task piscina's default parks a thread in `Atomics.wait`, which stops its event loop: what a finished
    // render left running (a reference list's call, which the thread's renders share) would wait for the next page.
    atomics: 'disabled',
    // The module is built JavaScript. A thread given the server's flags ran tsx's loader too, which loaded the build's
    // lazily imported chunks a second time beside the ones already loaded: two copies of React, and no page rendered.
    execArgv: [],
  });
  /** Renders handed to the pool and not finished: running on a thread or waiting in its queue. */
  let pending = 0;
  return {
    stats: () => ({
      threads: pool.threads.length,
      queued: pool.queueSize,
      running: pending - pool.queueSize,
    }),
    async render({ url, portal, language, signal, call }) {
      const { port1: server, port2: page } = new MessageChannel();
      server.on('message', async ({ id, path, ...init }: RenderApiCall) => {
        let answer: RenderApiAnswer;
        try {
          answer = { id, ...(await call(path, init)) };
        } catch (error) {
          answer = { id, failed: error instanceof Error ? error.message : String(error) };
        }
        server.postMessage(answer, 'body' in answer && answer.body ? [answer.body.buffer] : []);
      });
      // The render's end closes the channel, once its calls are answered (one may serve the thread's other renders);
      // until then it must not hold the server open.
      server.unref();
      const abort = () => server.postMessage({ abort: true } satisfies RenderAbort);
      signal.addEventListener('abort', abort, { once: true });
      pending += 1;
      try {
        return await pool.run({ url, portal, language, port: page }, { transferList: [page] });
      } finally {
        pending -= 1;
        signal.removeEventListener('abort', abort);
      }
    },
    close: () => pool.destroy(),
  };
}
