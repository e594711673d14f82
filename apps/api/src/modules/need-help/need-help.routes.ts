import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
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
  route(app, endpoints.needHelpSend, {
    // No session to count against, so the enquiries are counted per client address, in the same store as the
    // baseline per-address limit (shared through Redis when it is configured).
    config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowSeconds * 1000 } },
    handler: async (request, reply) => {
      await needHelp.send(request.body);
      return reply.code(201).send({ success: true as const });
    },
  });
};
