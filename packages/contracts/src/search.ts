import { z } from 'zod';
import { PROFILE_BUSINESS_TYPE_CODES } from './auth-values.ts';
import { BusinessCardSchema } from './businesses.ts';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';
import { ProductSchema } from './products.ts';
import { BUSINESS_TYPE_CODES } from './refdata-values.ts';
import { ReferenceLanguageQuerySchema } from './refdata.ts';
import { UserProfileSchema } from './users.ts';
import { SUBSCRIPTIONS } from './businesses-values.ts';
import { LEAD_TIME_BUCKETS, YEARS_IN_BUSINESS_BUCKETS } from './search-facet-values.ts';
import { GLOBAL_COUNTRY, SEARCH_LIMITS } from './search-values.ts';

/** The keyword: any text, trimmed and cut to what is searched; an absent keyword lists everything, newest first. */
const textQuery = z
  .string('textQuery is text')
  .default('')
  .transform((text) => text.trim().slice(0, SEARCH_LIMITS.textQueryChars));

/** A country code, or `global` / nothing for no country filter. */
const countryFilter = z
  .string('country is a country code or global')
  .trim()
  .optional()
  .transform((code) => (!code || code.toLowerCase() === GLOBAL_COUNTRY ? undefined : code.toUpperCase()))
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'country is a two-letter country code or global')
      .optional(),
  );

const searchPaging = pagingSchema(LIMITS.searchPageSize);

/** True: the keyword is searched as typed, never corrected (a buyer who meant the word the search did not know). */
const asTyped = z.boolean('asTyped is true or false').optional();

/** True: the answer carries `facets`, each facet's values with how many results each keeps. */
const facets = z.boolean('facets is true or false').optional();
/** True: only verified businesses (products of verified businesses); false: only the others. */
const verified = z.boolean('verified is true or false').optional();

/** `POST search/business`; `verified`, `membership`, `yearsInBusiness` and `facets` are the facets' additions. */
export const BusinessSearchSchema = searchPaging.extend({
  textQuery,
  asTyped,
  businessType: z
    .enum(PROFILE_BUSINESS_TYPE_CODES, 'businessType is one of the business type codes')
    .default('MA'),
  country: countryFilter,
  verified,
  /** The membership level (subscription). */
  membership: z.enum(SUBSCRIPTIONS, 'membership is standard, gold, premium or platinum').optional(),
  /** A bucket of `SEARCH_FACET_BUCKETS.yearsInBusiness`: the current year minus the year established. */
  yearsInBusiness: z.enum(YEARS_IN_BUSINESS_BUCKETS, 'yearsInBusiness is one of the buckets').optional(),
  facets,
});
export type BusinessSearchInput = z.input<typeof BusinessSearchSchema>;

/**
 * `POST search/product`: the contract's fields, plus the page's country filter (the country of the business) and the
 * facets' additions: `category`, `leadTime`, `verified` and `facets`.
 */
export const ProductSearchSchema = searchPaging.extend({
  textQuery,
  asTyped,
  country: countryFilter,
  /** A category's id. */
  category: z.uuid('category is a category id').optional(),
  /** A bucket of `SEARCH_FACET_BUCKETS.leadTime`, by the first number of days of the product's lead time. */
  leadTime: z.enum(LEAD_TIME_BUCKETS, 'leadTime is one of the buckets').optional(),
  verified,
  facets,
});
export type ProductSearchInput = z.input<typeof ProductSearchSchema>;

/** `POST user/search`; `limit`, when given, lowers `size`. */
export const UserSearchSchema = searchPaging
  .extend({
    textQuery,
    asTyped,
    country: countryFilter,
    limit: z.coerce.number().int().min(1).optional(),
  })
  .transform(({ limit, ...query }) => ({ ...query, size: Math.min(query.size, limit ?? query.size) }));
export type UserSearchInput = z.input<typeof UserSearchSchema>;

/** What a product's search card shows; `specs` holds at most the card's four lines. */
export const ProductCardSchema = ProductSchema.pick({
  productID: true,
  businessID: true,
  key: true,
  name: true,
  description: true,
  mainImage: true,
  industry: true,
  category: true,
  subCategory: true,
  stock: true,
  specs: true,
  businessProfile: true,
}).extend({
  /** Main image and gallery together. */
  photoCount: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** The search-card variant of a user profile. */
export const UserCardSchema = UserProfileSchema.pick({
  userID: true,
  firstName: true,
  lastName: true,
  city: true,
  country: true,
  state: true,
  jobPosition: true,
  companyName: true,
  briefPresentation: true,
  profilePhoto: true,
}).extend({
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
});
export type UserCard = z.infer<typeof UserCardSchema>;

/** `promoted`: an advertising boost of the business puts it at the top of the searches it matches. */
export const BusinessSearchResultSchema = z.object({
  businessProfile: BusinessCardSchema,
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
  promoted: z.boolean(),
});
export type BusinessSearchResult = z.infer<typeof BusinessSearchResultSchema>;

/**
 * The closest known spelling of the keyword when the exact search found little (typo tolerance); the results then are
 * those of the suggestion. Null when the keyword was used as written.
 */
const suggestion = z.string().nullable();

/** An industry, category or subcategory an answer names, in the language the request asks for (`?lang=`). */
export const SearchPlaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.enum(['industry', 'category', 'subcategory']),
});
export type SearchPlace = z.infer<typeof SearchPlaceSchema>;

/**
 * When the keyword names an industry, category or subcategory that has nothing to show yet (no supplier, no product
 * in the country asked for), the answer shows its nearest parent's instead: `asked` is the place named, `shown` the
 * one whose results these are. Null otherwise.
 */
const broadened = z.object({ asked: SearchPlaceSchema, shown: SearchPlaceSchema }).nullable();
export type SearchBroadened = z.infer<typeof broadened>;

/**
 * One value of a facet and how many results it keeps: the search's keyword with every other active filter applied and
 * this value chosen, which is the `total_results` of that search. Values keeping nothing are left out; most first.
 */
const facetCount = <V extends z.ZodType>(value: V) => z.object({ value, count: z.number().int() });

/**
 * Facets of a business search. A certificate carries a name, dates and a photo but no standard, so there is no
 * certificate-standard facet.
 */
export const BusinessSearchFacetsSchema = z.object({
  country: z.array(facetCount(z.string())),
  /** Counts of each business type's tab. */
  businessType: z.array(facetCount(z.enum(PROFILE_BUSINESS_TYPE_CODES))),
  membership: z.array(facetCount(z.enum(SUBSCRIPTIONS))),
  verified: z.array(facetCount(z.boolean())),
  /** Businesses without a year established are in no bucket. */
  yearsInBusiness: z.array(facetCount(z.enum(YEARS_IN_BUSINESS_BUCKETS))),
});
export type BusinessSearchFacets = z.infer<typeof BusinessSearchFacetsSchema>;

/** Facets of a product search; a category is named in the language the request asks for (`?lang=`). */
export const ProductSearchFacetsSchema = z.object({
  country: z.array(facetCount(z.string())),
  category: z.array(z.object({ id: z.uuid(), name: z.string(), count: z.number().int() })),
  /** Products without a lead time, or one without a number, are in no bucket. */
  leadTime: z.array(facetCount(z.enum(LEAD_TIME_BUCKETS))),
  /** Whether the product's business is verified. */
  verified: z.array(facetCount(z.boolean())),
});
export type ProductSearchFacets = z.infer<typeof ProductSearchFacetsSchema>;

const ok = z.literal(true);
export const BusinessSearchAnswerSchema = z.object({
  success: ok,
  results: z.array(BusinessSearchResultSchema),
  total_results: z.number().int(),
  suggestion,
  broadened,
  /** When the request asks for them (`facets: true`). */
  facets: BusinessSearchFacetsSchema.optional(),
});
export type BusinessSearchAnswer = z.infer<typeof BusinessSearchAnswerSchema>;
/** A product found: its card, `promoted` when an advertising boost puts it at the top of the searches it matches. */
export const ProductSearchResultSchema = ProductCardSchema.extend({ promoted: z.boolean() });
export type ProductSearchResult = z.infer<typeof ProductSearchResultSchema>;
export const ProductSearchAnswerSchema = z.object({
  success: ok,
  results: z.array(ProductSearchResultSchema),
  total_results: z.number().int(),
  suggestion,
  broadened,
  /** When the request asks for them (`facets: true`). */
  facets: ProductSearchFacetsSchema.optional(),
});
export type ProductSearchAnswer = z.infer<typeof ProductSearchAnswerSchema>;
export const UserSearchAnswerSchema = z.object({
  success: ok,
  profiles: z.array(UserCardSchema),
  totalResults: z.number().int(),
  suggestion,
});
export type UserSearchAnswer = z.infer<typeof UserSearchAnswerSchema>;

/** `GET search/business/last-registered`: newest first, up to 3 of each of MA, DI, EX and CO. */
export const LastRegisteredAnswerSchema = z.object({ success: ok, data: z.array(BusinessCardSchema) });

/**
 * `GET search/suggestions?q=&tab=&country=&lang=`: completions of what a buyer is typing in a search bar, for the tab
 * (products, people or a business type) and the country the bar has chosen, reference names in `lang`.
 */
export const SearchSuggestionsQuerySchema = ReferenceLanguageQuerySchema.extend({
  /** What has been typed so far: at least two characters, cut to `SEARCH_LIMITS.suggestionMaxChars`. */
  q: z
    .string('q is text')
    .trim()
    .min(SEARCH_LIMITS.suggestionMinChars, `q has at least ${SEARCH_LIMITS.suggestionMinChars} characters`)
    .transform((text) => text.slice(0, SEARCH_LIMITS.suggestionMaxChars)),
  /** The search bar's tab: PR products, UR people, or a business type. */
  tab: z.enum(BUSINESS_TYPE_CODES, 'tab is PR, UR or one of the business type codes').default('MA'),
  country: countryFilter,
});
export type SearchSuggestionsQuery = z.input<typeof SearchSuggestionsQuerySchema>;

export const SEARCH_SUGGESTION_KINDS = ['partNumber', 'product', 'business', 'person', 'place'] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];

/**
 * One completion. `text` is what is shown and searched: a part number as a product writes it ("GV-9450"), a product
 * name, a company name, a person's full name, or an industry, category or subcategory in the language asked for.
 * `id` is the business's or person's (their page) or the place's; `detail` says more: the product that carries the
 * part number, or the place above a category or subcategory.
 */
export const SearchSuggestionSchema = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  text: z.string(),
  id: z.uuid().nullable(),
  detail: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** At most `SEARCH_LIMITS.suggestions`, best first. */
export const SearchSuggestionsAnswerSchema = z.object({
  success: ok,
  data: z.array(SearchSuggestionSchema),
});
export type SearchSuggestionsAnswer = z.infer<typeof SearchSuggestionsAnswerSchema>;
