import {
  ACCOUNT_LINK_SENT_MESSAGE,
  MONTHLY_QUOTE_RIGHTS,
  QUOTE_DECIDED_MESSAGE,
  QUOTE_EDITED_MESSAGE,
  QUOTE_EXISTS_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_PRODUCT_MESSAGE,
  RFQ_AWARDED_MESSAGE,
  RFQ_CATEGORY_MESSAGE,
  RFQ_CLOSED_MESSAGE,
  RFQ_NOT_FOUND_MESSAGE,
  RFQ_NOT_MATCHED_MESSAGE,
  RFQ_OWN_MESSAGE,
  RFQ_QUOTED_MESSAGE,
  RFQ_SUBCATEGORY_MESSAGE,
  quoteRightsSpentMessage,
  rfqsPerDayMessage,
  ALREADY_BOOSTED_MESSAGE,
  ALREADY_MEMBER_MESSAGE,
  boostsSpentMessage,
  BUSINESS_FORBIDDEN_MESSAGES,
  CHECKOUT_UNDER_WAY_MESSAGE,
  DEFAULT_LANGUAGE,
  EMAIL_NOT_VERIFIED_MESSAGES,
  FORBIDDEN_MESSAGE,
  INQUIRY_CLOSED_MESSAGE,
  REVIEW_ANSWERED_MESSAGE,
  REVIEW_BUYER_ONLY_MESSAGE,
  REVIEW_DEAL_OPEN_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_HIDDEN_ALREADY_MESSAGE,
  REVIEW_MISSING_MESSAGE,
  REVIEW_NOT_HIDDEN_MESSAGE,
  REVIEW_REPORTED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_SUPPLIER_ONLY_MESSAGE,
  INQUIRY_NOT_FOUND_MESSAGE,
  INQUIRY_PRODUCT_MESSAGE,
  INQUIRY_TO_SELF_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  INVITATION_ANSWERED_MESSAGE,
  KEY_IN_PROGRESS_MESSAGE,
  KEY_REUSED_MESSAGE,
  PAYMENT_MISMATCH_MESSAGE,
  LIMITS,
  MONTHLY_BOOSTS,
  NESTED_REPLY_MESSAGE,
  NO_BUSINESS_MESSAGE,
  NO_BUSINESS_PRODUCT_MESSAGE,
  NO_CERTIFICATE_MESSAGE,
  NO_COMMENT_MESSAGE,
  NO_INVITATION_MESSAGE,
  NO_PENDING_INVITATION_MESSAGE,
  NO_PORTAL_MEMBER_MESSAGE,
  NO_POST_MESSAGE,
  NO_PRODUCT_MESSAGE,
  NO_SUPPORT_MESSAGE,
  NO_TIMELINE_MESSAGE,
  NO_USER_MESSAGE,
  NO_VERIFICATION_REQUEST_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  NOT_AN_UPGRADE_MESSAGE,
  NOT_AUTHOR_MESSAGE,
  NOT_FOUND_MESSAGE,
  OWN_PICTURE_MESSAGE,
  OWNER_STAYS_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PRODUCT_SHOWCASE_CAP,
  showcaseCapMessage,
  SIGN_IN_MESSAGE,
  SUBSCRIPTIONS,
  UNSUPPORTED_IMAGE_MESSAGE,
  UNVERIFIED_REQUESTS_LIMIT,
  UPLOAD_USED_MESSAGE,
  VERIFICATION_ALREADY_VERIFIED_MESSAGE,
  VERIFICATION_DECIDED_MESSAGE,
  VERIFICATION_PAID_ONLY_MESSAGE,
  VERIFICATION_PENDING_MESSAGE,
  type ErrorName,
  type Subscription,
} from '@b2b/contracts';
import i18next, { type ParseKeys, type ResourceKey, type TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

type RefusalKey = ParseKeys<'apiErrors'>;
/** A refusal's key, the numbers its text interpolates, and the membership level it names (said in the language). */
export interface Refusal {
  key: RefusalKey;
  values?: Record<string, number | string>;
  level?: Subscription;
}

const LEVEL_NAMES: Record<Subscription, RefusalKey> = {
  standard: 'levels.standard',
  gold: 'levels.gold',
  premium: 'levels.premium',
  platinum: 'levels.platinum',
};

/**
 * Every refusal the API can answer in an error envelope's `message` (the contracts' English constants, those built
 * with a membership level for each level) with its key in the `apiErrors` namespace. A unit test walks the contracts'
 * exported messages: each has an entry here (or, a field's, in the validation table), and the English text of its key is
 * the message itself. This module and the namespace load with the first failure a page shows, never with the page.
 */
export const REFUSAL_MESSAGES: ReadonlyMap<string, Refusal> = new Map<string, Refusal>([
  [NOT_FOUND_MESSAGE, { key: 'general.notFound' }],
  [FORBIDDEN_MESSAGE, { key: 'general.forbidden' }],
  [INTERNAL_ERROR_MESSAGE, { key: 'general.internal' }],
  [SERVICE_UNAVAILABLE_MESSAGE, { key: 'general.unavailable' }],
  [SIGN_IN_MESSAGE, { key: 'general.signIn' }],
  [NO_BUSINESS_MESSAGE, { key: 'notFound.business' }],
  [NO_PRODUCT_MESSAGE, { key: 'notFound.product' }],
  [NO_BUSINESS_PRODUCT_MESSAGE, { key: 'notFound.businessProduct' }],
  [NO_POST_MESSAGE, { key: 'notFound.post' }],
  [NO_COMMENT_MESSAGE, { key: 'notFound.comment' }],
  [NO_USER_MESSAGE, { key: 'notFound.user' }],
  [NO_TIMELINE_MESSAGE, { key: 'notFound.timeline' }],
  [NO_CERTIFICATE_MESSAGE, { key: 'notFound.certificate' }],
  [NOT_A_MEMBER_MESSAGE, { key: 'notFound.member' }],
  [NO_INVITATION_MESSAGE, { key: 'notFound.invitation' }],
  [NO_PENDING_INVITATION_MESSAGE, { key: 'notFound.pendingInvitation' }],
  [NO_PORTAL_MEMBER_MESSAGE, { key: 'notFound.portalMember' }],
  [NO_VERIFICATION_REQUEST_MESSAGE, { key: 'notFound.verificationRequest' }],
  [INQUIRY_NOT_FOUND_MESSAGE, { key: 'notFound.inquiry' }],
  [BUSINESS_FORBIDDEN_MESSAGES.edit, { key: 'forbidden.edit' }],
  [BUSINESS_FORBIDDEN_MESSAGES.manage, { key: 'forbidden.manage' }],
  [BUSINESS_FORBIDDEN_MESSAGES.act, { key: 'forbidden.act' }],
  [NOT_AUTHOR_MESSAGE, { key: 'forbidden.notAuthor' }],
  [OWN_PICTURE_MESSAGE, { key: 'forbidden.ownPicture' }],
  [ALREADY_MEMBER_MESSAGE, { key: 'members.alreadyMember' }],
  [INVITATION_ANSWERED_MESSAGE, { key: 'members.invitationAnswered' }],
  [OWNER_STAYS_MESSAGE, { key: 'members.ownerStays' }],
  ...SUBSCRIPTIONS.map((level): [string, Refusal] => [
    boostsSpentMessage(level),
    MONTHLY_BOOSTS[level] === 0
      ? { key: 'boosts.none', level }
      : { key: 'boosts.spent', values: { boosts: MONTHLY_BOOSTS[level] }, level },
  ]),
  [ALREADY_BOOSTED_MESSAGE, { key: 'boosts.already' }],
  ...SUBSCRIPTIONS.map((level): [string, Refusal] => [
    showcaseCapMessage(level),
    { key: 'showcaseCap', values: { cap: PRODUCT_SHOWCASE_CAP[level] }, level },
  ]),
  [VERIFICATION_PAID_ONLY_MESSAGE, { key: 'verification.paidOnly' }],
  [VERIFICATION_PENDING_MESSAGE, { key: 'verification.pending' }],
  [VERIFICATION_ALREADY_VERIFIED_MESSAGE, { key: 'verification.alreadyVerified' }],
  [VERIFICATION_DECIDED_MESSAGE, { key: 'verification.decided' }],
  [NO_SUPPORT_MESSAGE, { key: 'noSupport' }],
  [NESTED_REPLY_MESSAGE, { key: 'nestedReply' }],
  [UNSUPPORTED_IMAGE_MESSAGE, { key: 'images.unsupported' }],
  [PHOTO_TOO_LARGE_MESSAGE, { key: 'images.tooLarge', values: { kb: LIMITS.photoMaxBytes / 1024 } }],
  [UPLOAD_USED_MESSAGE, { key: 'images.uploadUsed' }],
  [ACCOUNT_LINK_SENT_MESSAGE, { key: 'accountLinkSent' }],
  [RFQ_NOT_FOUND_MESSAGE, { key: 'rfq.notFound' }],
  [QUOTE_NOT_FOUND_MESSAGE, { key: 'rfq.quoteNotFound' }],
  [RFQ_CLOSED_MESSAGE, { key: 'rfq.closed' }],
  [RFQ_OWN_MESSAGE, { key: 'rfq.own' }],
  [RFQ_QUOTED_MESSAGE, { key: 'rfq.quoted' }],
  [QUOTE_EXISTS_MESSAGE, { key: 'rfq.quoteExists' }],
  [QUOTE_EDITED_MESSAGE, { key: 'rfq.quoteEdited' }],
  [QUOTE_DECIDED_MESSAGE, { key: 'rfq.quoteDecided' }],
  [QUOTE_PRODUCT_MESSAGE, { key: 'rfq.quoteProduct' }],
  [RFQ_SUBCATEGORY_MESSAGE, { key: 'rfq.subcategory' }],
  [RFQ_CATEGORY_MESSAGE, { key: 'rfq.category' }],
  [RFQ_AWARDED_MESSAGE, { key: 'rfq.awarded' }],
  [RFQ_NOT_MATCHED_MESSAGE, { key: 'rfq.notMatched' }],
  [rfqsPerDayMessage(), { key: 'rfq.perDay', values: { count: LIMITS.rfqsPerDay } }],
  ...SUBSCRIPTIONS.map((level): [string, Refusal] => [
    quoteRightsSpentMessage(level),
    {
      key: level === 'platinum' ? 'rfq.quoteRightsSpentTop' : 'rfq.quoteRightsSpent',
      values: { quotes: MONTHLY_QUOTE_RIGHTS[level] },
      level,
    },
  ]),
  [INQUIRY_TO_SELF_MESSAGE, { key: 'inquiries.toSelf' }],
  [INQUIRY_PRODUCT_MESSAGE, { key: 'inquiries.product' }],
  [INQUIRY_CLOSED_MESSAGE, { key: 'inquiries.closed' }],
  [REVIEW_DEAL_OPEN_MESSAGE, { key: 'reviews.dealOpen' }],
  [REVIEW_BUYER_ONLY_MESSAGE, { key: 'reviews.buyerOnly' }],
  [REVIEW_EXISTS_MESSAGE, { key: 'reviews.exists' }],
  [REVIEW_SUPPLIER_ONLY_MESSAGE, { key: 'reviews.supplierOnly' }],
  [REVIEW_NOT_FOUND_MESSAGE, { key: 'reviews.notFound' }],
  [REVIEW_ANSWERED_MESSAGE, { key: 'reviews.answered' }],
  [REVIEW_REPORTED_MESSAGE, { key: 'reviews.reported' }],
  [REVIEW_MISSING_MESSAGE, { key: 'reviews.missing' }],
  [REVIEW_HIDDEN_ALREADY_MESSAGE, { key: 'reviews.hiddenAlready' }],
  [REVIEW_NOT_HIDDEN_MESSAGE, { key: 'reviews.notHidden' }],
  [NOT_AN_UPGRADE_MESSAGE, { key: 'membership.notAnUpgrade' }],
  [CHECKOUT_UNDER_WAY_MESSAGE, { key: 'membership.checkoutUnderWay' }],
  [KEY_REUSED_MESSAGE, { key: 'membership.keyReused' }],
  [KEY_IN_PROGRESS_MESSAGE, { key: 'membership.keyInProgress' }],
  [PAYMENT_MISMATCH_MESSAGE, { key: 'membership.paymentMismatch' }],
  [EMAIL_NOT_VERIFIED_MESSAGES.invitation, { key: 'emailNotVerified.invitation' }],
  [EMAIL_NOT_VERIFIED_MESSAGES.membership, { key: 'emailNotVerified.membership' }],
  [
    EMAIL_NOT_VERIFIED_MESSAGES.requests,
    { key: 'emailNotVerified.requests', values: { count: UNVERIFIED_REQUESTS_LIMIT } },
  ],
]);

/** The refusals whose text carries what no constant fixes (`rateLimitedMessage`'s seconds, the businesses named). */
const REFUSAL_PATTERNS: readonly (readonly [RegExp, (match: RegExpExecArray) => Refusal])[] = [
  [
    /^Too many requests, please try again in (\d+) seconds\.$/,
    (match) => ({ key: 'rateLimited', values: { seconds: Number(match[1]) } }),
  ],
  [
    /^You own these businesses alone: make another member their admin first, who becomes their owner when your account is deleted: (.+)\.$/,
    (match) => ({ key: 'accountDeletionBlocked', values: { businesses: match[1] ?? '' } }),
  ],
];

/** The general sentence of each error name, for a refusal the table does not know. */
const GENERAL: Record<ErrorName | 'NetworkError', RefusalKey> = {
  ValidationError: 'general.validation',
  TokenNotFound: 'general.signIn',
  TokenExpiredError: 'general.signIn',
  JsonWebTokenError: 'general.signIn',
  SessionError: 'general.signIn',
  Forbidden: 'general.forbidden',
  PlanLimitReached: 'general.planLimit',
  PaymentError: 'general.payment',
  NotFound: 'general.notFound',
  Conflict: 'general.conflict',
  PayloadTooLarge: 'general.tooLarge',
  UriTooLong: 'general.addressTooLong',
  UnsupportedMediaType: 'general.unsupportedType',
  RateLimited: 'general.rateLimited',
  InternalError: 'general.internal',
  ServiceUnavailable: 'general.unavailable',
  NetworkError: 'general.network',
};

/** The table's entry of a refusal, exact or by pattern. */
export function refusalOf(message: string): Refusal | undefined {
  const exact = REFUSAL_MESSAGES.get(message);
  if (exact) return exact;
  for (const [pattern, refusal] of REFUSAL_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return refusal(match);
  }
  return undefined;
}

/** The `apiErrors` namespace of each language, loaded here rather than through the catalogue (`SELF_LOADED_NAMESPACES`). */
const TEXTS = import.meta.glob<{ default: ResourceKey }>('../locales/*/apiErrors.json');

export async function loadRefusalTexts(language: string): Promise<ResourceKey> {
  const load = TEXTS[`../locales/${language}/apiErrors.json`];
  if (!load) throw new Error(`There is no apiErrors namespace in ${language}`);
  return (await load()).default;
}

/**
 * A refusal's message in the translator's language: the table's text, else on an English page the message as it came
 * and on any other the general sentence of its error name, so a page never shows English in another language. (A form
 * schema's message shows at its field, in the page's language, through the validation table.)
 */
export function refusalText(
  { t, language }: { t: TFunction<'apiErrors'>; language: string },
  message: string,
  name: ErrorName | 'NetworkError' | undefined,
): string {
  const refusal = refusalOf(message);
  if (refusal) {
    const level = refusal.level && { membership: t(LEVEL_NAMES[refusal.level]) };
    return t(refusal.key, { ...refusal.values, ...level });
  }
  return language === DEFAULT_LANGUAGE ? message : t(GENERAL[name ?? 'InternalError']);
}

/**
 * What a failure says in the page's language: its message, then the messages of fields the form does not show (`more`,
 * a ValidationError's), each sentence once. Loads the language's texts first.
 */
export async function describeRefusal(error: Error, more: readonly string[] = []): Promise<string> {
  const language = i18next.language;
  if (!i18next.hasResourceBundle(language, 'apiErrors')) {
    i18next.addResourceBundle(language, 'apiErrors', await loadRefusalTexts(language));
  }
  const translator = { t: i18next.getFixedT(language, 'apiErrors'), language };
  const name = error instanceof ApiError ? error.errorName : undefined;
  const texts = [
    refusalText(translator, error.message, name),
    ...more.map((message) => refusalText(translator, message, 'ValidationError')),
  ];
  return [...new Set(texts)].join(' ');
}
