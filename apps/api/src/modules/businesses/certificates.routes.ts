import {
  BusinessIdParamsSchema,
  CertificateAnswerSchema,
  CertificateInputSchema,
  CertificateParamsSchema,
  CertificatesAnswerSchema,
  SuccessAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { OwnImages } from '../users/users.service.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import { certificatesRepository } from './certificates.repository.ts';
import { certificatesService } from './certificates.service.ts';

/** `business/profile/{id}/certificates[/{certificateID}]`: everyone reads, owner or admin writes. */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  businessAccess: BusinessAccessPolicy;
  images: OwnImages;
  pages: PageInvalidation;
}> = async (app, { businessAccess, images, pages }) => {
  const certificates = certificatesService(certificatesRepository(app.db), businessAccess, images, pages);
  const tags = ['businesses'];

  app.get(
    '/business/profile/:id/certificates',
    {
      schema: {
        tags,
        summary: "A business's certificates, newest issue first",
        params: BusinessIdParamsSchema,
        response: { 200: CertificatesAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await certificates.list(request.params.id) }),
  );

  app.post(
    '/business/profile/:id/certificates',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Add a certificate (owner or admin)',
        params: BusinessIdParamsSchema,
        body: CertificateInputSchema,
        response: { 201: CertificateAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await certificates.add(user.userID, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/business/profile/:id/certificates/:certificateID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Change a certificate; a missing expire date or photo stays, null clears it (owner or admin)',
        params: CertificateParamsSchema,
        body: CertificateInputSchema,
        response: { 200: CertificateAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const { id, certificateID } = request.params;
      return {
        success: true as const,
        data: await certificates.update(user.userID, id, certificateID, request.body),
      };
    },
  );

  app.delete(
    '/business/profile/:id/certificates/:certificateID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Remove a certificate (owner or admin)',
        params: CertificateParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await certificates.remove(user.userID, request.params.id, request.params.certificateID);
      return { success: true as const };
    },
  );
};
