/**
 * What a notification tells its recipient (a person, or a business and so each of its people): someone liked or
 * commented on their post or comment, followed or commented on their business, commented on their product, or an
 * inquiry or a message arrived, the other side of a thread marked its deal closed, reviewed it or answered the review, a
 * request for quotation was sent to their business, its quote was declined, or a quote came for their request or was
 * changed.
 */
export const NOTIFICATION_TYPES = [
  'post.liked',
  'post.commented',
  'comment.liked',
  'comment.replied',
  'business.followed',
  'business.commented',
  'product.commented',
  'request.received',
  'request.message',
  'request.dealClosed',
  'request.reviewed',
  'request.reviewAnswered',
  'rfq.received',
  'quote.declined',
  'quote.received',
  'quote.changed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of the header's list. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The longest excerpt of what the actor wrote (or of the post it is about) a notification carries. */
export const NOTIFICATION_EXCERPT_MAX = 80;
