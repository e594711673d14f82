import {
  MarkNotificationsReadSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
  NotificationUnreadAnswerSchema,
  SuccessAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

const tags = ['notifications'];

/** The header's notifications: of the person and of every business they belong to. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'The notifications of the person and of their businesses, newest first, a page at a time; `next` is the `before` of the older page',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.list(await app.auth.requireUser(request), request.query),
    }),
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Unread notifications of the person and of each of their businesses, and the total, for the header',
        response: { 200: NotificationUnreadAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.unreadCounts(await app.auth.requireUser(request)),
    }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Marks read the notifications of the person and of their businesses, up to the notification `upTo` (all without it)',
        body: MarkNotificationsReadSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await notifications.markRead(await app.auth.requireUser(request), request.body);
      return { success: true as const };
    },
  );
};
