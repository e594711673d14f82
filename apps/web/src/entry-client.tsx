import './lib/zod-jitless.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { APP_STATE_ELEMENT_ID, type AppState } from './app/app-state.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { configureApiClient } from './lib/api-client.ts';
import { createI18n } from './lib/i18n.ts';
import './styles/global.css';

const state = JSON.parse(document.getElementById(APP_STATE_ELEMENT_ID)?.textContent ?? '{}') as AppState;
configureApiClient({ apiUrl: state.portal.apiUrl, authUrl: state.portal.authUrl });

const queryClient = createQueryClient();
hydrate(queryClient, state.queries);
const router = createBrowserRouter(createRoutes(queryClient), { hydrationData: state.router });
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

hydrateRoot(
  root,
  <StrictMode>
    <AppProviders portal={state.portal} queryClient={queryClient} i18n={createI18n()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
