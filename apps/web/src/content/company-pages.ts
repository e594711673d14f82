import type {
  ContentCallToAction,
  ContentItem,
  ContentPage,
  ContentSection,
} from '../components/content/content-page.ts';

/**
 * The shapes of the company pages whose layout is more than sections of text. Every text is plain and may hold the
 * portal's placeholders (`{brand}`, `{country}`…); each language's content file gives one of these per page.
 */

/** A manager of the company, with the paragraphs of their biography. */
export interface ContentPerson {
  name: string;
  role: string;
  bio: readonly string[];
}

export interface AboutUsPage extends ContentPage {
  team: { heading: string; lead: string; people: readonly ContentPerson[] };
  /** The CEO's summary of the B2B tips, signed; `action` is the words of the link to the tips. */
  tips: { heading: string; text: readonly string[]; signature: string; action: string };
}

export interface MissionVisionPage extends ContentPage {
  mission: ContentItem;
  vision: ContentItem;
  values: { heading: string; lead: string; items: readonly ContentItem[] };
}

/** The pictures the rows of the why page may show (drawn by the page). */
export const WHY_ILLUSTRATIONS = ['network', 'search', 'verified', 'messages', 'growth'] as const;
export type WhyIllustration = (typeof WHY_ILLUSTRATIONS)[number];

export interface WhyPage extends ContentPage {
  rows: readonly (ContentItem & { illustration: WhyIllustration })[];
  callToAction: ContentCallToAction;
}

export interface NetworkPage extends ContentPage {
  portals: {
    heading: string;
    lead: string;
    /** The accessible name of a portal's link: `{name}` is its country. */ linkName: string;
    /** The world map's text alternative: `{names}` lists the portals' countries. */ mapLabel: string;
  };
  prices: { heading: string; lead: string };
  sections: readonly ContentSection[];
}

export interface SupportPhone {
  region: string;
  number: string;
}

export interface ContactPage extends ContentPage {
  phoneCard: { heading: string; text: string; phones: readonly SupportPhone[] };
  messagingCard: { heading: string; text: string; apps: string; number: string };
  options: { heading: string; items: readonly string[] };
  needHelp: ContentCallToAction;
  /** The promise of an answer within a day, shown beside the button. */
  promise: string;
}
