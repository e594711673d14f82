import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{
  people: UsersService;
  /** Puts the reference names of an answer (job position, gender, language, industry) in the language asked. */
  namesInRequestedLanguage: NamesInRequestedLanguage;
}> = async (app, { people: service, namesInRequestedLanguage }) => {
  route(app, endpoints.userProfile, {
    preSerialization: namesInRequestedLanguage,
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await service.profileOf(user) };
    },
  });

  route(app, endpoints.userProfileUpdate, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, message: await service.updateProfile(user, request.body) };
    },
  });

  route(app, endpoints.userPublicProfile, {
    preSerialization: namesInRequestedLanguage,
    handler: async (request) => ({
      success: true as const,
      profile: await service.publicProfileOf(request.params.id),
    }),
  });
};
