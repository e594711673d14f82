import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessAccessPolicy } from './business-access.ts';
import { membersRepository } from './members.repository.ts';
import { membersService } from './members.service.ts';

/**
 * `business/{id}/members[/{userID}]`: members read, the owner changes and removes, a member may leave. Adding is an
 * invitation (`invitations.routes.ts`).
 */
export const membersRoutes: FastifyPluginAsyncZod<{ businessAccess: BusinessAccessPolicy }> = async (
  app,
  { businessAccess },
) => {
  const members = membersService(membersRepository(app.db), businessAccess);

  route(app, endpoints.members, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await members.list(user, request.params.id) };
    },
  });

  route(app, endpoints.memberUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const { id, userID } = request.params;
      return {
        success: true as const,
        data: await members.changeAccess(user, id, userID, request.body.access),
      };
    },
  });

  route(app, endpoints.memberRemove, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await members.remove(user, request.params.id, request.params.userID);
      return { success: true as const };
    },
  });
};
