import { afterEach, describe, expect, it } from 'vitest';
import { RateLimited } from './errors.ts';
import { isLoopbackHost, serveMetrics } from './metrics-server.ts';
import { createServer, type Server } from './server.ts';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const open: Server[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

async function measuredServer(token?: string) {
  const app = await createServer({ service: 'test', logLevel: 'silent', bodyLimit: 1024 });
  open.push(app);
  app.get('/items/:id', async () => ({ ok: true }));
  app.get('/limited', async () => {
    throw new RateLimited(30, 'address');
  });
  serveMetrics(app, { host: '127.0.0.1', port: 0, token }, 'silent');
  await app.ready();
  return app;
}

const scrape = (app: Server, headers: Record<string, string> = {}) =>
  fetch(`${app.metricsAddress!()}/metrics`, { headers });

describe('metrics', () => {
  it('count requests and their latency by route pattern and status, never by address', async () => {
    const app = await measuredServer();
    for (const id of ['1', '2', 'three']) await app.inject({ url: `/items/${id}?q=${id}` });
    await app.inject({ url: '/no/such/address/9f2c' });
    await app.inject({ url: '/limited' });

    const response = await scrape(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain(
      'http_requests_total{method="GET",route="/items/:id",status="200",service="test"} 3',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{service="test",method="GET",route="/items/:id",status="200"} 3',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="(unmatched)",status="404",service="test"} 1',
    );
    expect(text).toContain('b2b_rate_limit_refusals_total{limit="address",service="test"} 1');
    expect(text).not.toMatch(/9f2c|three|q=/);
    // The process's own: event-loop delay and heap.
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="test"\} \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{service="test"\} [1-9]/m);
  });

  it('are not served on the public address, which answers 404 in the envelope', async () => {
    const app = await measuredServer();
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, name: 'NotFound' });
  });

  it('ask for the bearer token when one is set', async () => {
    const app = await measuredServer(TOKEN);
    const without = await scrape(app);
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ success: false, name: 'TokenNotFound' });
    expect((await scrape(app, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` })).status).toBe(401);
    expect((await scrape(app, { authorization: TOKEN })).status).toBe(401);
    const withToken = await scrape(app, { authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('http_requests_total');
  });

  it('close their listener with the server', async () => {
    const app = await measuredServer();
    const address = app.metricsAddress!();
    await app.close();
    open.splice(0);
    await expect(fetch(`${address}/metrics`)).rejects.toThrow();
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.0.0.53', '::1', 'localhost'])('%s is this machine only', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['0.0.0.0', '::', '10.0.0.5', 'metrics.internal', '128.0.0.1'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
