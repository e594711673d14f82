import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';

/** Every path of the contract that exists so far, as the contract writes it (relative to the API host). */
const CONTRACT_PATHS = [
  '/health',
  '/ref-data/country',
  '/ref-data/country/{code}/state',
  '/ref-data/gender',
  '/ref-data/language',
  '/ref-data/job-position',
  '/ref-data/business-type',
  '/catsys/industry',
  '/catsys/industry/{id}/category',
  '/catsys/industry/full-tree',
  '/business/profile/my-list',
  '/business/profile/list-business',
  '/business/profile/{id}',
  '/business/profile/{id}/certificates',
  '/business/{id}/members',
  '/social/posts/{postID}',
  '/newsfeed/load',
  '/timeline/load/{timelineID}',
];

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
  >;
}

let app: App;
let document: OpenApiDocument;

beforeAll(async () => {
  app = await buildTestApp({
    env: { API_URL: 'https://cn.portal.example/api', BRAND_NAME: 'Acme Industrial' },
  });
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/docs/openapi.json', () => {
  it('is an OpenAPI 3 document of the API host', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Acme Industrial API');
    expect(document.servers).toEqual([{ url: 'https://cn.portal.example/api' }]);
  });

  it('lists every route of the contract by its relative path', () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(CONTRACT_PATHS));
    for (const path of paths) {
      expect(path).toMatch(/^\/(?!api\/)/);
      expect(path).not.toMatch(/^\/docs/);
    }
  });

  it('leaves out the administration, which is an unknown address to anyone but an administrator', () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/admin'))).toEqual([]);
  });

  it('declares the answers of each route, errors included', () => {
    for (const path of CONTRACT_PATHS) {
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toContain('200');
    }
    const states = document.paths['/ref-data/country/{code}/state']?.get;
    expect(Object.keys(states?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '500']),
    );
    expect(states?.parameters?.map((p) => p.name)).toEqual(['code']);
  });
});

describe('GET /api/docs', () => {
  it('answers the browsable UI as HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
