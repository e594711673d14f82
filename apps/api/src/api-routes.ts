import { endpoints } from '@b2b/contracts';
import { migrationsApplied, pingDatabase, type DatabaseHandle } from '@b2b/db';
import { healthRoutes } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortalEnv } from './config.ts';
import { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { adminRoutes } from './modules/administration/admin.routes.ts';
import { boostsRoutes } from './modules/boosts/boosts.routes.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { needHelpRoutes } from './modules/need-help/need-help.routes.ts';
import { notificationMailRoutes } from './modules/notification-mail/notification-mail.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { refdataRoutes } from './modules/refdata/refdata.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { rfqRoutes } from './modules/rfq/rfq.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import type { PortalServices } from './services.ts';

/**
 * The API's modules, mounted under `/api`. Each route plugin takes the portal's services as its options and reads the
 * ones it names, so a new module is one line here.
 */
export const apiRoutes: FastifyPluginAsyncZod<{
  services: PortalServices;
  env: PortalEnv;
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
}> = async (api, { services, env, database }) => {
  await api.register(healthRoutes, {
    endpoints,
    database: database.driver,
    checkDatabase: () => pingDatabase(database.db),
    checkMigrations: () => migrationsApplied(database.db),
  });
  await api.register(refdataRoutes, services);
  await api.register(usersRoutes, services);
  await api.register(accountDataRoutes, services);
  await api.register(fileRoutes, services);
  await api.register(businessesRoutes, services);
  await api.register(productsRoutes, services);
  await api.register(socialRoutes, services);
  await api.register(postsRoutes, services);
  await api.register(favoritesRoutes, services);
  await api.register(searchRoutes, services);
  await api.register(inquiriesRoutes, services);
  await api.register(liveRoutes, { ...services, ticketRateLimit: env.LIVE_TICKET_RATE_LIMIT });
  await api.register(notificationsRoutes, services);
  await api.register(membershipRoutes, services);
  await api.register(verificationRoutes, services);
  await api.register(adminRoutes, services);
  await api.register(mailRoutes, services);
  await api.register(notificationMailRoutes, services);
  await api.register(needHelpRoutes, { ...services, rateLimit: env.NEED_HELP_RATE_LIMIT });
  await api.register(boostsRoutes, services);
  await api.register(rfqRoutes, services);
  await api.register(reviewsRoutes, services);
};
