import { PRODUCT_SHOWCASE_CAP, subscriptionName, type Subscription } from './businesses-values.ts';
import { MONTHLY_BOOSTS } from './membership-values.ts';

/**
 * The refusals the API answers in an error envelope's `message` (in English, its JSON stays so) that no form schema
 * gives, in a module of their own: the pages that share the domains' values files do not carry them. The web shows
 * each in the page's language by this text (`apps/web/src/lib/refusal-messages.ts`), and a unit test there walks every exported
 * `…_MESSAGE`, `…_MESSAGES` and `…Message` of the package, so a refusal written here is translated or the test fails.
 */

/** The general refusals of the error handler and of `NotFound`, `Forbidden` without a message of their own. */
export const NOT_FOUND_MESSAGE = 'The resource was not found.';
export const FORBIDDEN_MESSAGE = 'You are not allowed to do this.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side; please try again.';
/** 503 while the database does not answer, with the seconds of the `Retry-After` header to wait. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable; please try again in a few seconds.';
export const SIGN_IN_MESSAGE = 'You need to sign in to do this.';
/** 429 of the rate limits, with the seconds of the `Retry-After` header. */
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many requests, please try again in ${retryAfterSeconds} seconds.`;

/** 404s of an id that names nothing (or nothing the caller may know of). */
export const NO_BUSINESS_MESSAGE = 'There is no business with this id.';
export const NO_PRODUCT_MESSAGE = 'There is no product with this id.';
export const NO_BUSINESS_PRODUCT_MESSAGE = 'This business has no product with this id.';
export const NO_POST_MESSAGE = 'There is no post with this id.';
export const NO_COMMENT_MESSAGE = 'There is no comment with this id.';
export const NO_USER_MESSAGE = 'There is no user with this id.';
export const NO_TIMELINE_MESSAGE = 'There is no person or business with this id, so no timeline.';
export const NO_CERTIFICATE_MESSAGE = 'This business has no certificate with this id.';
export const NOT_A_MEMBER_MESSAGE = 'This person is not a member of this business.';
export const NO_INVITATION_MESSAGE = 'There is no invitation with this id for you.';
export const NO_PENDING_INVITATION_MESSAGE = 'There is no pending invitation with this id.';
export const NO_PORTAL_MEMBER_MESSAGE = 'There is no member of the portal with this id.';
export const NO_VERIFICATION_REQUEST_MESSAGE = 'There is no verification request with this id.';

/** 403 of a person whose access to a business falls short of the rule (`BUSINESS_RULES` of the API). */
export const BUSINESS_FORBIDDEN_MESSAGES = {
  edit: 'Only the owner or an admin of this business can change it.',
  manage: 'Only the owner of this business can do this.',
  act: 'You can only act as a business you belong to.',
} as const;
export const NOT_AUTHOR_MESSAGE = 'Only the author of this post can remove it.';
export const OWN_PICTURE_MESSAGE = 'You can only use a picture you uploaded yourself.';
/** 403 PlanLimitReached of recording support for a business whose membership has none. */
export const NO_SUPPORT_MESSAGE =
  'This business’s membership includes no professional support: Premium and Platinum do.';

/** 400 of a reply to a reply. */
export const NESTED_REPLY_MESSAGE = 'A reply cannot be answered: reply to the comment instead.';
/** 409 of an upload form sent twice. */
export const UPLOAD_USED_MESSAGE = 'This upload form has already been used; request a new upload.';

/** 400 of a business writing to itself, or a person to a business they belong to. */
export const INQUIRY_TO_SELF_MESSAGE = 'A business cannot send a request to itself.';
/** 400 of a product reference that is not one of the receiving business's products. */
export const INQUIRY_PRODUCT_MESSAGE = 'This product is not one of the receiving business.';
/** 409 of a reply to a thread that has been ended. */
export const INQUIRY_CLOSED_MESSAGE = 'This conversation has ended.';
/** 404 of a thread that does not exist or that the caller is not a party of: its existence is not disclosed. */
export const INQUIRY_NOT_FOUND_MESSAGE = 'There is no request with this id.';

/** 409s of a membership purchase. */
export const NOT_AN_UPGRADE_MESSAGE =
  'This business already has this membership or a higher one: only upgrades are sold, and renewals in the last days of a paid year.';
export const CHECKOUT_UNDER_WAY_MESSAGE =
  'A payment for this business is already under way; wait for it to finish before paying again.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was used for another purchase; use a new key for a new purchase.';
export const KEY_IN_PROGRESS_MESSAGE =
  'The first request with this Idempotency-Key is still being handled; try again in a moment.';
/** 402 of a purchase whose provider reports another amount or currency than the plan's price. */
export const PAYMENT_MISMATCH_MESSAGE =
  'The payment does not match the price of this membership, so the membership was not changed; an administrator will look into it.';

/** The owner invites people; an invitation to someone who already belongs is refused (409). */
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of this business.';
/** Accepting or declining an invitation that was answered or withdrawn meanwhile (409). */
export const INVITATION_ANSWERED_MESSAGE = 'This invitation has already been answered or withdrawn.';
/** The one owner stays (409 of the member routes). */
export const OWNER_STAYS_MESSAGE = 'The owner of a business cannot be removed or demoted.';

/** Why a boost is refused when the level's monthly boosts are spent, or the level has none. */
export const boostsSpentMessage = (subscription: Subscription) =>
  MONTHLY_BOOSTS[subscription] === 0
    ? `The ${subscriptionName(subscription)} membership has no advertising boosts. Upgrade the membership to promote your products.`
    : `This month's ${MONTHLY_BOOSTS[subscription]} advertising boosts of the ${subscriptionName(subscription)} membership are used. New ones come on the first of next month.`;
export const ALREADY_BOOSTED_MESSAGE =
  'This is already promoted: wait for its boost to end before boosting it again.';

/** The 403 PlanLimitReached text: it names the cap and the way past it. */
export const showcaseCapMessage = (subscription: Subscription) =>
  `The ${subscriptionName(subscription)} membership allows up to ${PRODUCT_SHOWCASE_CAP[subscription]} products in the showcase. Upgrade the membership to publish more.`;

/** Refusals of a business's request to be verified, which its people read when they ask. */
export const VERIFICATION_PAID_ONLY_MESSAGE =
  'Verification is part of the Gold, Premium and Platinum memberships: upgrade this business to request it.';
export const VERIFICATION_PENDING_MESSAGE =
  'This business already has a verification request waiting for a decision.';
export const VERIFICATION_ALREADY_VERIFIED_MESSAGE = 'This business is already verified.';
export const VERIFICATION_DECIDED_MESSAGE = 'This verification request has already been decided.';

/** Requests to businesses a person may send before their address is verified (decision 0022). */
export const UNVERIFIED_REQUESTS_LIMIT = 3;
/** 403 of what needs a verified address: the page says how to verify before the person tries. */
export const EMAIL_NOT_VERIFIED_MESSAGES = {
  invitation: 'Confirm your email address before you join a business: open the link we emailed you.',
  membership: 'Confirm your email address before you buy a membership: open the link we emailed you.',
  requests: `Confirm your email address to send more than ${UNVERIFIED_REQUESTS_LIMIT} requests: open the link we emailed you.`,
} as const;
