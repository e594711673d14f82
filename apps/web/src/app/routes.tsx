import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { HomePage, homeMeta } from '../features/home/routes/home-page.tsx';
import { IndustriesPage, industriesMeta } from '../features/industries/routes/industries-page.tsx';
import { SearchResultPage, searchResultMeta } from '../features/search/routes/search-result-page.tsx';
import { getCountriesQueryOptions, getIndustryTreeQueryOptions } from '../lib/reference-data.ts';
import type { RouteHandle } from '../lib/meta.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The route table. Loaders only prefetch query options, so the server renders with the same data the browser then
 * hydrates, and a failed call shows the page's own error state instead of a blank screen.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      loader: async () => {
        await Promise.all([
          queryClient.prefetchQuery(getCountriesQueryOptions()),
          queryClient.prefetchQuery(getIndustryTreeQueryOptions()),
        ]);
        return null;
      },
      children: [
        {
          element: <PageLayout sidebar />,
          children: [
            { index: true, element: <HomePage />, handle: { meta: homeMeta } satisfies RouteHandle },
            {
              path: 'industries',
              element: <IndustriesPage />,
              handle: { meta: industriesMeta } satisfies RouteHandle,
            },
          ],
        },
        {
          element: <PageLayout />,
          children: [
            {
              path: 'search-result',
              element: <SearchResultPage />,
              handle: { meta: searchResultMeta } satisfies RouteHandle,
            },
          ],
        },
        // Unknown paths fall back to the home page.
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
