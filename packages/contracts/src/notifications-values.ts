/**
 * What a notification tells its recipient (a person, or a business and so each of its people): someone liked or
 * commented on their post or comment, followed or commented on their business, commented on their product, or an
 * inquiry or a message arrived.
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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of the header's list. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The longest excerpt of what the actor wrote (or of the post it is about) a notification carries. */
export const NOTIFICATION_EXCERPT_MAX = 80;

/** What a notification says after its actor's name, by type. */
export const NOTIFICATION_TEXTS: Record<NotificationType, string> = {
  'post.liked': 'liked your post',
  'post.commented': 'commented on your post',
  'comment.liked': 'liked your comment',
  'comment.replied': 'replied to your comment',
  'business.followed': 'followed your business',
  'business.commented': 'commented on your business',
  'product.commented': 'commented on your product',
  'request.received': 'sent you a request',
  'request.message': 'sent you a message',
};

/** The header's list when there is nothing to show. */
export const NOTIFICATIONS_EMPTY_MESSAGE = 'You have no notifications.';
