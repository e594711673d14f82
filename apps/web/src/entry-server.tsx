import type { PortalConfig } from '@b2b/contracts';
import { dehydrate } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { configureApiClient, type Transport } from './lib/api-client.ts';
import { createI18n } from './lib/i18n.ts';
import { escapeJsonForScript, headTags, metaOfMatches } from './lib/meta.ts';

export type { Transport };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; state: string; body: Readable };

const requestTransport = new AsyncLocalStorage<Transport>();

configureApiClient({
  resolveTransport: () => {
    const transport = requestTransport.getStore();
    if (!transport) throw new Error('An API call was made outside a page render');
    return transport;
  },
});

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  portal: PortalConfig;
  /** The interface language to render in; the server keeps rendered pages by it. */
  language: string;
  /** How this request's API calls reach the API: in process, as the visitor. */
  transport: Transport;
  signal: AbortSignal;
}

/** Renders one page request: runs the matched routes' loaders, then streams the HTML once every part is ready. */
export function render(request: RenderRequest): Promise<RenderResult> {
  return requestTransport.run(request.transport, () => renderPage(request));
}

async function renderPage({ url, portal, language, signal }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const address = new URL(url, portal.publicUrl);
  const context = await handler.query(new Request(address, { signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta = metaOfMatches(
    context.matches.map((m) => ({ ...m, handle: m.route.handle })),
    { portal, queryClient, search: address.search },
  );
  const appState: AppState = {
    portal,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };

  const body = await new Promise<Readable>((resolve, reject) => {
    const out = new PassThrough();
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders portal={portal} queryClient={queryClient} i18n={createI18n(language)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        onAllReady() {
          pipe(out);
          resolve(out);
        },
        onShellError: reject,
      },
    );
    signal.addEventListener('abort', () => abort());
  });

  return {
    kind: 'page',
    status: context.statusCode,
    head: meta ? headTags(meta, portal) : '',
    state: `<script id="${APP_STATE_ELEMENT_ID}" type="application/json">${escapeJsonForScript(JSON.stringify(appState))}</script>`,
    body,
  };
}
