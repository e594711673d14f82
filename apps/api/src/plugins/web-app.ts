import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { PortalConfig } from '@b2b/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the web app's server entry (`apps/web/src/entry-server.tsx`) offers. */
interface PageRenderer {
  render(request: {
    url: string;
    portal: PortalConfig;
    transport: (path: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; state: string; body: Readable }
  >;
}

export interface WebAppOptions {
  /** `production` serves the build in `apps/web/dist`; `development` runs Vite with hot reload. */
  mode: 'production' | 'development';
  /** The web app's folder (`apps/web`). */
  webRoot: string;
  portal: PortalConfig;
}

const API_PREFIX = '/api/';

/**
 * Serves the web app on the portal's origin: hashed assets with long cache, and every other GET rendered on the server
 * (the SPA fallback), so public pages arrive with their content and client routes still work on reload.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    let template: (url: string) => Promise<string>;
    let renderer: () => Promise<PageRenderer>;

    if (options.mode === 'development') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: options.webRoot,
        // Without `hmr.server`, middleware mode opens its HMR WebSocket on a fixed side port (24678): a second dev
        // server cannot bind it and its pages talk to the first one, and only the portal's port may be forwarded.
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      });
      const middie = await import('@fastify/middie');
      await app.register(middie.default);
      app.use(vite.middlewares);
      // Before the HTTP server closes: it waits for every socket, and only Vite ends the open HMR connections.
      app.addHook('preClose', () => vite.close());
      template = async (url) =>
        vite.transformIndexHtml(url, await readFile(join(options.webRoot, 'index.html'), 'utf8'));
      renderer = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as PageRenderer;
    } else {
      const clientDir = join(options.webRoot, 'dist/client');
      const built = await readFile(join(clientDir, 'index.html'), 'utf8');
      const module = (await import(
        pathToFileURL(join(options.webRoot, 'dist/server/entry-server.js')).href
      )) as PageRenderer;
      template = async () => built;
      renderer = async () => module;
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
        setHeaders(res, path) {
          const hashed = path.includes(`${join('dist', 'client', 'assets')}`);
          res.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }

    /** The page's API calls go through the API in process, as the visitor (so rate limits stay per person). */
    const transportFor = (request: FastifyRequest) => async (path: string, init: RequestInit) => {
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `/api${path}`,
        headers: {
          ...(init.headers as Record<string, string>),
          'user-agent': request.headers['user-agent'] ?? '',
        },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null, {
        status: response.statusCode,
        headers: response.headers as Record<string, string>,
      });
    };

    app.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
      if (request.url.startsWith(API_PREFIX) || request.url === '/api') return reply.callNotFound();
      const controller = new AbortController();
      request.raw.once('close', () => {
        if (!reply.sent) controller.abort();
      });
      const result = await (
        await renderer()
      ).render({
        url: request.url,
        portal: options.portal,
        transport: transportFor(request),
        signal: controller.signal,
      });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const html = await template(request.url);
      const [before = '', after = ''] = html.replace('<!--app-head-->', result.head).split('<!--app-html-->');
      const tail = after.replace('<!--app-state-->', result.state);
      const body = result.body;
      reply.status(result.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return reply.send(
        Readable.from(
          (async function* () {
            yield before;
            for await (const chunk of body) yield chunk as Buffer;
            yield tail;
          })(),
        ),
      );
    });
  },
  { name: 'web-app', dependencies: ['security'] },
);
