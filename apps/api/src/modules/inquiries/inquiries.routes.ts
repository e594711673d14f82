import {
  InquiryIdentityQuerySchema,
  InquiryListQuerySchema,
  InquiryMessagesQuerySchema,
  InquiryParamsSchema,
  InquirySentAnswerSchema,
  SendInquirySchema,
  SendMessageSchema,
  SuccessAnswerSchema,
  ThreadListAnswerSchema,
  ThreadMessagesAnswerSchema,
  UnreadCountsAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { InquiriesService } from './inquiries.service.ts';

export interface InquiriesRoutesOptions {
  inquiries: InquiriesService;
}

const ok = { success: true as const };
const tags = ['inquiries'];

/** Requests to businesses and the message center's threads; every call needs a session. */
export const inquiriesRoutes: FastifyPluginAsyncZod<InquiriesRoutesOptions> = async (app, { inquiries }) => {
  app.post(
    '/business/request',
    {
      config: { userRateLimit: 'inquiries' },
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Send a request to a business, as the person (`from` left out) or as one of their businesses; plain text',
        body: SendInquirySchema,
        response: { 201: InquirySentAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const requestID = await inquiries.send(user, request.body);
      return reply.code(201).send({ success: true as const, data: { requestID } });
    },
  );

  app.get(
    '/business/request',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          "A page of the threads of the person (ubid left out or their id) or of one of their businesses, newest activity first; `next` is the following page's cursor",
        querystring: InquiryListQuerySchema,
        response: { 200: ThreadListAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const { threads, next } = await inquiries.list(user, request.query);
      return { success: true as const, data: threads, next };
    },
  );

  app.get(
    '/business/request/unread',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Unread threads of the person and of each of their businesses, and the total, for the header',
        response: { 200: UnreadCountsAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await inquiries.unreadCounts(await app.auth.requireUser(request)),
    }),
  );

  app.get(
    '/business/request/:rid/get-messages',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'A thread and its newest messages, oldest first, as the identity in bid (else the caller’s party); marks it read for it. `older` is the cursor of the messages before them, for `before`',
        params: InquiryParamsSchema,
        querystring: InquiryMessagesQuerySchema,
        response: { 200: ThreadMessagesAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await inquiries.read(user, request.params.rid, request.query),
      };
    },
  );

  app.post(
    '/business/request/:rid/send-message',
    {
      config: { userRateLimit: 'messages' },
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Reply in a thread as one of its parties; 409 once the conversation has ended',
        params: InquiryParamsSchema,
        querystring: InquiryIdentityQuerySchema,
        body: SendMessageSchema,
        response: { 201: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      await inquiries.reply(user, request.params.rid, request.query.bid, request.body.content);
      return reply.code(201).send(ok);
    },
  );

  app.post(
    '/business/request/:rid/end-request',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'End the conversation for both parties; either may, and ending it again is a success',
        params: InquiryParamsSchema,
        querystring: InquiryIdentityQuerySchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await inquiries.end(user, request.params.rid, request.query.bid);
      return ok;
    },
  );
};
