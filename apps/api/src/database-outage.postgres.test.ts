import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SERVICE_UNAVAILABLE_MESSAGE, type ErrorEnvelope } from '@b2b/contracts';
import { openDatabase } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app.ts';
import { testTokens, type TestUser } from './test/test-tokens.ts';

/**
 * A TCP proxy in front of the test's PostgreSQL that the test controls, as a database restarting or a network cut
 * would behave: `forward` passes connections through, `refuse` closes the port and cuts every open connection (a
 * database that is down), `stall` accepts connections and never answers (a database that hangs, or packets lost).
 */
function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: 'forward' | 'stall' = 'forward';
  let server: Server | null = null;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        track(client);
        if (mode === 'stall') return;
        const upstream = new Socket();
        track(upstream);
        upstream.connect(target.port, target.host);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const close = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      cutAll();
      if (closing) closing.close(() => resolve());
      else resolve();
    });
  return {
    get port() {
      return port;
    },
    start: listen,
    async refuse() {
      await close();
    },
    async stall() {
      await close();
      mode = 'stall';
      await listen();
    },
    async forward() {
      await close();
      mode = 'forward';
      await listen();
    },
    close,
  };
}

// The file's own database, reached by the server only through the proxy.
const database = await openTestDatabase();
const direct = new URL(database.url!);
const proxy = databaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
await proxy.start();
const proxiedUrl = new URL(direct);
proxiedUrl.host = `127.0.0.1:${proxy.port}`;
const proxied = await openDatabase({ url: proxiedUrl.toString(), poolSize: 4 });
const tokens = await testTokens();
const app = await buildTestApp({ database: proxied, authKeySet: tokens.keySet });

afterAll(async () => {
  await app.close();
  await proxied.close();
  await proxy.close();
  await database.close();
});

let buyer: TestUser;
beforeAll(async () => {
  buyer = await tokens.signIn();
});

const profile = () => app.inject({ method: 'GET', url: '/api/user/profile', headers: buyer.headers });
const setProfession = (profession: string) =>
  app.inject({ method: 'PUT', url: '/api/user/profile', headers: buyer.headers, payload: { profession } });

/** The answer of a server whose database is away: 503 in the envelope with Retry-After, quickly. */
async function expectUnavailable(call: () => ReturnType<typeof profile>, withinMs: number) {
  const started = Date.now();
  const response = await call();
  const took = Date.now() - started;
  expect(took).toBeLessThan(withinMs);
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json<ErrorEnvelope>()).toMatchObject({
    success: false,
    name: 'ServiceUnavailable',
    message: SERVICE_UNAVAILABLE_MESSAGE,
  });
  return took;
}

/** Asks until the server answers 200 again by itself, as a client told Retry-After would. */
async function recovered(call: () => ReturnType<typeof profile>) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await call();
    if (response.statusCode === 200 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('PostgreSQL away', () => {
  it('answers 503 with Retry-After while the database refuses connections, and recovers by itself', async () => {
    // Acknowledged before the outage: it must still be there after it.
    const saved = await setProfession('Buyer of gate valves');
    expect(saved.statusCode, saved.body).toBe(200);
    // The pool holds open connections: the cut ends them mid-life, then new ones are refused.
    await proxy.refuse();
    await expectUnavailable(profile, 3000);
    await expectUnavailable(() => setProfession('Written while the database was down'), 3000);
    await expectUnavailable(profile, 3000);

    await proxy.forward();
    const back = await recovered(profile);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: { profession: string } }>().data.profession).toBe('Buyer of gate valves');
    const after = await setProfession('Buyer of ball valves');
    expect(after.statusCode, after.body).toBe(200);
    expect((await profile()).json<{ data: { profession: string } }>().data.profession).toBe(
      'Buyer of ball valves',
    );
  });

  it('fails fast with 503 when the database accepts connections but never answers, not hanging', async () => {
    await proxy.stall();
    // The pool's connections were cut with the rest: the first request may meet one of them and fail at once. The
    // next ones wait for a new connection, which the pool gives up on after 5 seconds (connectionTimeoutMillis).
    const took = [];
    for (let i = 0; i < 3; i++) took.push(await expectUnavailable(profile, 8000));
    expect(Math.max(...took)).toBeGreaterThanOrEqual(4500);
    await proxy.forward();
    const back = await recovered(profile);
    expect(back.statusCode, back.body).toBe(200);
  });
});
