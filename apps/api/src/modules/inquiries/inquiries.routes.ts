import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InquiriesService } from './inquiries.service.ts';

export interface InquiriesRoutesOptions {
  inquiries: InquiriesService;
}

const ok = { success: true as const };

/** Requests to businesses and the message center's threads; every call needs a session. */
export const inquiriesRoutes: FastifyPluginAsyncZod<InquiriesRoutesOptions> = async (app, { inquiries }) => {
  route(app, endpoints.inquirySend, {
    config: { userRateLimit: 'inquiries' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const requestID = await inquiries.send(user, request.body);
      return reply.code(201).send({ success: true as const, data: { requestID } });
    },
  });

  route(app, endpoints.inquiries, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const { threads, next } = await inquiries.list(user, request.query);
      return { success: true as const, data: threads, next };
    },
  });

  route(app, endpoints.inquiriesUnread, {
    handler: async (request) => ({
      success: true as const,
      data: await inquiries.unreadCounts(await app.auth.requireUser(request)),
    }),
  });

  route(app, endpoints.inquiryMessages, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await inquiries.read(user, request.params.rid, request.query),
      };
    },
  });

  route(app, endpoints.inquiryReply, {
    config: { userRateLimit: 'messages' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      await inquiries.reply(user, request.params.rid, request.query.bid, request.body.content);
      return reply.code(201).send(ok);
    },
  });

  route(app, endpoints.inquiryEnd, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await inquiries.end(user, request.params.rid, request.query.bid);
      return ok;
    },
  });

  route(app, endpoints.inquiryDealClosed, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await inquiries.markDealClosed(user, request.params.rid, request.query.bid),
      };
    },
  });
};
