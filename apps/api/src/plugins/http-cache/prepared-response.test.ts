import { brotliDecompressSync } from 'node:zlib';
import { createServer, type Server } from '@b2b/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareResponse, sendPrepared } from './prepared-response.ts';

const PAGE = `<!doctype html><title>A page</title>${'<p>The same paragraph, again.</p>'.repeat(100)}`;
const HTML = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };

describe('a prepared response', () => {
  let app: Server;
  beforeAll(async () => {
    const page = await prepareResponse(PAGE, HTML);
    const small = await prepareResponse(Buffer.from('{"ok":true}'), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=60',
    });
    app = await createServer({ logLevel: 'silent', bodyLimit: 1024 });
    app.get('/page', async (request, reply) => sendPrepared(request, reply.header('vary', 'Origin'), page));
    app.get('/small', async (request, reply) => sendPrepared(request, reply, small));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers with its own content type and cache control, tagged, beside the headers set before', async () => {
    const response = await get('/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
    expect(response.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag: expect.stringMatching(/^W\/"[\w-]+"$/),
      vary: 'Origin, Accept-Encoding',
      'content-length': String(Buffer.byteLength(PAGE)),
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers each client in the encoding it prefers, the same for the same header every time', async () => {
    for (let i = 0; i < 3; i++) {
      const compressed = await get('/page', { 'accept-encoding': 'gzip, br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PAGE);
      expect(
        (await get('/page', { 'accept-encoding': 'br;q=0' })).headers['content-encoding'],
      ).toBeUndefined();
      expect((await get('/page', { 'accept-encoding': 'BR;q=0.1, GZIP' })).headers['content-encoding']).toBe(
        'gzip',
      );
    }
  });

  it('answers a current copy with 304: no body, the tag and the caching headers', async () => {
    const { etag } = (await get('/page')).headers;
    for (const ifNoneMatch of [String(etag), `"other", ${String(etag)}`, '*']) {
      const response = await get('/page', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers).toMatchObject({
        etag,
        'cache-control': 'no-cache',
        vary: 'Origin, Accept-Encoding',
      });
      expect(response.headers['content-encoding']).toBeUndefined();
    }
    expect((await get('/page', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('leaves a body too small to compress as it is, without varying by Accept-Encoding', async () => {
    const response = await get('/small', { 'accept-encoding': 'br, gzip' });
    expect(response.body).toBe('{"ok":true}');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
