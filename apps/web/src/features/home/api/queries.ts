import {
  type BusinessCard,
  type InterfaceLanguage,
  LIMITS,
  referenceLanguageOf,
  SEARCH_LIMITS,
  searchEndpoints,
} from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** Every query key of the domain; a card names its industry in the page's language. */
export const homeKeys = {
  lastRegistered: (language: InterfaceLanguage) =>
    ['search', 'business', 'last-registered', language] as const,
};

/** What a compact card of the home page shows of a business: the query keeps only this, and so does the page's state. */
export interface LatestBusiness {
  businessID: string;
  companyName: string;
  profilePhoto: BusinessCard['general']['profilePhoto'];
  country: { code: string; countryName: string; emoji: string };
  industryName: string | null;
  verified: boolean;
  subscription: BusinessCard['subscription'];
}

/** The latest businesses of one type, as many as the home page lists. */
export interface LatestOfType {
  code: (typeof SEARCH_LIMITS.latestRegisteredTypes)[number];
  businesses: LatestBusiness[];
}

/** The widest logo version a compact card's 48 px logo uses (twice its size on a dense screen, and some). */
const COMPACT_LOGO_MAX_WIDTH = 160;

const latestBusinessOf = (business: BusinessCard): LatestBusiness => ({
  businessID: business.businessID,
  companyName: business.general.companyName,
  // Only the versions the small logo may use: the home page's HTML carries this state for twelve cards.
  profilePhoto: business.general.profilePhoto && {
    ...business.general.profilePhoto,
    versions: business.general.profilePhoto.versions.filter(
      (version) => version.width <= COMPACT_LOGO_MAX_WIDTH,
    ),
  },
  country: {
    code: business.contactInfo.country.code,
    countryName: business.contactInfo.country.countryName,
    emoji: business.contactInfo.country.emoji,
  },
  industryName: business.general.industry?.name ?? null,
  verified: business.verified,
  subscription: business.subscription,
});

/** `GET search/business/last-registered`: the newest businesses, enough for 3 of each type the home page shows. */
export const getLastRegistered = async (
  language: InterfaceLanguage,
  signal?: AbortSignal,
): Promise<LatestOfType[]> => {
  const { data } = await api(searchEndpoints.lastRegistered, {
    query: { lang: referenceLanguageOf(language) },
    signal,
  });
  return SEARCH_LIMITS.latestRegisteredTypes.map((code) => ({
    code,
    businesses: data
      .filter((business) => business.general.businessType.code === code)
      .slice(0, LIMITS.latestRegisteredPerType)
      .map(latestBusinessOf),
  }));
};

export const getLastRegisteredQueryOptions = (language: InterfaceLanguage) =>
  queryOptions({
    queryKey: homeKeys.lastRegistered(language),
    queryFn: ({ signal }) => getLastRegistered(language, signal),
  });

export const useLastRegistered = () => useQuery(getLastRegisteredQueryOptions(useLanguage()));
