import { expect } from 'vitest';

/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  /** The reconnection time the event's block set (`retry:`), when it set one. */
  retry?: string;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** The next event, waiting at most `timeoutMs` for it. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/**
 * Opens a real HTTP connection to an event stream and parses it as EventSource does (fields `id`, `event`, `data`;
 * comment lines ignored), so that tests see what a browser would. `accept` keeps only the events a test is about;
 * `request` is the fetch to open it with (another connection's, such as one that trusts a test certificate).
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  accept: (event: StreamEvent) => boolean = () => true,
  request: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await request(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;

  if (response.ok) {
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body!) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = block.split('\n').filter((line) => line && !line.startsWith(':'));
            const value = (name: string) =>
              fields
                .find((line) => line.startsWith(`${name}:`))
                ?.slice(name.length + 1)
                .trimStart();
            const data = value('data');
            if (data === undefined) continue;
            const retry = value('retry');
            const event: StreamEvent = {
              id: value('id'),
              event: value('event') ?? 'message',
              data: JSON.parse(data),
              ...(retry !== undefined && { retry }),
            };
            if (!accept(event)) continue;
            queue.push(event);
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // Aborted by close().
      } finally {
        ended = true;
        waiters.splice(0).forEach((wake) => wake());
      }
    })();
  }

  return {
    status: response.status,
    headers: response.headers,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (ended) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift()!;
    },
    close: () => controller.abort(),
  };
}
