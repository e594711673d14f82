import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';

const ok = { success: true as const };

/**
 * Reviews from closed deals: written and answered from a thread (signed in), listed on the business page (public),
 * reported to the administrators (signed in).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  route(app, endpoints.threadReview, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { ...ok, data: await reviews.ofThread(user, request.params.rid, request.query.bid) };
    },
  });

  route(app, endpoints.reviewCreate, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const reviewID = await reviews.create(user, request.params.rid, request.query.bid, request.body);
      return reply.code(201).send({ ...ok, data: { reviewID } });
    },
  });

  route(app, endpoints.reviewAnswer, {
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      await reviews.answer(user, request.params.rid, request.query.bid, request.body.text);
      return reply.code(201).send(ok);
    },
  });

  route(app, endpoints.reviewReport, {
    config: { userRateLimit: 'reviewReports' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      await reviews.report(user, request.params.id, request.params.reviewID, request.body);
      return reply.code(201).send(ok);
    },
  });

  route(app, endpoints.businessReviews, {
    handler: async (request) => ({
      ...ok,
      data: await reviews.ofBusiness(request.params.id, request.query),
    }),
  });
};
