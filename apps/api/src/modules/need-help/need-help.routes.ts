import { NeedHelpEnquirySchema, SuccessAnswerSchema } from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NeedHelpService } from './need-help.service.ts';

export interface NeedHelpRoutesOptions {
  needHelp: NeedHelpService;
  /** Enquiries per client address and window. */
  rateLimit: { max: number; windowSeconds: number };
}

/** `POST needhelp/send`: the need-help form of `/contact-us/form`, open to visitors. */
export const needHelpRoutes: FastifyPluginAsyncZod<NeedHelpRoutesOptions> = async (
  app,
  { needHelp, rateLimit },
) => {
  app.post(
    '/needhelp/send',
    {
      // No session to count against, so the enquiries are counted per client address, in the same store as the
      // baseline per-address limit (shared through Redis when it is configured).
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowSeconds * 1000 } },
      schema: {
        tags: ['need help'],
        summary:
          'Ask the portal’s support for help: the enquiry is stored and emailed to support. No session needed; the company telephone and the email are required',
        body: NeedHelpEnquirySchema,
        response: { 201: SuccessAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await needHelp.send(request.body);
      return reply.code(201).send({ success: true as const });
    },
  );
};
