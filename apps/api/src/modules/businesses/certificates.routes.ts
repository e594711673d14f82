import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { OwnImages } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import { certificatesRepository } from './certificates.repository.ts';
import { certificatesService } from './certificates.service.ts';

/** `business/profile/{id}/certificates[/{certificateID}]`: everyone reads, owner or admin writes. */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  businessAccess: BusinessAccessPolicy;
  files: OwnImages;
  pages: PageInvalidation;
}> = async (app, { businessAccess, files, pages }) => {
  const certificates = certificatesService(certificatesRepository(app.db), businessAccess, files, pages);

  route(app, endpoints.certificates, {
    handler: async (request) => ({
      success: true as const,
      data: await certificates.list(request.params.id),
    }),
  });

  route(app, endpoints.certificateAdd, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await certificates.add(user.userID, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });

  route(app, endpoints.certificateUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const { id, certificateID } = request.params;
      return {
        success: true as const,
        data: await certificates.update(user.userID, id, certificateID, request.body),
      };
    },
  });

  route(app, endpoints.certificateRemove, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await certificates.remove(user.userID, request.params.id, request.params.certificateID);
      return { success: true as const };
    },
  });
};
