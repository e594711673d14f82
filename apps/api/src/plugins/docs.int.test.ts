import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { endpoints, endpointSchemas, filesEndpoints, type Endpoint } from '@b2b/contracts';
import { createServer, route } from '@b2b/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { docs } from './docs.ts';

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
  paths: Record<string, Record<string, Operation>>;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: { name: string }[];
}

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

const run = promisify(execFile);
const REDOCLY = fileURLToPath(new URL('../../../../node_modules/.bin/redocly', import.meta.url));

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: { pointer?: string }[];
}

/** Redocly CLI's lint of the file with its `recommended` rules, as the problems it reports. */
async function redoclyLint(file: string): Promise<LintProblem[]> {
  const config = join(dirname(file), 'redocly.yaml');
  await writeFile(config, 'extends:\n  - recommended\n');
  const args = ['lint', file, '--config', config, '--format', 'json'];
  // The CLI exits with 1 when it finds an error; its report is on standard output either way.
  const output = await run(REDOCLY, args, { env: { ...process.env, REDOCLY_TELEMETRY: 'off' } }).catch(
    (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
  );
  // A notice about the Node version may come before the report.
  const report = output.stdout.slice(output.stdout.indexOf('{'));
  return (JSON.parse(report) as { problems: LintProblem[] }).problems;
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

describe('the document an outside client reads', () => {
  it('holds every published entry of the endpoint table once, named by its operationId, and nothing else', () => {
    const published = Object.values({ ...endpoints, ...filesEndpoints })
      .filter((endpoint) => !('hide' in endpointSchemas[endpoint.key]))
      .map((endpoint) => endpoint.key)
      .sort();
    const named = operations(document).map(({ operation }) => operation.operationId);
    expect([...named].sort()).toEqual(published);
  });

  it('puts each operation at its entry’s method and path', () => {
    for (const { path, method, operation } of operations(document)) {
      const key = operation.operationId ?? '';
      // The files host's upload sits under FILES_URL's path on this server (`/files`).
      const endpoint: Endpoint | undefined =
        key === filesEndpoints.fileUpload.key
          ? { ...filesEndpoints.fileUpload, path: `/files${filesEndpoints.fileUpload.path}` }
          : Object.values<Endpoint>(endpoints).find((entry) => entry.key === key);
      expect(method.toUpperCase(), key).toBe(endpoint?.method);
      expect(path.replace(/\{(\w+)\}/g, ':$1'), key).toBe(endpoint?.path);
    }
  });

  it('declares the security of every operation: the bearer token, or none (`[]`) for a public one', () => {
    for (const { operation } of operations(document)) {
      expect(operation.security, operation.operationId).toBeDefined();
      const key = operation.operationId as keyof typeof endpointSchemas;
      expect(operation.security, key).toEqual(endpointSchemas[key].security);
    }
    expect(document.paths['/search/product']?.post?.security).toEqual([]);
    expect(document.paths['/business/profile/my-list']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('passes Redocly’s recommended rules with no error', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const problems = await redoclyLint(file);
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('a route outside the endpoint table', () => {
  it('is left out of the document, as the web app’s catch-all page is', async () => {
    const server = await createServer({ logLevel: 'silent', bodyLimit: 1024 });
    await server.register(docs, { apiUrl: 'https://cn.portal.example/api', brandName: 'Acme' });
    await server.register(
      async (api) => {
        route(api, endpoints.searchSuggestions, {
          handler: async () => ({ success: true as const, data: [] }),
        });
      },
      { prefix: '/api' },
    );
    server.get('/*', async () => 'a page');
    try {
      const published: OpenApiDocument = (
        await server.inject({ method: 'GET', url: '/api/docs/openapi.json' })
      ).json();
      expect(Object.keys(published.paths)).toEqual(['/search/suggestions']);
    } finally {
      await server.close();
    }
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
