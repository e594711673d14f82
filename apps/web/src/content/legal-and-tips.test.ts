import { B2B_TIPS, b2bTipPath } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { otherTips } from './b2b-tips.ts';
import { fillPortalWords, type ContentPage, type PortalWords } from '../components/content/content-page.ts';
import { MOST_EXPORTED_CATEGORIES } from './en/b2b-tips/best-products-for-export-tip-6.ts';
import { B2B_TIP_PAGES } from './en/b2b-tips/index.ts';
import { privacyPolicy } from './en/privacy-policy.ts';
import { termsAndConditions } from './en/terms-and-conditions.ts';
import { SISTER_PORTALS } from './network.ts';

const TERMS_SECTIONS = [
  '1. Acceptance of these terms',
  '2. Supply of services',
  '3. Users generally',
  '4. User accounts',
  '5. User responsibilities',
  '6. Breaches of these terms',
  '7. Contacts between users',
  '8. Limitation of liability',
  '9. Force majeure',
  '10. Intellectual property',
  '11. Notices',
  '12. General provisions',
];

const PRIVACY_SECTIONS = [
  'Collection of information',
  'Use of information',
  'Disclosure of information',
  'Retention of information',
  'Cookies',
  'Changes to this policy',
  'Visitors from the European Union',
  'How to contact us',
  'Language',
];

/** A portal's words, for checking that content leaves no placeholder unfilled. */
const PORTAL: PortalWords = {
  brandName: 'B2B Industrial',
  countryName: 'China',
  demonym: 'Chinese',
  productSlug: 'b2bindustrial',
  phone: '+1 555 0100',
};

/** Every piece of text of a content page, its placeholders filled. */
const textsOf = (page: ContentPage) =>
  [
    page.title,
    page.description,
    page.keywords,
    page.heading,
    page.lead ?? '',
    page.author ?? '',
    ...page.sections.flatMap((section) => [
      section.heading ?? '',
      ...section.blocks.flatMap((block) =>
        typeof block === 'string' ? [block] : 'subheading' in block ? [block.subheading] : block.list,
      ),
    ]),
  ].map((text) => fillPortalWords(text, PORTAL));

describe('the legal pages and the B2B tips', () => {
  it('the terms have their 12 numbered sections, the effective date, the sister sites and the paid tiers', () => {
    expect(termsAndConditions.sections.map((section) => section.heading)).toEqual(TERMS_SECTIONS);
    expect(termsAndConditions.effectiveDate).toBe('2019-10-21');
    const text = textsOf(termsAndConditions).join('\n');
    for (const portal of SISTER_PORTALS) expect(text).toContain(portal.url);
    expect(SISTER_PORTALS).toHaveLength(25);
    expect(text).toContain('Gold: US$ 1850.00 a year');
    expect(text).toContain('Premium: US$ 2650.00 a year');
    expect(text).toContain('Platinum: US$ 3650.00 a year');
    expect(text).toContain(
      'Each month a business may quote requests for quotation: Standard 5, Gold 20, Premium 50, Platinum 100 quotes.',
    );
    expect(text).toContain('must be brought within one year');
    expect(text).toContain(
      'limited to the greater of the fees you paid us in that calendar year and the maximum amount set by the applicable law',
    );
  });

  it('the privacy policy has its 9 sections', () => {
    expect(privacyPolicy.sections.map((section) => section.heading)).toEqual(PRIVACY_SECTIONS);
  });

  it('the ranked list of the most exported categories has 50 distinct entries, shown in order', () => {
    expect(new Set(MOST_EXPORTED_CATEGORIES).size).toBe(50);
    const lists = B2B_TIP_PAGES['best-products-for-export-tip-6'].sections.flatMap((section) =>
      section.blocks.filter((block) => typeof block === 'object' && 'list' in block),
    );
    expect(lists).toContainEqual({ ordered: true, list: MOST_EXPORTED_CATEGORIES });
  });

  it("every tip's footer links the other six", () => {
    for (const tip of B2B_TIPS) {
      const links = otherTips(tip, B2B_TIP_PAGES).map((other) => other.path);
      expect(links).toHaveLength(6);
      expect(new Set([...links, b2bTipPath(tip)])).toEqual(new Set(B2B_TIPS.map(b2bTipPath)));
    }
  });

  it('every page of content has its sections, anchors once each, and no placeholder left unfilled', () => {
    for (const page of [termsAndConditions, privacyPolicy, ...Object.values(B2B_TIP_PAGES)]) {
      expect(page.sections.length).toBeGreaterThanOrEqual(4);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const text of textsOf(page)) expect(text).not.toMatch(/[{}]/);
    }
    expect(Object.keys(B2B_TIP_PAGES)).toEqual([...B2B_TIPS]);
  });
});
