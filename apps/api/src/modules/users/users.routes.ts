import {
  PublicUserProfileAnswerSchema,
  UserIdParamsSchema,
  UserProfileAnswerSchema,
  UserProfileUpdateAnswerSchema,
  UserProfileUpdateSchema,
  ReferenceLanguageQuerySchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  /** Puts the reference names of an answer (job position, gender, language, industry) in the language asked. */
  namesInRequestedLanguage: NamesInRequestedLanguage;
}> = async (app, { users: service, namesInRequestedLanguage }) => {
  app.get(
    '/user/profile',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['users'],
        summary: "The signed-in person's profile, made from the account on the first call",
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: UserProfileAnswerSchema, ...errorResponses(400, 401) },
      },
      preSerialization: namesInRequestedLanguage,
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await service.profileOf(user) };
    },
  );

  app.put(
    '/user/profile',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['users'],
        summary: 'Change the profile: a missing field stays, null clears it; email is ignored',
        body: UserProfileUpdateSchema,
        response: { 200: UserProfileUpdateAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, message: await service.updateProfile(user, request.body) };
    },
  );

  app.get(
    '/user/public-profile/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Another person's profile as everyone sees it: no email or phone",
        params: UserIdParamsSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: PublicUserProfileAnswerSchema, ...errorResponses(400, 404) },
      },
      preSerialization: namesInRequestedLanguage,
    },
    async (request) => ({
      success: true as const,
      profile: await service.publicProfileOf(request.params.id),
    }),
  );
};
