import {
  BusinessCreatedAnswerSchema,
  BusinessCreateSchema,
  BusinessIdParamsSchema,
  BusinessListAnswerSchema,
  BusinessProfileAnswerSchema,
  BusinessUpdatedAnswerSchema,
  BusinessUpdateSchema,
  ListBusinessQuerySchema,
  MyBusinessListAnswerSchema,
  ReferenceLanguageQuerySchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { OwnImages, UsersService } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import type { BusinessesService } from './businesses.service.ts';
import { certificatesRoutes } from './certificates.routes.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { membersRoutes } from './members.routes.ts';

export interface BusinessesRoutesOptions {
  businesses: BusinessesService;
  businessAccess: BusinessAccessPolicy;
  people: Pick<UsersService, 'ensureProfile'>;
  images: OwnImages;
  /** The rendered pages, which a change of a business's certificates makes stale. */
  pages: PageInvalidation;
  /** Puts the reference names of an answer in the language its request asks for (`?lang=`). */
  namesInRequestedLanguage: NamesInRequestedLanguage;
}

/** The business profile routes (contract section "Businesses"), their certificates, their members and the invitations to join them. */
export const businessesRoutes: FastifyPluginAsyncZod<BusinessesRoutesOptions> = async (app, options) => {
  const { businesses } = options;

  app.get(
    '/business/profile/my-list',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['businesses'],
        summary: 'Every business the signed-in person belongs to, with their access, newest first',
        response: { 200: MyBusinessListAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await businesses.myList(user.userID) };
    },
  );

  app.get(
    '/business/profile/list-business',
    {
      schema: {
        tags: ['businesses'],
        summary: 'The businesses a person owns, newest first',
        querystring: ListBusinessQuerySchema,
        response: { 200: BusinessListAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await businesses.ownedBy(request.query.userID) }),
  );

  app.post(
    '/business/profile/create',
    {
      config: { userRateLimit: 'businesses' },
      schema: {
        security: NEEDS_SESSION,
        tags: ['businesses'],
        summary: 'Create a business; the caller becomes its owner',
        body: BusinessCreateSchema,
        response: { 201: BusinessCreatedAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const businessID = await businesses.create(user, request.body);
      return reply.code(201).send({ success: true as const, data: { businessID } });
    },
  );

  app.get(
    '/business/profile/:id',
    {
      schema: {
        tags: ['businesses'],
        summary: "A business's profile, with the caller's access when they belong to it",
        params: BusinessIdParamsSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: BusinessProfileAnswerSchema, ...errorResponses(400, 401, 404) },
      },
      preSerialization: options.namesInRequestedLanguage,
    },
    async (request) => {
      const viewer = await app.auth.optionalUser(request);
      return { success: true as const, ...(await businesses.publicProfileOf(request.params.id, viewer)) };
    },
  );

  app.put(
    '/business/profile/:id',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['businesses'],
        summary: 'Change any of the groups; a missing field stays, null clears it (owner or admin)',
        params: BusinessIdParamsSchema,
        body: BusinessUpdateSchema,
        response: { 200: BusinessUpdatedAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await businesses.update(user, request.params.id, request.body),
      };
    },
  );

  await app.register(certificatesRoutes, options);
  await app.register(membersRoutes, options);
  await app.register(invitationsRoutes, options);
};
