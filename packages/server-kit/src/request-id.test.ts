import { describe, expect, it } from 'vitest';
import { fetchWithRequestId, REQUEST_ID_MAX_LENGTH, wellFormedRequestId } from './request-id.ts';
import { createServer } from './server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A server whose log lines the test reads, one parsed object each. */
async function loggedServer() {
  const lines: string[] = [];
  const app = await createServer({
    logLevel: 'info',
    bodyLimit: 1024,
    logStream: { write: (line) => lines.push(line) },
  });
  return { app, logged: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('wellFormedRequestId', () => {
  it.each([
    'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    '3b8a2f1c9d4e5f60718293a4b5c6d7e8', // nginx's $request_id
    'edge-42',
    'lb.01:req_7',
    'x'.repeat(REQUEST_ID_MAX_LENGTH),
  ])('keeps %s', (id) => {
    expect(wellFormedRequestId(id)).toBe(id);
  });

  it.each([
    ['an empty value', ''],
    ['one character over the limit', 'x'.repeat(REQUEST_ID_MAX_LENGTH + 1)],
    ['a forged log line', 'a\n{"level":60,"msg":"forged"}'],
    ['spaces and quotes', 'a" b'],
    ['an escape sequence', '\u001b[31mred'],
    ['a percent-encoded newline', 'a%0Ab'],
    ['letters outside ASCII', 'ідентифікатор'],
    ['markup', '<script>'],
  ])('drops %s', (_, id) => {
    expect(wellFormedRequestId(id)).toBeUndefined();
  });

  it('drops a header sent twice, and none at all', () => {
    expect(wellFormedRequestId(['a', 'b'])).toBeUndefined();
    expect(wellFormedRequestId(undefined)).toBeUndefined();
  });
});

describe('request ids on a server', () => {
  it("keeps a well-formed id from the caller in the answer and in every line of the request's log", async () => {
    const { app, logged } = await loggedServer();
    app.get('/work', async (request) => {
      request.log.info('working');
      // The server's own logger, as a client's error handler would use it, while the request's work runs.
      app.log.info('a line of the server');
      return { ok: true };
    });
    const response = await app.inject({ url: '/work', headers: { 'x-request-id': 'edge-42' } });
    await app.close();
    expect(response.headers['x-request-id']).toBe('edge-42');
    const lines = logged().filter((line) => line.msg !== 'Server listening at');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'working',
      'a line of the server',
      'request completed',
    ]);
    for (const line of lines) expect(line.reqId).toBe('edge-42');
  });

  it('gives a fresh UUID to a request whose id is malformed, and never logs the malformed one', async () => {
    const { app, logged } = await loggedServer();
    app.get('/work', async () => ({ ok: true }));
    const hostile = 'x'.repeat(200) + '-forged';
    const response = await app.inject({ url: '/work', headers: { 'x-request-id': hostile } });
    await app.close();
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(logged().every((line) => line.reqId === id)).toBe(true);
    expect(JSON.stringify(logged())).not.toContain('forged');
  });

  it("sends the request's id with a call to the other server, which logs it and answers it back", async () => {
    const called = await loggedServer();
    called.app.get('/keys', async () => ({ keys: [] }));
    await called.app.listen({ host: '127.0.0.1', port: 0 });
    const calledUrl = `http://127.0.0.1:${(called.app.server.address() as { port: number }).port}/keys`;

    const calling = await loggedServer();
    const call = fetchWithRequestId(calling.app.log, 'the keys server');
    calling.app.get('/page', async () => {
      const answer = await call(calledUrl, { method: 'GET' });
      return { status: answer.status };
    });
    const response = await calling.app.inject({ url: '/page' });
    await Promise.all([calling.app.close(), called.app.close()]);

    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(called.logged().filter((line) => line.msg === 'incoming request')).toEqual([
      expect.objectContaining({ reqId: id, req: expect.objectContaining({ url: '/keys' }) }),
    ]);
    expect(calling.logged().find((line) => line.msg === 'the keys server answered')).toMatchObject({
      reqId: id,
      call: { target: 'the keys server', status: 200, answeredRequestId: id },
    });
  });

  it('sends no id with a call made outside any request', async () => {
    const seen: (string | null)[] = [];
    const call = fetchWithRequestId({ info: () => undefined }, 'a server', async (_url, init) => {
      seen.push(new Headers(init.headers).get('x-request-id'));
      return new Response('{}');
    });
    await call('http://127.0.0.1/keys', { method: 'GET' });
    expect(seen).toEqual([null]);
  });
});
