import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type Server } from './server.ts';

const lines: Record<string, unknown>[] = [];
let app: Server;

beforeAll(async () => {
  app = await createServer({
    logLevel: 'info',
    bodyLimit: 1024,
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

it('logs each request once, when answered, with what came in and what went out', async () => {
  lines.length = 0;
  const response = await app.inject({ method: 'GET', url: '/hello?x=1', headers: { 'x-request-id': 'r-1' } });
  expect(response.statusCode).toBe(200);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 30,
    reqId: 'r-1',
    msg: 'request completed',
    req: { method: 'GET', url: '/hello?x=1' },
    res: { statusCode: 200 },
    responseTime: expect.any(Number),
  });
});
