import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailOutbox } from '../mail/mail.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import { invitationsRepository } from './invitations.repository.ts';
import { invitationsService } from './invitations.service.ts';

/**
 * Invitations to a business (decision 0008): the owner invites through `POST business/{id}/members`, lists and
 * withdraws them; the invited person lists theirs and accepts or declines.
 */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  businessAccess: BusinessAccessPolicy;
  people: Pick<UsersService, 'ensureProfile'>;
  outbox: MailOutbox;
}> = async (app, { businessAccess, people, outbox }) => {
  const invitations = invitationsService(invitationsRepository(app.db, outbox), businessAccess, people);

  route(app, endpoints.memberInvite, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await invitations.invite(user, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });

  route(app, endpoints.invitations, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await invitations.listOfBusiness(user, request.params.id) };
    },
  });

  route(app, endpoints.invitationCancel, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await invitations.withdraw(user, request.params.id, request.params.invitationID);
      return { success: true as const };
    },
  });

  route(app, endpoints.myInvitations, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await invitations.mine(user) };
    },
  });

  route(app, endpoints.invitationAccept, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await invitations.accept(user, request.params.invitationID) };
    },
  });

  route(app, endpoints.invitationDecline, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await invitations.decline(user, request.params.invitationID);
      return { success: true as const };
    },
  });
};
