import { b2bTipPath, type PortalConfig } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { paths } from '../../lib/paths.ts';

type FooterText = ParseKeys<'layout'>;

/** An entry's text is its translation key in the `layout` namespace; `{{brand}}` in it is the portal's brand. */
export interface FooterEntry {
  text: FooterText;
  path: string;
}

/** A column's title: a translation key, or the portal's brand as it is. */
export interface FooterGroup {
  title: { key: FooterText } | { brand: string };
  entries: FooterEntry[];
}

/** Entries whose pages the portal does not have point to the root. */
const PLACEHOLDER = '/';

/** The footer's link columns: the company column, Our Services, Manufacturers, Distributors and Buyers. */
export function footerGroups(portal: Pick<PortalConfig, 'brandName' | 'productSlug'>): FooterGroup[] {
  return [
    {
      title: { brand: portal.brandName },
      entries: [
        { text: 'footer.aboutUs', path: paths.aboutUs.href() },
        { text: 'footer.missionVision', path: paths.missionVision.href() },
        { text: 'footer.whyBrand', path: paths.why.href(portal.productSlug) },
        { text: 'footer.ourNetwork', path: paths.ourNetwork.href() },
        { text: 'footer.workWithBrand', path: paths.workWith.href(portal.productSlug) },
        { text: 'footer.developersZone', path: PLACEHOLDER },
        { text: 'footer.terms', path: '/terms-and-conditions' },
        { text: 'footer.privacy', path: '/privacy-policy' },
        { text: 'footer.contactUs', path: paths.contactUs.href() },
      ],
    },
    {
      title: { key: 'footer.ourServices' },
      entries: [
        { text: 'footer.standardMembership', path: paths.membershipPackage.href('standard') },
        { text: 'footer.goldMembership', path: paths.membershipPackage.href('gold') },
        { text: 'footer.premiumMembership', path: paths.membershipPackage.href('premium') },
        { text: 'footer.platinumMembership', path: paths.membershipPackage.href('platinum') },
        { text: 'footer.companyVerification', path: PLACEHOLDER },
        { text: 'footer.advertise', path: paths.advertiseWithUs.href() },
        { text: 'footer.freeMarketing', path: paths.freeMarketing.href() },
        { text: 'footer.contractHelp', path: PLACEHOLDER },
      ],
    },
    {
      title: { key: 'footer.manufacturers' },
      entries: [
        { text: 'footer.exportToTheWorld', path: b2bTipPath('export-to-the-world-tip-0') },
        { text: 'footer.manufacturersByCountry', path: PLACEHOLDER },
        { text: 'footer.buyerEnquiries', path: PLACEHOLDER },
        { text: 'footer.messageCenter', path: paths.messageCenter.href() },
      ],
    },
    {
      title: { key: 'footer.distributors' },
      entries: [
        { text: 'footer.suppliersByCountry', path: PLACEHOLDER },
        { text: 'footer.retailersByCountry', path: PLACEHOLDER },
        { text: 'footer.buyersByCountry', path: PLACEHOLDER },
      ],
    },
    {
      title: { key: 'footer.buyers' },
      entries: [
        { text: 'footer.certifiedProducts', path: PLACEHOLDER },
        { text: 'footer.verifiedManufacturers', path: PLACEHOLDER },
        { text: 'footer.logistics', path: PLACEHOLDER },
        { text: 'footer.privateLabel', path: PLACEHOLDER },
        { text: 'footer.verifiedSuppliers', path: PLACEHOLDER },
        { text: 'footer.priceList', path: PLACEHOLDER },
      ],
    },
  ];
}
