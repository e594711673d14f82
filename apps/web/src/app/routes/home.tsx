import type { RouteLoader } from './route-module.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { languageOfRequest } from '../../lib/reference-data.ts';
import { getLastRegisteredQueryOptions } from '../../features/home/api/queries.ts';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HomePromotion } from '../../features/home/components/home-promotion.tsx';
import { IndustriesTree } from '../../features/home/components/industries-tree.tsx';
import { LatestBusinesses } from '../../features/home/components/latest-businesses.tsx';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('home:meta.title', words),
    description: t('home:meta.description', words),
    canonicalPath: '/',
  };
};

/** The server waits for the latest businesses so the HTML lists them; the browser shows the page at once. */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ request }) => {
    const prefetch = queryClient.prefetchQuery(getLastRegisteredQueryOptions(languageOfRequest(request)));
    if (typeof window === 'undefined') await prefetch;
    return null;
  };

export function Component() {
  return (
    <>
      <HomeHero />
      <HomePromotion />
      <LatestBusinesses />
      <IndustriesTree />
    </>
  );
}

export const handle = { meta } satisfies RouteHandle;
