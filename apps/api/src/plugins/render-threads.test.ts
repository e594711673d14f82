import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPortalEnv, portalConfigOf } from '../config.ts';
import { Registry } from 'prom-client';
import { renderThreadMetrics } from './portal-metrics.ts';
import { startRenderThreads, type PageApiCall } from './render-threads.ts';

/**
 * A render module of the web build's protocol, small enough to read here: it asks the API for its address and gives
 * what it was answered as the page; at `/wait-for-abort` it waits until the server's thread says the visitor left.
 */
const RENDER_MODULE = `
export default async function ({ url, port }) {
  const waiting = new Map();
  let left;
  const leaving = new Promise((resolve) => (left = resolve));
  port.on('message', (message) => (message.abort ? left() : waiting.get(message.id)?.(message)));
  const ask = (path) =>
    new Promise((resolve) => {
      waiting.set(1, resolve);
      port.postMessage({ id: 1, path, method: 'GET', headers: { accept: 'application/json' } });
    });
  let text;
  if (url === '/wait-for-abort') {
    await leaving;
    text = 'stopped';
  } else {
    const answer = await ask(url);
    text = 'failed' in answer ? 'failed: ' + answer.failed : answer.status + ' ' + new TextDecoder().decode(answer.body);
  }
  port.close();
  return { kind: 'page', status: 200, head: '', state: new Uint8Array(), body: new TextEncoder().encode(text) };
}
`;

const folder = await mkdtemp(join(tmpdir(), 'render-threads-'));
await writeFile(join(folder, 'render-module.mjs'), RENDER_MODULE);
const threads = startRenderThreads(pathToFileURL(join(folder, 'render-module.mjs')), 2);
afterAll(async () => {
  await threads.close();
  await rm(folder, { recursive: true, force: true });
});

const portal = portalConfigOf(loadPortalEnv({}));

const bodyOf = (result: Awaited<ReturnType<typeof threads.render>>) =>
  result.kind === 'page' ? new TextDecoder().decode(result.body) : result.location;

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('render threads', () => {
  it("answer a page's API calls on the server's thread, also when no other page is asked meanwhile", async () => {
    const asked: string[] = [];
    // Answered after the thread has gone idle: a thread parked between tasks would never read the answer.
    const call: PageApiCall = async (path, init) => {
      asked.push(`${init.method} ${path} ${init.headers.accept}`);
      await later(200);
      return { status: 200, headers: {}, body: new TextEncoder().encode(`the answer to ${path}`) };
    };
    const signal = new AbortController().signal;
    const pages = await Promise.all(
      ['/one', '/two', '/three'].map((url) => threads.render({ url, portal, language: 'en', signal, call })),
    );
    expect(pages.map(bodyOf)).toEqual([
      '200 the answer to /one',
      '200 the answer to /two',
      '200 the answer to /three',
    ]);
    expect(asked.sort()).toEqual([
      'GET /one application/json',
      'GET /three application/json',
      'GET /two application/json',
    ]);
  });

  it('tell the render why a call could not be made, and stop a render whose visitor left', async () => {
    const failing: PageApiCall = () => Promise.reject(new Error('the API is down'));
    const signal = new AbortController().signal;
    expect(bodyOf(await threads.render({ url: '/x', portal, language: 'en', signal, call: failing }))).toBe(
      'failed: the API is down',
    );

    const visitor = new AbortController();
    const rendering = threads.render({
      url: '/wait-for-abort',
      portal,
      language: 'en',
      signal: visitor.signal,
      call: failing,
    });
    await later(100);
    visitor.abort();
    expect(bodyOf(await rendering)).toBe('stopped');
  });

  it("count the renders running and those queued past the threads' slots, as the metrics show them", async () => {
    const registry = new Registry();
    renderThreadMetrics(registry, threads);
    const call: PageApiCall = async () => ({ status: 200, headers: {}, body: null });
    const controllers = Array.from({ length: 2 * 8 + 3 }, () => new AbortController());
    const renders = controllers.map((controller) =>
      threads.render({ url: '/wait-for-abort', portal, language: 'en', signal: controller.signal, call }),
    );
    // Two threads of eight renders each: three wait for a slot.
    await expect.poll(() => threads.stats()).toEqual({ threads: 2, running: 16, queued: 3 });
    const text = await registry.metrics();
    expect(text).toContain('b2b_render_threads 2');
    expect(text).toContain('b2b_render_tasks{state="running"} 16');
    expect(text).toContain('b2b_render_tasks{state="queued"} 3');
    // Aborted one after the other as each starts: a queued render takes a slot before its visitor can leave.
    await expect
      .poll(async () => {
        for (const controller of controllers) controller.abort();
        return threads.stats();
      })
      .toEqual({ threads: 2, running: 0, queued: 0 });
    await Promise.all(renders);
  });
});
