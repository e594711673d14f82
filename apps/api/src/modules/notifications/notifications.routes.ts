import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

/** The header's notifications: of the person and of every business they belong to. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications },
) => {
  route(app, endpoints.notifications, {
    handler: async (request) => ({
      success: true as const,
      data: await notifications.list(await app.auth.requireUser(request), request.query),
    }),
  });

  route(app, endpoints.notificationsUnread, {
    handler: async (request) => ({
      success: true as const,
      data: await notifications.unreadCounts(await app.auth.requireUser(request)),
    }),
  });

  route(app, endpoints.notificationsRead, {
    handler: async (request) => {
      await notifications.markRead(await app.auth.requireUser(request), request.body);
      return { success: true as const };
    },
  });
};
