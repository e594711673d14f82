import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Gender, Industry } from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { createServer } from '@b2b/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { refdataRepository } from './refdata.repository.ts';
import { refdataRoutes } from './refdata.routes.ts';
import { refdataService, type RefdataService } from './refdata.service.ts';

const FIXED_URLS = [
  '/api/ref-data/country',
  '/api/ref-data/country/US/state',
  '/api/ref-data/gender',
  '/api/ref-data/language',
  '/api/ref-data/job-position',
  '/api/ref-data/business-type',
  '/api/catsys/industry',
  '/api/catsys/industry/full-tree',
];

describe('reference data from memory', () => {
  let database: TestDatabase;
  let app: App;
  let urls: string[];
  const before = new Map<string, { body: string; etag: string | undefined }>();

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    const industries = (await app.inject({ method: 'GET', url: '/api/catsys/industry' })).json<{
      data: Industry[];
    }>().data;
    urls = [...FIXED_URLS, `/api/catsys/industry/${industries[3]!.id}/category`];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      before.set(url, { body: response.body, etag: response.headers.etag });
    }
    // Without its database, the server can only answer what it keeps in memory.
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers every list again, the same body and tag, with the database closed', async () => {
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(before.get(url)!.body);
      expect(response.headers.etag, url).toBe(before.get(url)!.etag);
      expect(response.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['cache-control'], url).toBe(
        'public, max-age=3600, stale-while-revalidate=86400',
      );
    }
  });

  it('keeps every protection on an answer from memory: security headers, CORS, request id', async () => {
    const origin = 'http://localhost:3000';
    for (const acceptEncoding of ['identity', 'br']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/ref-data/country',
        headers: { origin, 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-resource-policy': 'same-site',
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(String(response.headers.vary).split(', ')).toEqual(['Origin', 'Accept-Encoding']);
    }
    const gender = await app.inject({ method: 'GET', url: '/api/ref-data/gender', headers: { origin } });
    // Nothing to choose between for a body this small: it varies by origin only.
    expect(gender.headers.vary).toBe('Origin');
    expect(gender.headers['access-control-allow-origin']).toBe(origin);
  });

  it('knows without the database that a country does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ref-data/country/ZZ/state' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, name: 'NotFound' });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'serves the body compressed with %s, under the same tag, varying by Accept-Encoding',
    async (encoding, decode) => {
      const url = '/api/ref-data/country';
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(before.get(url)!.etag);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(before.get(url)!.body.length / 3);
      expect(decode(response.rawPayload).toString()).toBe(before.get(url)!.body);

      const revalidated = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(String(revalidated.headers.vary)).toMatch(/accept-encoding/i);
    },
  );

  it('prefers what the client prefers, and sends the plain body to a client that accepts no compression', async () => {
    const url = '/api/catsys/industry/full-tree';
    const encodingFor = async (acceptEncoding: string) =>
      (await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } })).headers[
        'content-encoding'
      ];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('*')).toBe('gzip');
    expect(await encodingFor('identity')).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'deflate' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(before.get(url)!.body);
  });

  it('leaves a body too small to gain from compression as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/ref-data/gender',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(before.get('/api/ref-data/gender')!.body);
  });
});

describe('invalidating the reference data', () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof createServer>>;
  let refdata: RefdataService;

  beforeAll(async () => {
    database = await openTestDatabase();
    refdata = refdataService(refdataRepository(database.db));
    server = await createServer({ logLevel: 'silent', bodyLimit: 1024 });
    await server.register(refdataRoutes, { prefix: '/api', refdata });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers });

  it('keeps answering the list it read until invalidated, then reads the edited one under a new tag', async () => {
    const url = '/api/ref-data/gender';
    const first = await get(url);
    const firstTag = String(first.headers.etag);
    expect((await get('/api/ref-data/country/US/state')).body).toContain('"California"');
    await database.db.update(tables.genders).set({ name: 'Not stated' }).where(eq(tables.genders.code, 'X'));
    await database.db
      .update(tables.states)
      .set({ name: 'Golden State' })
      .where(eq(tables.states.name, 'California'));

    expect((await get(url)).body).toBe(first.body);
    expect((await get(url, { 'if-none-match': firstTag })).statusCode).toBe(304);
    expect((await get('/api/ref-data/country/US/state')).body).toContain('"California"');

    refdata.invalidate();

    const edited = await get(url);
    expect(edited.json<{ data: Gender[] }>().data).toContainEqual({ code: 'X', name: 'Not stated' });
    expect(edited.headers.etag).not.toBe(firstTag);
    expect((await get(url, { 'if-none-match': firstTag })).statusCode).toBe(200);
    expect((await get(url, { 'if-none-match': String(edited.headers.etag) })).statusCode).toBe(304);
    const states = await get('/api/ref-data/country/US/state');
    expect(states.body).toContain('"Golden State"');
    expect(states.body).not.toContain('"California"');
  });

  it('tells whether a country exists and whether a state is one of a country, from the lists it keeps', async () => {
    const [american] = await refdata.statesOf('US');
    expect(american).toBeDefined();
    expect(await refdata.hasCountry('US')).toBe(true);
    expect(await refdata.hasCountry('ZZ')).toBe(false);
    expect(await refdata.hasState('US', american!.stateID)).toBe(true);
    expect(await refdata.hasState('CA', american!.stateID)).toBe(false);
    expect(await refdata.hasState('ZZ', american!.stateID)).toBe(false);
  });

  it("answers an admin's row without a translation by its English name in every language", async () => {
    await database.db
      .insert(tables.jobPositions)
      .values({ id: '00000000-0000-4000-8000-0000000000aa', name: 'Harbour Pilot', sortOrder: 999 });
    refdata.invalidate();
    const positions = (await get('/api/ref-data/job-position?lang=zh')).json<{ data: { name: string }[] }>()
      .data;
    expect(positions.at(-1)).toEqual({
      jobPositionID: '00000000-0000-4000-8000-0000000000aa',
      name: 'Harbour Pilot',
    });
    expect(positions[0]?.name).toBe('企业主');
  });
});
