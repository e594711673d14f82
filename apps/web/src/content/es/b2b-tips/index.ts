import type { B2bTip } from '@b2b/contracts';
import type { ContentPage } from '../../../components/content/content-page.ts';
import { bestProductsForExport } from './best-products-for-export-tip-6.ts';
import { distributionNetwork } from './distribution-network-tip-3.ts';
import { exportToTheWorld } from './export-to-the-world-tip-0.ts';
import { howToCreateExportSystem } from './how-to-create-export-system-tip-1.ts';
import { industrialMarketing } from './industrial-marketing-tip-2.ts';
import { internationalBuyers } from './international-buyers-tip-4.ts';
import { qualifiedExportingCompanies } from './qualified-exporting-companies-tip-5.ts';

export { tipsFooter } from './tips-footer.ts';

/** The B2B tips articles, by slug. */
export const B2B_TIP_PAGES: Record<B2bTip, ContentPage> = {
  'export-to-the-world-tip-0': exportToTheWorld,
  'how-to-create-export-system-tip-1': howToCreateExportSystem,
  'industrial-marketing-tip-2': industrialMarketing,
  'distribution-network-tip-3': distributionNetwork,
  'international-buyers-tip-4': internationalBuyers,
  'qualified-exporting-companies-tip-5': qualifiedExportingCompanies,
  'best-products-for-export-tip-6': bestProductsForExport,
};
