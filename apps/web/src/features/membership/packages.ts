import {
  MONTHLY_BOOSTS,
  MONTHLY_QUOTE_RIGHTS,
  PRODUCT_SHOWCASE_CAP,
  SUBSCRIPTIONS,
  SUPPORT_HOURS,
  type Subscription,
} from '@b2b/contracts';
import type { ParseKeys } from 'i18next';

export type MembershipKey = ParseKeys<'membership'>;

/** Translates a key of the membership namespace with its values: a component's `t`, or a page title's. */
export type MembershipTranslate = (key: MembershipKey, values?: Record<string, number>) => string;

/** How search ranks a package's businesses among equally good matches (the API's `business_search_boost`). */
const SEARCH_PRIORITY = {
  standard: 'features.standardPlacement',
  gold: 'features.priority',
  premium: 'features.highPriority',
  platinum: 'features.highPriority',
} as const satisfies Record<Subscription, MembershipKey>;

export interface PackageFeature {
  text: string;
  /** False for what the package does not give ("No advertising boosts"). */
  included: boolean;
}

/** What a package gives, one line each, from the limits the server enforces, in the translator's language. */
export function packageFeatures(level: Subscription, t: MembershipTranslate): PackageFeature[] {
  const boosts = MONTHLY_BOOSTS[level];
  const hours = SUPPORT_HOURS[level];
  const paid = level !== 'standard';
  return [
    { text: t('features.showcase', { products: PRODUCT_SHOWCASE_CAP[level] }), included: true },
    { text: boosts ? t('features.boosts', { boosts }) : t('features.noBoosts'), included: boosts > 0 },
    { text: t('features.quoteRights', { quotes: MONTHLY_QUOTE_RIGHTS[level] }), included: true },
    {
      text: hours ? t('features.supportHours', { hours }) : t('features.noSupport'),
      included: hours > 0,
    },
    {
      text: paid ? t('features.verification') : t('features.noVerification'),
      included: paid,
    },
    { text: t(SEARCH_PRIORITY[level]), included: true },
  ];
}

/** The copy of each package's page: its tagline and two paragraphs. */
export const PACKAGE_COPY = {
  standard: {
    tagline: 'copy.standard.tagline',
    description: ['copy.standard.first', 'copy.standard.second'],
  },
  gold: { tagline: 'copy.gold.tagline', description: ['copy.gold.first', 'copy.gold.second'] },
  premium: { tagline: 'copy.premium.tagline', description: ['copy.premium.first', 'copy.premium.second'] },
  platinum: {
    tagline: 'copy.platinum.tagline',
    description: ['copy.platinum.first', 'copy.platinum.second'],
  },
} as const satisfies Record<Subscription, { tagline: MembershipKey; description: readonly MembershipKey[] }>;

/** The package a `/membership-{level}` address names; the route table gives only these four addresses to the page. */
export const packageOfPath = (pathname: string): Subscription =>
  SUBSCRIPTIONS.find((level) => pathname.endsWith(`membership-${level}`)) ?? 'standard';
