import { z } from 'zod';
import { UnreadCountsSchema } from './inquiries.ts';
import { NOTIFICATION_TYPES } from './notifications-values.ts';
import { AuthorSchema } from './social.ts';

/** A notification's id: they are numbered in the order they arrive, so a page of older ones starts below one. */
const NotificationIdSchema = z.coerce
  .number('before must be a notification id')
  .int('before must be a notification id')
  .positive('before must be a notification id');

/** `GET /api/notifications?before=`: the newest page, or the page older than the notification `before`. */
export const NotificationsQuerySchema = z.object({ before: NotificationIdSchema.optional() });
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** `POST /api/notifications/read`: marks read the caller's notifications up to `upTo` (every one without it). */
export const MarkNotificationsReadSchema = z.object({
  upTo: NotificationIdSchema.optional(),
});
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.string(),
  read: z.boolean(),
  /**
   * Who did it: a person, or a business when they acted as one; null for the buyer of an anonymous request for
   * quotation, whom the supplier may not know yet.
   */
  actor: AuthorSchema.nullable(),
  /** Whose thing it is: the person, or which of their businesses (by its company name). */
  recipient: z.object({
    identityID: z.uuid(),
    type: z.enum(['user', 'business']),
    name: z.string(),
  }),
  /** The path of the page that shows the subject: the post's timeline, the product's or business's page, the thread. */
  link: z.string(),
  /** The subject's own words: the product's or business's name, the request's subject, a post's or comment's start. */
  subject: z.string().nullable(),
  /** The start of what the actor wrote (the comment, reply or message), plain text. */
  excerpt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const ok = z.literal(true);
export const NotificationsAnswerSchema = z.object({
  success: ok,
  data: z.object({
    /** Newest first, `NOTIFICATION_PAGE_SIZE` at most. */
    notifications: z.array(NotificationSchema),
    /** The `before` of the next (older) page, or null after the last. */
    next: z.number().int().nullable(),
  }),
});
/** Unread notifications of the person and of each of their businesses, and their sum. */
export const NotificationUnreadAnswerSchema = z.object({ success: ok, data: UnreadCountsSchema });
