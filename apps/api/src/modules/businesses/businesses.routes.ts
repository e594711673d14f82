import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { OwnImages, UsersService } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import type { BusinessesService } from './businesses.service.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import type { MailOutbox } from '../mail/mail.repository.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { membersRoutes } from './members.routes.ts';

export interface BusinessesRoutesOptions {
  businesses: BusinessesService;
  businessAccess: BusinessAccessPolicy;
  people: Pick<UsersService, 'ensureProfile'>;
  files: OwnImages;
  /** The rendered pages, which a change of a business's certificates makes stale. */
  pages: PageInvalidation;
  /** Puts the reference names of an answer in the language its request asks for (`?lang=`). */
  namesInRequestedLanguage: NamesInRequestedLanguage;
  /** Where the invitations' mails are queued. */
  outbox: MailOutbox;
}

/** The business profile routes (contract section "Businesses"), their certificates, their members and the invitations to join them. */
export const businessesRoutes: FastifyPluginAsyncZod<BusinessesRoutesOptions> = async (app, options) => {
  const { businesses } = options;

  route(app, endpoints.businessMyList, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await businesses.myList(user.userID) };
    },
  });

  route(app, endpoints.businessListOwned, {
    handler: async (request) => ({
      success: true as const,
      data: await businesses.ownedBy(request.query.userID),
    }),
  });

  route(app, endpoints.businessCreate, {
    config: { userRateLimit: 'businesses' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const businessID = await businesses.create(user, request.body);
      return reply.code(201).send({ success: true as const, data: { businessID } });
    },
  });

  route(app, endpoints.businessProfile, {
    preSerialization: options.namesInRequestedLanguage,
    handler: async (request) => {
      const viewer = await app.auth.optionalUser(request);
      return { success: true as const, ...(await businesses.publicProfileOf(request.params.id, viewer)) };
    },
  });

  route(app, endpoints.businessUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await businesses.update(user, request.params.id, request.body),
      };
    },
  });

  await app.register(certificatesRoutes, options);
  await app.register(membersRoutes, options);
  await app.register(invitationsRoutes, options);
};
