import http from 'node:http';
import { percentile, runOnThread } from './run-scenario.ts';

export interface LiveFanoutInput {
  /** The portal's base URL. */
  base: string;
  /** People with a thread the sender replies in: each reply is timed until it reaches its person's stream. */
  receivers: { token: string; requestID: string }[];
  /** People whose streams stay open and hear nothing, so that every reply is sorted out of all of them. */
  bystanders: string[];
  /** The identity that replies (a business) and the token of a person who acts for it. */
  sender: { token: string; identityID: string };
  messages: number;
  /** Replies under way at once. */
  concurrency: number;
}

export interface LiveFanoutResult {
  streams: number;
  openSeconds: number;
  messages: number;
  /** Open streams per process that serves them, when the processes name themselves. */
  servedBy: Record<string, number>;
  /** Milliseconds from sending a reply to its event arriving on the receiver's stream. */
  delivery: { p50: number; p95: number; p99: number; max: number };
  /** Milliseconds of the reply's own call, and from its answer to the event's arrival. */
  send: { p50: number; p95: number };
  afterAnswer: { p50: number; p95: number };
}

/** Streams opened at once while the fan-out is set up. */
const OPENING = 25;
/** A reply whose event has not arrived by then counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** How the fan-out reaches the portal: its API calls and its event streams, each from some client of its own. */
export interface LiveTransport {
  /** POSTs as the token's person (JSON when there is a body); answers the JSON answer, failing on anything but a 2xx. */
  post(path: string, token: string, body?: unknown): Promise<unknown>;
  /**
   * Opens a GET that stays open, handing its text to `onText` as it arrives; resolves once its head came, with the
   * process that answered (`x-served-by`, when there is one).
   */
  open(
    path: string,
    onText: (text: string, at: number) => void,
  ): Promise<{ servedBy?: string; close(): void }>;
}

/** Plain HTTP/1.1 to one server, a socket of its own for each stream as a browser tab holds it. */
export function http1Transport(base: string): LiveTransport {
  return {
    async post(path, token, body) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    open: (path, onText) =>
      new Promise((resolve, reject) => {
        const request = http.get(`${base}${path}`, { agent: false }, (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`${path}: ${res.statusCode}`));
            return;
          }
          res.setEncoding('utf8');
          res.on('data', (text: string) => onText(text, performance.now()));
          res.on('error', () => undefined);
          resolve({ close: () => request.destroy() });
        });
        request.on('error', reject);
      }),
  };
}

interface Stream {
  /** The process that serves it, when the server names itself. */
  servedBy?: string;
  /** Resolves with the arrival time of the next `request.message` event of the thread. */
  messageOf(requestID: string): Promise<number>;
  close(): void;
}

/**
 * One person's stream: a ticket, then the stream, resolved once it sends `ready`. Events are parsed as EventSource does,
 * only as far as their name and data.
 */
async function openStream(transport: LiveTransport, token: string): Promise<Stream> {
  const answer = (await transport.post('/api/live/ticket', token)) as { data: { ticket: string } };
  const waiting = new Map<string, (at: number) => void>();
  let buffer = '';
  let ready: () => void = () => undefined;
  const readied = new Promise<void>((resolve) => (ready = resolve));
  const opened = await transport.open(`/api/live/stream?ticket=${answer.data.ticket}`, (text, at) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === 'ready') ready();
      else if (event === 'request.message' && data) {
        const { requestID } = JSON.parse(data) as { requestID: string };
        waiting.get(requestID)?.(at);
        waiting.delete(requestID);
      }
    }
  });
  await readied;
  return {
    ...(opened.servedBy === undefined ? {} : { servedBy: opened.servedBy }),
    messageOf: (requestID) => new Promise((delivered) => waiting.set(requestID, delivered)),
    close: opened.close,
  };
}

/** Runs `work` on each item, `limit` at a time. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
    }),
  );
  return results;
}

/** How many of `names` each one is. */
export function tally(names: (string | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of names) if (name !== undefined) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

/**
 * Opens every stream, then sends the replies, `concurrency` at once, the i-th of each through the i-th transport in
 * turn, each to the next receiver in turn, and times each from the moment it is sent to the moment
 * its event reaches the receiver's stream.
 */
export async function liveFanout(
  input: LiveFanoutInput,
  transports: LiveTransport[] = [http1Transport(input.base)],
): Promise<LiveFanoutResult> {
  const started = performance.now();
  const tokens = [...input.receivers.map((r) => r.token), ...input.bystanders];
  const streams = await pool(tokens, OPENING, (token, i) =>
    openStream(transports[i % transports.length]!, token),
  );
  const openSeconds = (performance.now() - started) / 1000;
  try {
    if (input.receivers.length === 0) throw new Error('The fan-out has nobody to reply to.');
    const turns = Array.from({ length: input.messages }, (_, i) => i % input.receivers.length);
    const timed = await pool(turns, input.concurrency, async (r, i) => {
      const { requestID } = input.receivers[r]!;
      const delivered = streams[r]!.messageOf(requestID);
      const sent = performance.now();
      await transports[i % transports.length]!.post(
        `/api/business/request/${requestID}/send-message?bid=${input.sender.identityID}`,
        input.sender.token,
        { content: `Reply ${i + 1} of the live benchmark.` },
      );
      const answered = performance.now();
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`reply ${i + 1} did not reach its stream`)),
          DELIVERY_TIMEOUT_MS,
        ).unref(),
      );
      const arrived = await Promise.race([delivered, timeout]);
      return { delivery: arrived - sent, send: answered - sent, afterAnswer: arrived - answered };
    });
    const delivery = timed.map((t) => t.delivery).sort((a, b) => a - b);
    const send = timed.map((t) => t.send).sort((a, b) => a - b);
    const afterAnswer = timed.map((t) => t.afterAnswer).sort((a, b) => a - b);
    return {
      streams: streams.length,
      openSeconds,
      messages: timed.length,
      servedBy: tally(streams.map((stream) => stream.servedBy)),
      delivery: {
        p50: percentile(delivery, 50),
        p95: percentile(delivery, 95),
        p99: percentile(delivery, 99),
        max: delivery.at(-1) ?? Number.NaN,
      },
      send: { p50: percentile(send, 50), p95: percentile(send, 95) },
      afterAnswer: { p50: percentile(afterAnswer, 50), p95: percentile(afterAnswer, 95) },
    };
  } finally {
    streams.forEach((stream) => stream.close());
  }
}

/** `liveFanout` on a thread of its own, so that the thousand streams are read off the server's event loop. */
export const runLiveFanoutOnThread = (input: LiveFanoutInput): Promise<LiveFanoutResult> =>
  runOnThread(new URL('./live-fanout-thread.ts', import.meta.url), input, 'live fan-out');

export function formatLiveFanout(
  result: LiveFanoutResult,
  { receivers, concurrency }: { receivers: number; concurrency: number },
): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const processes = Object.entries(result.servedBy);
  const where =
    processes.length === 0
      ? 'one process'
      : `${processes.length} processes (${processes.map(([name, n]) => `${name} ${n}`).join(', ')})`;
  return [
    `live fan-out: ${result.streams} streams open on ${where} (${receivers} of them receiving) in ` +
      `${result.openSeconds.toFixed(1)} s`,
    `  ${result.messages} replies, ${concurrency} at a time: sent to received p50 ${ms(result.delivery.p50)}, ` +
      `p95 ${ms(result.delivery.p95)}, p99 ${ms(result.delivery.p99)}, max ${ms(result.delivery.max)}`,
    `  the reply's own call: p50 ${ms(result.send.p50)}, p95 ${ms(result.send.p95)}; from its answer to the event: ` +
      `p50 ${ms(result.afterAnswer.p50)}, p95 ${ms(result.afterAnswer.p95)}`,
  ].join('\n');
}
