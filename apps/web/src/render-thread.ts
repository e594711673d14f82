import {
  renderApiCallInit,
  type PageRenderTask,
  type RenderAbort,
  type RenderApiAnswer,
  type RenderApiCall,
  type ThreadRenderResult,
} from '@b2b/contracts';
import type { MessagePort } from 'node:worker_threads';
import { render, type Transport } from './entry-server.tsx';

/*
 * The module a render thread of the portal's server runs (built to `dist/server/render-thread.js`): its default export
 * renders one page, and a thread renders several at once while their API calls are answered by the server's thread.
 */

const encoder = new TextEncoder();

/**
 * Calls the API over the page's channel: the server's thread makes the call as the visitor and sends the answer.
 * `onAbort` runs when the server's thread says the visitor left. `end` closes the channel once every call made on it
 * is answered: a call the render left behind may be one that the thread's other renders share (a reference list), and
 * closing under it would leave them waiting for good.
 */
function pageChannel(port: MessagePort, onAbort: () => void) {
  const waiting = new Map<
    number,
    { resolve: (response: Response) => void; reject: (error: Error) => void }
  >();
  let nextID = 0;
  let ended = false;
  const closeWhenAnswered = () => {
    if (ended && waiting.size === 0) port.close();
  };
  port.on('message', (answer: RenderApiAnswer | RenderAbort) => {
    if ('abort' in answer) return onAbort();
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if ('failed' in answer) call.reject(new Error(answer.failed));
    else call.resolve(new Response(answer.body, { status: answer.status, headers: answer.headers }));
    closeWhenAnswered();
  });
  const transport: Transport = (path, init) =>
    new Promise((resolve, reject) => {
      const id = nextID++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, path, ...renderApiCallInit(init) } satisfies RenderApiCall);
    });
  return {
    transport,
    end() {
      ended = true;
      closeWhenAnswered();
    },
  };
}

/**
 * Renders the page of `task`, encoding its body and state on this thread: turning the renderer's text (a chain of
 * thousands of pieces) into UTF-8 is a millisecond a page that the server's thread would otherwise spend.
 */
export default async function renderOnThread({
  url,
  portal,
  language,
  port,
}: PageRenderTask<MessagePort>): Promise<ThreadRenderResult> {
  const controller = new AbortController();
  const channel = pageChannel(port, () => controller.abort());
  try {
    const result = await render({
      url,
      portal,
      language,
      transport: channel.transport,
      signal: controller.signal,
    });
    if (result.kind === 'redirect') return result;
    return { ...result, body: encoder.encode(result.body), state: encoder.encode(result.state) };
  } finally {
    channel.end();
  }
}
