import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { headerShowsSearch } from '../components/layout/header-search.ts';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { BusinessEditPage, businessEditMeta } from '../features/business-edit/routes/business-edit-page.tsx';
import {
  BusinessMembersPage,
  businessMembersMeta,
} from '../features/business-edit/routes/business-members-page.tsx';
import {
  BusinessCreatePage,
  businessCreateMeta,
} from '../features/businesses/routes/business-create-page.tsx';
import {
  BusinessPage,
  BusinessPageError,
  businessLoader,
  businessMeta,
} from '../features/businesses/routes/business-page.tsx';
import { MyBusinessPage, myBusinessMeta } from '../features/businesses/routes/my-business-page.tsx';
import { FavoritesPage, favoritesMeta } from '../features/favorites/routes/favorites-page.tsx';
import { HomePage, homeLoader, homeMeta } from '../features/home/routes/home-page.tsx';
import { IndustriesPage, industriesMeta } from '../features/industries/routes/industries-page.tsx';
import {
  EditProductPage,
  editProductMeta,
  NewProductPage,
  newProductMeta,
} from '../features/products/routes/product-form-pages.tsx';
import {
  productLoader,
  productMeta,
  ProductPage,
  ProductPageError,
} from '../features/products/routes/product-page.tsx';
import { ProductsPage, productsMeta } from '../features/products/routes/products-page.tsx';
import {
  SearchResultPage,
  searchResultLoader,
  searchResultMeta,
} from '../features/search/routes/search-result-page.tsx';
import { ProfileEditPage, profileEditMeta } from '../features/users/routes/profile-edit-page.tsx';
import { ProfilePage, profileMeta } from '../features/users/routes/profile-page.tsx';
import {
  PublicProfileError,
  publicProfileLoader,
  PublicProfilePage,
  publicProfileMeta,
} from '../features/users/routes/public-profile-page.tsx';
import { SetIdPage, setIdMeta } from '../features/users/routes/set-id-page.tsx';
import { SectionComingSoon } from '../components/ui/section-coming-soon.tsx';
import { getCountriesQueryOptions, getIndustryOutlineQueryOptions } from '../lib/reference-data.ts';
import type { RouteHandle } from '../lib/meta.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Signed-in sections whose features come later: the login guard and the title are what exists now. */
const COMING_SECTIONS: { path: string; title: string; feature: string }[] = [
  { path: 'newsfeed', title: 'My B2B', feature: 'newsfeed' },
  { path: 'my-messages', title: 'Messages', feature: 'message center' },
  { path: 'business/:businessID/send-request', title: 'Send Request', feature: 'inquiries' },
  { path: 'business/:businessID/requests/:requestID?', title: 'Requests', feature: 'message center' },
  { path: 'business/:businessID/membership', title: 'Membership', feature: 'membership upgrade' },
];

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
      // Each page carries the reference data it shows and no more: the countries of the header's search bar, and the
      // industry outline of the sidebar.
      loader: async ({ request }) => {
        if (headerShowsSearch(new URL(request.url).pathname)) {
          await queryClient.prefetchQuery(getCountriesQueryOptions());
        }
        return null;
      },
      children: [
        {
          element: <PageLayout sidebar />,
          loader: async () => {
            await queryClient.prefetchQuery(getIndustryOutlineQueryOptions());
            return null;
          },
          children: [
            {
              index: true,
              element: <HomePage />,
              loader: homeLoader(queryClient),
              handle: { meta: homeMeta } satisfies RouteHandle,
            },
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
              loader: searchResultLoader(queryClient),
              handle: { meta: searchResultMeta } satisfies RouteHandle,
            },
            { path: 'SetID', element: <SetIdPage />, handle: { meta: setIdMeta } satisfies RouteHandle },
            {
              path: 'profile/:userID',
              element: <PublicProfilePage />,
              errorElement: <PublicProfileError />,
              loader: publicProfileLoader(queryClient),
              handle: { meta: publicProfileMeta } satisfies RouteHandle,
            },
            {
              path: 'business/:slug',
              element: <BusinessPage />,
              errorElement: <BusinessPageError />,
              loader: businessLoader(queryClient),
              handle: { meta: businessMeta } satisfies RouteHandle,
            },
            {
              path: 'business-product/:slug',
              element: <ProductPage />,
              errorElement: <ProductPageError />,
              loader: productLoader(queryClient),
              handle: { meta: productMeta } satisfies RouteHandle,
            },
            {
              element: <RequireSession />,
              children: [
                {
                  path: 'profile',
                  element: <ProfilePage />,
                  handle: { meta: profileMeta } satisfies RouteHandle,
                },
                {
                  path: 'profile/edit',
                  element: <ProfileEditPage />,
                  handle: { meta: profileEditMeta } satisfies RouteHandle,
                },
                {
                  path: 'my-business',
                  element: <MyBusinessPage />,
                  handle: { meta: myBusinessMeta } satisfies RouteHandle,
                },
                {
                  path: 'favorites',
                  element: <FavoritesPage />,
                  handle: { meta: favoritesMeta } satisfies RouteHandle,
                },
                {
                  path: 'business/create',
                  element: <BusinessCreatePage />,
                  handle: { meta: businessCreateMeta } satisfies RouteHandle,
                },
                {
                  path: 'business/:businessID/edit/:tab?',
                  element: <BusinessEditPage />,
                  handle: { meta: businessEditMeta } satisfies RouteHandle,
                },
                {
                  path: 'business/:businessID/members',
                  element: <BusinessMembersPage />,
                  handle: { meta: businessMembersMeta } satisfies RouteHandle,
                },
                {
                  path: 'business/:businessID/products',
                  element: <ProductsPage />,
                  handle: { meta: productsMeta } satisfies RouteHandle,
                },
                {
                  path: 'business/:businessID/products/new',
                  element: <NewProductPage />,
                  handle: { meta: newProductMeta } satisfies RouteHandle,
                },
                {
                  path: 'business/:businessID/products/:productID/edit',
                  element: <EditProductPage />,
                  handle: { meta: editProductMeta } satisfies RouteHandle,
                },
                ...COMING_SECTIONS.map(({ path, title, feature }) => ({
                  path,
                  element: <SectionComingSoon title={title} feature={feature} />,
                })),
              ],
            },
          ],
        },
        // Unknown paths fall back to the home page.
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
