import type { InterfaceLanguage, PortalConfig } from '@b2b/contracts';
import { portalWords } from '../../lib/portal-words.ts';

/**
 * A block of written content: a paragraph (a string), a list, or a sub-heading. Text is plain: no markup, so copy can be
 * written and translated without touching components. `{brand}`, `{country}`, `{demonym}`, `{product}` and `{phone}`
 * stand for the portal's words and are filled when the page renders.
 */
export type ContentBlock = string | { list: readonly string[]; ordered?: boolean } | { subheading: string };

export interface ContentSection {
  /** The section's anchor (`#collection-of-information`), when it has a heading. */
  id?: string;
  heading?: string;
  blocks: readonly ContentBlock[];
}

/**
 * One page of the portal's written content (company, legal and marketing pages, tips), kept as a content file under
 * `src/content/{language}/`: the route module gives it its layout, this its words and its metadata.
 */
export interface ContentPage {
  /** The document's title (without the brand, which the meta adds). */
  title: string;
  description: string;
  keywords: string;
  /** The page's visible heading (h1). */
  heading: string;
  /** The paragraph under the heading. */
  lead?: string;
  sections: readonly ContentSection[];
  /** The date the page's rules apply from (terms, policies), `YYYY-MM-DD`, shown under its heading. */
  effectiveDate?: string;
  /** An article's first publication, `YYYY-MM-DD`: shown with it and given to search engines (schema.org Article). */
  datePublished?: string;
  /** An article's author (an organisation: the portal's editorial team), by name, for the same. */
  author?: string;
  /** Key figures shown beside the text (`2000`: Founded in the United States), under an accessible `label`. */
  figures?: { label: string; items: readonly ContentFigure[] };
}

export interface ContentFigure {
  value: string;
  label: string;
}

/** A short titled text: a card, a value, a row of a page; `text` is one paragraph or several. */
export interface ContentItem {
  heading: string;
  text: readonly string[];
}

/** An invitation at the foot of a page: what to do next, and the words of its button (the route gives its target). */
export interface ContentCallToAction {
  heading: string;
  text: string;
  action: string;
}

/** A content page that ends with an invitation (advertising, free marketing, working with the portal). */
export interface ActionPage extends ContentPage {
  callToAction: ContentCallToAction;
}

/** What of the portal's configuration content speaks of. */
export type PortalWords = Pick<
  PortalConfig,
  'brandName' | 'countryName' | 'demonym' | 'productSlug' | 'phone'
>;

const WORDS = {
  brand: (portal: PortalWords) => portal.brandName,
  country: (portal: PortalWords) => portal.countryName,
  demonym: (portal: PortalWords) => portal.demonym,
  product: (portal: PortalWords) => portal.productSlug,
  phone: (portal: PortalWords) => portal.phone,
} satisfies Record<string, (portal: PortalWords) => string>;

const PLACEHOLDER = /\{(brand|country|demonym|product|phone)\}/g;

/** The text with the portal's words in place of its placeholders. */
export const fillPortalWords = (text: string, portal: PortalWords) =>
  text.replace(PLACEHOLDER, (_, word: keyof typeof WORDS) => WORDS[word](portal));

/**
 * The portal's words in a language: the country's name as the language writes it (the English demonym stays, but
 * Spanish and Italian content says "de {country}" / "di {country}" rather than use it, and Chinese puts the country
 * before the noun).
 */
export const portalWordsIn = (
  portal: PortalWords & Pick<PortalConfig, 'countryCode'>,
  language: InterfaceLanguage,
): PortalWords => ({
  brandName: portal.brandName,
  countryName: portalWords(portal, language).country,
  demonym: portal.demonym,
  productSlug: portal.productSlug,
  phone: portal.phone,
});
