import { SuccessAnswerSchema } from '../businesses.ts';
import {
  MarkNotificationsReadSchema,
  NotificationUnreadAnswerSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
} from '../notifications.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Notifications: written by social and inquiries, listed, counted and read by their identity. */
export const notificationsEndpointSchemas = {
  notifications: {
    security: NEEDS_SESSION,
    tags: ['notifications'],
    summary:
      'The notifications of the person and of their businesses, newest first, a page at a time; `next` is the `before` of the older page',
    querystring: NotificationsQuerySchema,
    response: { 200: NotificationsAnswerSchema, ...errorResponses(400, 401) },
  },
  notificationsUnread: {
    security: NEEDS_SESSION,
    tags: ['notifications'],
    summary:
      'Unread notifications of the person and of each of their businesses, and the total, for the header',
    response: { 200: NotificationUnreadAnswerSchema, ...errorResponses(401) },
  },
  notificationsRead: {
    security: NEEDS_SESSION,
    tags: ['notifications'],
    summary:
      'Marks read the notifications of the person and of their businesses, up to the notification `upTo` (all without it)',
    body: MarkNotificationsReadSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
