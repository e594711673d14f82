import { languagePrefix } from '@b2b/contracts';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { configureApiClient } from './lib/api-client.ts';
import { startBrowserI18n } from './lib/i18n.ts';
import type { PageHandle } from './app/routes/route-module.ts';
import './styles/global.css';

const state = JSON.parse(document.getElementById(APP_STATE_ELEMENT_ID)?.textContent ?? '{}') as AppState;
configureApiClient({ apiUrl: state.portal.apiUrl, authUrl: state.portal.authUrl });

const queryClient = createQueryClient();
hydrate(queryClient, state.queries);
const routes = createRoutes(() => queryClient, state.portal);
/** The language's prefix of the address (`/es`), which the router leaves out of every route and link. */
const basename = languagePrefix(state.translations.language) || '/';

/**
 * The server rendered the page with its route module loaded; hydrating before the browser has it would draw nothing
 * where the page was, then the page (a flash and a mismatch). So the matched lazy routes are loaded first, as the server
 * did, and put into the route table as if they had been there from the start.
 */
async function resolveLazyMatches(table: RouteObject[]) {
  const lazyMatches =
    matchRoutes(table, window.location, basename)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
      // The server's loader loaded the page's content files; the hydration does not run it.
      const { content } = (resolved.handle ?? {}) as PageHandle;
      if (content)
        await (await import('./content/load-content.ts')).loadContent(state.translations.language, content);
    }),
  );
}

// The page's module and its translations load side by side.
const [i18n] = await Promise.all([startBrowserI18n(state.translations), resolveLazyMatches(routes)]);
const router = createBrowserRouter(routes, { basename, hydrationData: state.router });
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the main thread
 * for the whole page: a click or a key during hydration is answered (React replays it once its part has hydrated), and
 * the page has no long task that blocks it (Lighthouse's Total Blocking Time).
 */
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders portal={state.portal} queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
