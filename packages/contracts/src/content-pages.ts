/** The B2B tips articles, in their order: each is `/b2b-tips/{slug}`. */
export const B2B_TIPS = [
  'export-to-the-world-tip-0',
  'how-to-create-export-system-tip-1',
  'industrial-marketing-tip-2',
  'distribution-network-tip-3',
  'international-buyers-tip-4',
  'qualified-exporting-companies-tip-5',
  'best-products-for-export-tip-6',
] as const;
export type B2bTip = (typeof B2B_TIPS)[number];

export const b2bTipPath = (tip: B2bTip) => `/b2b-tips/${tip}`;

/**
 * The portal's pages of written content (company, legal and marketing pages and the tips), by path. The web app routes
 * them and the API's sitemap lists them, so the two never disagree. `productSlug` is the portal's product word
 * (`/why-{product}`).
 */
export const contentPagePaths = (productSlug: string): string[] => [
  '/about-us',
  '/mission-vision',
  `/why-${productSlug}`,
  '/our-network',
  '/contact-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/advertise-with-us',
  '/free-marketing',
  `/work-with-${productSlug}`,
  ...B2B_TIPS.map(b2bTipPath),
];
