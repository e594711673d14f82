import type { MetaFunction } from '../../../lib/meta.ts';
import { useIndustryTree } from '../../../lib/reference-data.ts';

export const industriesMeta: MetaFunction = ({ portal }) => ({
  title: `All Industries and Categories | ${portal.brandName} ${portal.countryName}`,
  description: `Browse every industry and category of ${portal.demonym} suppliers on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: '/industries',
});

export function IndustriesPage() {
  const tree = useIndustryTree();
  return (
    <ul>
      {tree.data?.map((industry) => (
        <li key={industry.id}>{industry.name}</li>
      ))}
    </ul>
  );
}
