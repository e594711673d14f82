import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { startBrowserI18n, NAMESPACES } from '../lib/i18n.ts';

/** A call the page made to the API: its method, its path under `/api` and its JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API at the network's edge, for a component test: each call is recorded and answered from `answers`, keyed
 * `'POST /needhelp/send'`; a GET without an answer gets an empty list (reference data the test does not use), any
 * other call the API's 404. Everything above `fetch` (the API client, React Query, the form, the contract's schema) is
 * the app's own.
 */
export function fakeApi(answers: Record<string, unknown> = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer =
      answers[`${method} ${path}`] ?? (method === 'GET' ? { success: true, data: [] } : undefined);
    return answer === undefined
      ? Response.json(
          { success: false, name: 'NotFoundError', message: `No ${method} ${path}` },
          { status: 404 },
        )
      : Response.json(answer);
  });
  return calls;
}

/** The calls made to one route, `'POST /needhelp/send'`. */
export const callsTo = (calls: readonly ApiCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);

/** The English interface, every namespace loaded, as the browser has it once a page is hydrated. */
export const startEnglish = () => startBrowserI18n({ language: 'en', namespaces: [...NAMESPACES] });

/**
 * Renders `ui` as a page of the app at `path`: a query client of its own (no retries), and a router whose other
 * addresses show their path, so a test sees where a form sent the person.
 */
export function renderInApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Went to another page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
