import {
  BusinessIdParamsSchema,
  MemberAnswerSchema,
  MemberParamsSchema,
  MembersAnswerSchema,
  MemberUpdateSchema,
  SuccessAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
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
  const tags = ['businesses'];

  app.get(
    '/business/:id/members',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: "The business's members, the owner first (members only)",
        params: BusinessIdParamsSchema,
        response: { 200: MembersAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await members.list(user, request.params.id) };
    },
  );

  app.put(
    '/business/:id/members/:userID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: "Change a member's access (owner only; the owner's own cannot change)",
        params: MemberParamsSchema,
        body: MemberUpdateSchema,
        response: { 200: MemberAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const { id, userID } = request.params;
      return {
        success: true as const,
        data: await members.changeAccess(user, id, userID, request.body.access),
      };
    },
  );

  app.delete(
    '/business/:id/members/:userID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Remove a member (owner only), or leave the business (yourself); the owner cannot be removed',
        params: MemberParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await members.remove(user, request.params.id, request.params.userID);
      return { success: true as const };
    },
  );
};
