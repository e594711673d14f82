import type { MetaFunction } from '../../../lib/meta.ts';
import { useIndustryTree } from '../../../lib/reference-data.ts';

export const homeMeta: MetaFunction = ({ portal }) => ({
  title: `${portal.brandName} ${portal.countryName} | ${portal.demonym} Manufacturers, Suppliers and Exporters`,
  description: `Find ${portal.demonym} manufacturers, distributors, wholesalers and exporters by industry on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: '/',
});

export function HomePage() {
  const tree = useIndustryTree();
  return (
    <ul>
      {tree.data?.map((industry) => (
        <li key={industry.id}>{industry.name}</li>
      ))}
    </ul>
  );
}
