import type { QueryClient } from '@tanstack/react-query';
import type { MetaFunction } from '../../../lib/meta.ts';
import { getLastRegisteredQueryOptions } from '../api/get-last-registered.ts';
import { HomeHero } from '../components/home-hero.tsx';
import { IndustriesTree } from '../components/industries-tree.tsx';
import { LatestBusinesses } from '../components/latest-businesses.tsx';

export const homeMeta: MetaFunction = ({ portal }) => ({
  title: `${portal.brandName} ${portal.countryName} | ${portal.demonym} Manufacturers, Suppliers and Exporters`,
  description: `Find ${portal.demonym} manufacturers, distributors, wholesalers and exporters by industry on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: '/',
});

/** The server waits for the latest businesses so the HTML lists them; the browser shows the page at once. */
export const homeLoader = (queryClient: QueryClient) => async () => {
  const prefetch = queryClient.prefetchQuery(getLastRegisteredQueryOptions());
  if (typeof window === 'undefined') await prefetch;
  return null;
};

export function HomePage() {
  return (
    <>
      <HomeHero />
      <LatestBusinesses />
      <IndustriesTree />
    </>
  );
}
