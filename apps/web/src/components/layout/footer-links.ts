import { b2bTipPath, type PortalConfig } from '@b2b/contracts';
import { paths } from '../../lib/paths.ts';

export interface FooterEntry {
  text: string;
  path: string;
}

export interface FooterGroup {
  title: string;
  entries: FooterEntry[];
}

/** Entries whose pages the portal does not have point to the root. */
const PLACEHOLDER = '/';

/** The footer's link columns: the company column, Our Services, Manufacturers, Distributors and Buyers. */
export function footerGroups(portal: Pick<PortalConfig, 'brandName' | 'productSlug'>): FooterGroup[] {
  return [
    {
      title: portal.brandName,
      entries: [
        { text: 'About us', path: paths.aboutUs.href() },
        { text: 'Mission & Vision', path: paths.missionVision.href() },
        { text: `Why ${portal.brandName}`, path: paths.why.href(portal.productSlug) },
        { text: 'Our Network', path: paths.ourNetwork.href() },
        { text: `Work with ${portal.brandName}`, path: paths.workWith.href(portal.productSlug) },
        { text: 'Developers Zone', path: PLACEHOLDER },
        { text: 'Terms and Conditions', path: '/terms-and-conditions' },
        { text: 'Privacy Policy', path: '/privacy-policy' },
        { text: 'Contact Us', path: paths.contactUs.href() },
      ],
    },
    {
      title: 'Our Services',
      entries: [
        { text: 'Standard Membership', path: paths.membershipPackage.href('standard') },
        { text: 'Gold Membership', path: paths.membershipPackage.href('gold') },
        { text: 'Premium Membership', path: paths.membershipPackage.href('premium') },
        { text: 'Platinum Membership', path: paths.membershipPackage.href('platinum') },
        { text: 'Company Verification', path: PLACEHOLDER },
        { text: 'Advertise with Us', path: paths.advertiseWithUs.href() },
        { text: 'Free B2B Marketing', path: paths.freeMarketing.href() },
        { text: 'B2B Contract Help', path: PLACEHOLDER },
      ],
    },
    {
      title: 'Manufacturers',
      entries: [
        { text: 'Export to the World', path: b2bTipPath('export-to-the-world-tip-0') },
        { text: 'Search Manufacturers by Country', path: PLACEHOLDER },
        { text: 'Direct Buyer Enquiries', path: PLACEHOLDER },
        { text: 'Message Center', path: paths.messageCenter.href() },
      ],
    },
    {
      title: 'Distributors',
      entries: [
        { text: 'Search Suppliers by Country', path: PLACEHOLDER },
        { text: 'Search Retailers by Country', path: PLACEHOLDER },
        { text: 'Search Buyers by Countries', path: PLACEHOLDER },
      ],
    },
    {
      title: 'Buyers',
      entries: [
        { text: 'Certified Products', path: PLACEHOLDER },
        { text: 'Verified Manufacturers', path: PLACEHOLDER },
        { text: 'International Logistics', path: PLACEHOLDER },
        { text: 'Private Label Industry', path: PLACEHOLDER },
        { text: 'Verified Worldwide Suppliers', path: PLACEHOLDER },
        { text: 'Certified Products Price List', path: PLACEHOLDER },
      ],
    },
  ];
}
