import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  languageOfCookie,
  languageOfPath,
  localizePath,
  renderApiCallInit,
  type InterfaceLanguage,
  type PortalConfig,
} from '@b2b/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { prepareResponse, sendPrepared } from './http-cache/prepared-response.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { renderThreadMetrics } from './portal-metrics.ts';
import { startRenderThreads, type PageApiCall, type RenderThreads } from './render-threads.ts';

/** What the web app's server entry (`apps/web/src/entry-server.tsx`) offers. */
interface PageRenderer {
  /** The icon sprite the pages' icons refer to, served as a file of its own. */
  iconSprite: { path: string; svg: string };
  render(request: {
    url: string;
    portal: PortalConfig;
    language: InterfaceLanguage;
    transport: (path: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; head: string; state: string; body: string }
  >;
}

/** The web app's production build as the server renders it: the page template and the server entry. */
export interface WebBuild {
  template: string;
  renderer: PageRenderer;
}

/**
 * Loads the build in `apps/web/dist`. Importing the server entry (2 MB with its libraries) takes seconds on a busy
 * machine, so it is done before the server's plugins start, where Fastify's 10 s plugin timeout does not apply.
 */
export async function loadWebBuild(webRoot: string): Promise<WebBuild> {
  const [template, renderer] = await Promise.all([
    readFile(join(webRoot, 'dist/client/index.html'), 'utf8'),
    import(pathToFileURL(join(webRoot, 'dist/server/entry-server.js')).href) as Promise<PageRenderer>,
  ]);
  return { template, renderer };
}

export interface WebAppOptions {
  /** `production` serves the build in `apps/web/dist`; `development` runs Vite with hot reload. */
  mode: 'production' | 'development';
  /** The web app's folder (`apps/web`). */
  webRoot: string;
  /** The production build, loaded already (`loadWebBuild`); development mode loads the sources through Vite. */
  build?: WebBuild;
  portal: PortalConfig;
  /** Rendered pages kept for visitors, which the services' writes invalidate. */
  pages: PageCache;
  /** Threads that render the build's pages (`SSR_THREADS`); 0, and always in development, the server's thread renders. */
  renderThreads: number;
}

const API_PREFIX = '/api/';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Browsers keep a page but ask each time whether it is current: a kept copy answers 304 by its ETag. */
const PAGE_HEADERS = { cacheControl: 'no-cache', contentType: 'text/html; charset=utf-8' };

type Document =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: Buffer };

function sendDocument(reply: FastifyReply, document: Document) {
  if (document.kind === 'redirect') return reply.redirect(document.location, document.status);
  return reply
    .status(document.status)
    .type(PAGE_HEADERS.contentType)
    .header('cache-control', PAGE_HEADERS.cacheControl)
    .send(document.html);
}

/**
 * Serves the web app on the portal's origin: hashed assets with long cache, and every other GET rendered on the server
 * (the SPA fallback), so public pages arrive with their content and client routes still work on reload.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const { pages } = options;
    let template: (url: string) => Promise<string>;
    let renderer: () => Promise<PageRenderer>;
    let threads: RenderThreads | undefined;

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
      const build = options.build;
      if (!build)
        throw new Error('The web app in production mode needs its build: load it with loadWebBuild.');
      const clientDir = join(options.webRoot, 'dist/client');
      template = async () => build.template;
      renderer = async () => build.renderer;
      if (options.renderThreads > 0) {
        const pool = startRenderThreads(
          pathToFileURL(join(options.webRoot, 'dist/server/render-thread.js')),
          options.renderThreads,
        );
        threads = pool;
        if (app.metrics) renderThreadMetrics(app.metrics.registry, pool);
        app.addHook('onClose', () => pool.close());
      }
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
        // The caching below is the answer's: left on, the file sender wrote its own `max-age=0` over it afterwards.
        cacheControl: false,
        setHeaders(res, path) {
          const hashed = path.includes(`${join('dist', 'client', 'assets')}`);
          res.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    }

    /**
     * The page's API calls go through the API in process, as the visitor (so rate limits stay per person) but never with
     * their credentials: the renderer holds no session, so every page is the visitor's version. A page that may be kept
     * notes the ids in the calls it was made of (`shows`), asked and answered: an empty timeline names its owner only in
     * the address asked, and the first post on it must drop the page. Answers public to every cache (reference data)
     * are left out, as no write of the services changes them.
     */
    const apiCallFor =
      (request: FastifyRequest, shows?: Set<string>): PageApiCall =>
      async (path, init) => {
        const response = await app.inject({
          method: init.method as 'GET',
          url: `/api${path}`,
          headers: { ...init.headers, 'user-agent': request.headers['user-agent'] ?? '' },
          remoteAddress: request.ip,
          ...(init.body === undefined ? {} : { payload: init.body }),
        });
        if (shows && !String(response.headers['cache-control'] ?? '').startsWith('public')) {
          for (const [id] of `${path} ${response.payload}`.matchAll(UUID)) shows.add(id.toLowerCase());
        }
        return {
          status: response.statusCode,
          headers: response.headers as Record<string, string>,
          body: response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null,
        };
      };

    /** The renderer's result, rendered on a render thread or, without them, on this one. */
    async function renderResult(
      request: FastifyRequest,
      language: InterfaceLanguage,
      signal: AbortSignal,
      shows?: Set<string>,
    ) {
      const page = { url: request.url, portal: options.portal, language, signal };
      const call = apiCallFor(request, shows);
      if (threads) return threads.render({ ...page, call });
      return (await renderer()).render({
        ...page,
        transport: async (path, init) => {
          const answer = await call(path, renderApiCallInit(init));
          return new Response(answer.body, { status: answer.status, headers: answer.headers });
        },
      });
    }

    /** The whole document, made in memory: the cache keeps it whole, and React renders it in one pass. */
    async function renderDocument(
      request: FastifyRequest,
      language: InterfaceLanguage,
      signal: AbortSignal,
      shows?: Set<string>,
    ): Promise<Document> {
      const result = await renderResult(request, language, signal, shows);
      if (result.kind === 'redirect') return result;
      const html = await template(request.url);
      // Replaced by functions: a replacement string would read `$&` or `$'` in the page's data as patterns.
      const [before = '', after = ''] = html
        .replace('<html lang="en">', () => `<html lang="${htmlLangOf(language)}">`)
        .replace('<!--app-head-->', () => result.head)
        .split('<!--app-html-->');
      const [between = '', end = ''] = after.split('<!--app-state-->');
      const parts = [before, result.body, between, result.state, end];
      return {
        kind: 'page',
        status: result.status,
        html: Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))),
      };
    }

    /**
     * Renders a page to keep; requests for the same page meanwhile wait for this render rather than start their own, so
     * a popular page whose copy expired is rendered once. The first visitor leaving does not stop it: the others wait.
     */
    const rendersInProgress = new Map<string, Promise<{ document: Document; kept?: CachedPage }>>();
    function renderToKeep(request: FastifyRequest, language: InterfaceLanguage, key: string) {
      const running = rendersInProgress.get(key);
      if (running) return running;
      const render = (async () => {
        const ticket = pages.startRender();
        let kept: CachedPage | undefined;
        try {
          const shows = new Set<string>();
          const neverAborted = new AbortController().signal;
          const document = await renderDocument(request, language, neverAborted, shows);
          if (document.kind === 'page' && document.status === 200) {
            kept = { body: await prepareResponse(document.html, { ...PAGE_HEADERS, effort: 'fast' }), shows };
          }
          return kept ? { document, kept } : { document };
        } finally {
          pages.finishRender(ticket, key, kept);
          rendersInProgress.delete(key);
        }
      })();
      rendersInProgress.set(key, render);
      return render;
    }

    app.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
      if (request.url.startsWith(API_PREFIX) || request.url === '/api') return reply.callNotFound();
      const { iconSprite } = await renderer();
      if (request.url === iconSprite.path) {
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=300')
          .send(iconSprite.svg);
      }
      const { language } = languageOfPath(request.url);
      if (language === DEFAULT_LANGUAGE) {
        // An address without a prefix is English for crawlers and newcomers, and the chosen language for a person
        // whose cookie names another: a cache between must keep the answer by the cookie. The redirect is made here,
        // before the kept pages, which hold only rendered pages.
        reply.header('vary', 'Cookie');
        const chosen = languageOfCookie(request.headers.cookie);
        if (chosen && chosen !== DEFAULT_LANGUAGE) {
          return reply.header('cache-control', 'no-store').redirect(localizePath(request.url, chosen), 302);
        }
      }
      // The address's prefix is part of the key already; the language stays in it so that no change of the address
      // scheme can mix pages of two languages.
      const key = `${options.portal.countryCode} ${language} ${request.url}`;
      const copy = pages.get(key);
      if (copy) return sendPrepared(request, reply, copy.body);
      if (pages.enabled) {
        const { document, kept } = await renderToKeep(request, language, key);
        if (kept) return sendPrepared(request, reply, kept.body);
        return sendDocument(reply, document);
      }
      const controller = new AbortController();
      request.raw.once('close', () => {
        if (!reply.sent) controller.abort();
      });
      return sendDocument(reply, await renderDocument(request, language, controller.signal));
    });
  },
  { name: 'web-app', dependencies: ['security'] },
);
