import {
  MEMBERSHIP_PRICE_CENTS,
  MONTHLY_BOOSTS,
  PRODUCT_SHOWCASE_CAP,
  SUBSCRIPTIONS,
  SUPPORT_HOURS,
  type Subscription,
} from '@b2b/contracts';

/** Dollars from the plans' cents, with two decimals: 185000 → "1850.00". */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The yearly price of a package as its card shows it. */
export const packagePrice = (level: Subscription) =>
  level === 'standard' ? 'Free' : `US$ ${dollars(MEMBERSHIP_PRICE_CENTS[level])}`;

/** How search ranks a package's businesses among equally good matches (the API's `business_search_boost`). */
const SEARCH_PRIORITY: Record<Subscription, string> = {
  standard: 'Standard search placement',
  gold: 'Priority in search results',
  premium: 'High priority in search results',
  platinum: 'High priority in search results',
};

export interface PackageFeature {
  text: string;
  /** False for what the package does not give ("No advertising boosts"). */
  included: boolean;
}

/** What a package gives, one line each, from the limits the server enforces. */
export function packageFeatures(level: Subscription): PackageFeature[] {
  const boosts = MONTHLY_BOOSTS[level];
  const hours = SUPPORT_HOURS[level];
  const paid = level !== 'standard';
  return [
    { text: `Up to ${PRODUCT_SHOWCASE_CAP[level]} products in your showcase`, included: true },
    { text: boosts ? `${boosts} advertising boosts a month` : 'No advertising boosts', included: boosts > 0 },
    {
      text: hours ? `${hours} hours of professional B2B support a year` : 'No dedicated support hours',
      included: hours > 0,
    },
    {
      text: paid ? 'Company verification on request' : 'Company verification not included',
      included: paid,
    },
    { text: SEARCH_PRIORITY[level], included: true },
  ];
}

/** The copy of each package's page. */
export const PACKAGE_COPY: Record<Subscription, { tagline: string; description: string[] }> = {
  standard: {
    tagline: 'Everything you need to get your business found.',
    description: [
      'Every business starts on the Standard membership at no cost. You get a complete business profile, a showcase of up to seven products and the request center, where buyers reach you directly.',
      'Standard suits companies that want to test the portal, keep a small catalogue online or simply be listed in the directory. You can upgrade at any time from the Membership section of your business page.',
    ],
  },
  gold: {
    tagline: 'More products, more visibility, for growing suppliers.',
    description: [
      'Gold lets you present a wider range: up to twenty products in your showcase, each one searchable by buyers worldwide. Your business is placed ahead of Standard members among equally relevant search results.',
      'Three advertising boosts a month put a product or your business at the top of matching searches for seven days, and you can ask us to verify your company so buyers see the verified badge.',
    ],
  },
  premium: {
    tagline: 'A full catalogue and dedicated support for established exporters.',
    description: [
      'Premium is made for manufacturers and distributors with a broad catalogue: up to fifty products, ten advertising boosts a month and high priority in search results.',
      'Six hours a year of professional B2B support help you with your profile, your catalogue and your conversations with buyers, and company verification is available on request.',
    ],
  },
  platinum: {
    tagline: 'The most visibility the portal offers.',
    description: [
      'Platinum gives your business the strongest presence on the portal: up to one hundred products, twenty advertising boosts a month and high priority in search results.',
      'Twelve hours a year of professional B2B support and company verification on request make it the membership for companies that win most of their buyers online.',
    ],
  },
};

/** The package a `/membership-{level}` address names; the route table gives only these four addresses to the page. */
export const packageOfPath = (pathname: string): Subscription =>
  SUBSCRIPTIONS.find((level) => pathname.endsWith(`membership-${level}`)) ?? 'standard';
