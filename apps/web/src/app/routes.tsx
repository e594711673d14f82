import { B2B_TIPS, languageOfPath, SUBSCRIPTIONS, type PortalConfig } from '@b2b/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLayout } from '../components/layout/page-layout.tsx';
import { paths } from '../lib/paths.ts';
import {
  getCountriesQueryOptions,
  getIndustrySummaryQueryOptions,
  languageOfRequest,
} from '../lib/reference-data.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteModule } from './routes/route-module.ts';

/**
 * The route table. Every page is a module of its own, loaded when a visitor first opens it (`lazy`), so the first load
 * carries only the page asked for; the server and the browser resolve the matched modules before they render, so the
 * HTML and the hydration draw the same tree. Loaders only prefetch query options, so the server renders with the same
 * data the browser then hydrates, and a failed call shows the page's own error state instead of a blank screen.
 * `queryClientOf` gives the query client of the moment: the browser has one, the server one per request, so the server
 * builds this table (and React Router's handler of it) once rather than per request. The portal's product word names two
 * pages (`/why-{product}`, `/work-with-{product}`): a path segment cannot be part word, part parameter.
 */
export function createRoutes(
  queryClientOf: () => QueryClient,
  portal: Pick<PortalConfig, 'productSlug'>,
): RouteObject[] {
  const page = (load: () => Promise<RouteModule>) => async () => {
    const { Component, handle, loader, ErrorBoundary } = await load();
    const { content } = handle;
    // A page of written content first loads its words in the address's language.
    const requestLoader: LoaderFunction | undefined =
      loader || content
        ? async (...args) => {
            // The content loader and its catalogue load with the first such page, not with every page.
            if (content)
              await (
                await import('../content/load-content.ts')
              ).loadContent(languageOfPath(new URL(args[0].request.url).pathname).language, content);
            return loader ? loader(queryClientOf())(...args) : null;
          }
        : undefined;
    return {
      Component,
      handle,
      ...(requestLoader ? { loader: requestLoader } : {}),
      ...(ErrorBoundary ? { ErrorBoundary } : {}),
    };
  };

  return [
    {
      id: 'root',
      path: paths.home.path,
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Each page carries the reference data it shows and no more: the countries on the search page (its country filter;
      // the header's search bar lists them only once opened), and the industry summary of the sidebar.
      loader: async ({ request }) => {
        if (languageOfPath(new URL(request.url).pathname).rest === `/${paths.search.path}`) {
          await queryClientOf().prefetchQuery(getCountriesQueryOptions());
        }
        return null;
      },
      children: [
        {
          element: <PageLayout sidebar />,
          loader: async ({ request }) => {
            await queryClientOf().prefetchQuery(getIndustrySummaryQueryOptions(languageOfRequest(request)));
            return null;
          },
          children: [
            { index: true, lazy: page(() => import('./routes/home.tsx')) },
            { path: paths.industries.path, lazy: page(() => import('./routes/industries.tsx')) },
          ],
        },
        {
          element: <PageLayout />,
          children: [
            { path: paths.search.path, lazy: page(() => import('./routes/search-result.tsx')) },
            { path: paths.setID.path, lazy: page(() => import('./routes/set-id.tsx')) },
            {
              path: paths.accountDeleted.path,
              lazy: page(() => import('./routes/account-deleted.tsx')),
            },
            {
              path: paths.publicProfile.path,
              lazy: page(() => import('./routes/profile/public-profile.tsx')),
            },
            { path: paths.business.path, lazy: page(() => import('./routes/business/business.tsx')) },
            { path: paths.product.path, lazy: page(() => import('./routes/product.tsx')) },
            { path: paths.needHelp.path, lazy: page(() => import('./routes/need-help.tsx')) },
            { path: paths.aboutUs.path, lazy: page(() => import('./routes/about-us.tsx')) },
            { path: paths.missionVision.path, lazy: page(() => import('./routes/mission-vision.tsx')) },
            { path: paths.why.path(portal.productSlug), lazy: page(() => import('./routes/why.tsx')) },
            { path: paths.ourNetwork.path, lazy: page(() => import('./routes/our-network.tsx')) },
            { path: paths.contactUs.path, lazy: page(() => import('./routes/contact-us.tsx')) },
            {
              path: paths.advertiseWithUs.path,
              lazy: page(() => import('./routes/advertise-with-us.tsx')),
            },
            { path: paths.freeMarketing.path, lazy: page(() => import('./routes/free-marketing.tsx')) },
            {
              path: paths.workWith.path(portal.productSlug),
              lazy: page(() => import('./routes/work-with.tsx')),
            },
            { path: paths.timeline.path, lazy: page(() => import('./routes/timeline.tsx')) },
            ...SUBSCRIPTIONS.map((level) => ({
              path: paths.membershipPackage.path(level),
              lazy: page(() => import('./routes/membership-package.tsx')),
            })),
            ...[paths.termsAndConditions.path, paths.privacyPolicy.path].map((path) => ({
              path,
              lazy: page(() => import('./routes/legal.tsx')),
            })),
            ...B2B_TIPS.map((tip) => ({
              path: paths.b2bTip.path(tip),
              lazy: page(() => import('./routes/b2b-tip.tsx')),
            })),
            // Not behind the login: to anyone but an administrator these are unknown addresses, sent home.
            { path: paths.admin.path, lazy: page(() => import('./routes/admin.tsx')) },
            {
              path: paths.adminVerification.path,
              lazy: page(() => import('./routes/admin-verification.tsx')),
            },
            {
              element: <RequireSession />,
              children: [
                { path: paths.profile.path, lazy: page(() => import('./routes/profile/profile.tsx')) },
                {
                  path: paths.profileEdit.path,
                  lazy: page(() => import('./routes/profile/profile-edit.tsx')),
                },
                { path: paths.myBusiness.path, lazy: page(() => import('./routes/my-business.tsx')) },
                { path: paths.favorites.path, lazy: page(() => import('./routes/favorites.tsx')) },
                { path: paths.businessCreate.path, lazy: page(() => import('./routes/business/create.tsx')) },
                { path: paths.businessEdit.path, lazy: page(() => import('./routes/business/edit.tsx')) },
                {
                  path: paths.businessMembers.path,
                  lazy: page(() => import('./routes/business/members.tsx')),
                },
                {
                  path: paths.businessVerification.path,
                  lazy: page(() => import('./routes/business/verification.tsx')),
                },
                {
                  path: paths.businessProducts.path,
                  lazy: page(() => import('./routes/business/products.tsx')),
                },
                {
                  path: paths.productNew.path,
                  lazy: page(() => import('./routes/business/product-new.tsx')),
                },
                {
                  path: paths.productEdit.path,
                  lazy: page(() => import('./routes/business/product-edit.tsx')),
                },
                ...[paths.myMessages.path, paths.messageCenter.path, paths.requests.path].map((path) => ({
                  path,
                  lazy: page(() => import('./routes/message-center.tsx')),
                })),
                {
                  path: paths.businessMembership.path,
                  lazy: page(() => import('./routes/business/membership.tsx')),
                },
                {
                  path: paths.sendRequest.path,
                  lazy: page(() => import('./routes/business/send-request.tsx')),
                },
                { path: paths.newsfeed.path, lazy: page(() => import('./routes/newsfeed.tsx')) },
                { path: paths.rfqList.path, lazy: page(() => import('./routes/rfq/list.tsx')) },
                { path: paths.rfqNew.path, lazy: page(() => import('./routes/rfq/new.tsx')) },
                { path: paths.rfq.path, lazy: page(() => import('./routes/rfq/rfq.tsx')) },
                { path: paths.rfqEdit.path, lazy: page(() => import('./routes/rfq/edit.tsx')) },
                { path: paths.rfqQuotes.path, lazy: page(() => import('./routes/rfq/quotes.tsx')) },
                { path: paths.businessRfq.path, lazy: page(() => import('./routes/business/rfq.tsx')) },
              ],
            },
          ],
        },
        // Unknown paths fall back to the home page.
        { path: '*', loader: () => redirect(paths.home.href()) },
      ],
    },
  ];
}
