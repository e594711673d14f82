import {
  BusinessIdParamsSchema,
  BusinessInvitationParamsSchema,
  InvitationAcceptedAnswerSchema,
  InvitationAnswerSchema,
  InvitationParamsSchema,
  InvitationsAnswerSchema,
  MemberAddSchema,
  SuccessAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
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
}> = async (app, { businessAccess, people }) => {
  const invitations = invitationsService(invitationsRepository(app.db), businessAccess, people);
  const tags = ['businesses'];

  app.post(
    '/business/:id/members',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Invite a person by email, or by the id of their portal profile, as admin or member (owner only); they belong to the business once they accept',
        params: BusinessIdParamsSchema,
        body: MemberAddSchema,
        response: { 201: InvitationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await invitations.invite(user, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/business/:id/invitations',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: "The business's pending invitations, oldest first (owner only)",
        params: BusinessIdParamsSchema,
        response: { 200: InvitationsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await invitations.listOfBusiness(user, request.params.id) };
    },
  );

  app.delete(
    '/business/:id/invitations/:invitationID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Withdraw a pending invitation (owner only)',
        params: BusinessInvitationParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await invitations.withdraw(user, request.params.id, request.params.invitationID);
      return { success: true as const };
    },
  );

  app.get(
    '/business/invitations/my-list',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: "The signed-in person's pending invitations (to the email of their account), newest first",
        response: { 200: InvitationsAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await invitations.mine(user) };
    },
  );

  app.post(
    '/business/invitations/:invitationID/accept',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Accept an invitation to the email of your account: you join the business with its access',
        params: InvitationParamsSchema,
        response: { 200: InvitationAcceptedAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await invitations.accept(user, request.params.invitationID) };
    },
  );

  app.post(
    '/business/invitations/:invitationID/decline',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Decline an invitation to the email of your account',
        params: InvitationParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await invitations.decline(user, request.params.invitationID);
      return { success: true as const };
    },
  );
};
