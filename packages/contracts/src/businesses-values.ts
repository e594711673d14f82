import { LIMITS } from './limits.ts';

/** Membership levels, lowest first. */
export const SUBSCRIPTIONS = ['standard', 'gold', 'premium', 'platinum'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

/** Products a business may keep in its showcase, by membership. */
export const PRODUCT_SHOWCASE_CAP: Record<Subscription, number> = {
  standard: 7,
  gold: 20,
  premium: 50,
  platinum: 100,
};

/** The membership's name in a sentence: `Gold`. */
export const subscriptionName = (s: Subscription) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** What a person may do in a business. */
export const BUSINESS_ACCESS = ['owner', 'admin', 'member'] as const;
export type BusinessAccess = (typeof BUSINESS_ACCESS)[number];
/** The levels the owner can give; there is one owner, the creator. */
export const MEMBER_ACCESS = ['admin', 'member'] as const;
export type MemberAccess = (typeof MEMBER_ACCESS)[number];
/** An invitation is pending until the invited person accepts or declines it, or the owner withdraws it. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Who may change the profile, its certificates and its products. */
export const canEditBusiness = (access: BusinessAccess | null | undefined) =>
  access === 'owner' || access === 'admin';

/** Limits of the business forms, shared by the server's schemas and the web forms. */
export const BUSINESS_LIMITS = {
  companyNameMax: 160,
  shortDescriptionMax: LIMITS.textAreaMax,
  generalDescriptionMax: 4000,
  categoriesMax: 10,
  cityMax: 120,
  addressMax: 300,
  zipcodeMax: 20,
  websiteMax: 300,
  unitMax: 40,
  certificateNameMax: 160,
  codesMax: 30,
  manufacturingFacilitiesMax: 2000,
} as const;

export const BUSINESS_LOAD_ERROR_MESSAGE =
  'An unexpected error has occurred, please try refreshing the page.';
export const BUSINESS_LINK_COPIED = 'Business Link copied!';

/**
 * The words of a public link: the letters and digits of any script kept, every run of anything else one dash, joined
 * to the id by a dash (`Wenzhou Tianrui Export Co., Ltd.` → `Wenzhou-Tianrui-Export-Co-Ltd-<id>`). Encoded once for
 * the address, so a Chinese name reads as itself in the browser's address bar.
 */
export const slugOf = (names: string[], id: string) =>
  encodeURIComponent(
    [
      ...names.map((name) =>
        name
          .normalize('NFC')
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, ''),
      ),
      id,
    ]
      .filter(Boolean)
      .join('-'),
  );
/** A business's public link: its name's words and its id. */
export const businessSlug = (companyName: string, businessID: string) => slugOf([companyName], businessID);
/** Only the last 36 characters of a business or product route parameter are its id, so an old slug still opens. */
export const idFromSlug = (param: string) => param.slice(-36);
export const businessPath = (companyName: string, businessID: string) =>
  `/business/${businessSlug(companyName, businessID)}`;

/** A country name on a business card: longer than 16 characters, it shows its first 24 and an ellipsis. */
export const cardCountryName = (name: string) => (name.length > 16 ? `${name.slice(0, 24)}…` : name);

/** A number as the pages show it, with thousands separated: `12,000`. */
export const countText = (n: number) => n.toLocaleString('en-US');

export const BUSINESS_GROUPS = [
  'general',
  'contactInfo',
  'factory',
  'tradeCapabilities',
  'businessTerms',
] as const;
export type BusinessGroup = (typeof BUSINESS_GROUPS)[number];

/** A min–max range as the cards show it, "10 - 50"; one end alone is shown alone, neither gives null. */
export function rangeText(range: { min: number | null; max: number | null } | null | undefined) {
  const ends = [range?.min, range?.max].filter((n): n is number => n !== null && n !== undefined);
  return ends.length ? [...new Set(ends)].map(countText).join(' - ') : null;
}
