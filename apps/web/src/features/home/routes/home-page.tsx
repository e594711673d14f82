import type { MetaFunction } from '../../../lib/meta.ts';
import { HomeHero } from '../components/home-hero.tsx';
import { IndustriesTree } from '../components/industries-tree.tsx';

export const homeMeta: MetaFunction = ({ portal }) => ({
  title: `${portal.brandName} ${portal.countryName} | ${portal.demonym} Manufacturers, Suppliers and Exporters`,
  description: `Find ${portal.demonym} manufacturers, distributors, wholesalers and exporters by industry on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: '/',
});

export function HomePage() {
  return (
    <>
      <HomeHero />
      <IndustriesTree />
    </>
  );
}
