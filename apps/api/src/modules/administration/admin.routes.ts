import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MembershipService } from '../membership/membership.service.ts';
import type { NeedHelpService } from '../need-help/need-help.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import type { RfqService } from '../rfq/rfq.service.ts';
import type { SearchSynonymsService } from '../search/search-synonyms.service.ts';
import type { SupportService } from '../support/support.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { guardAdministration } from './admin-guard.ts';
import type { AdministratorsRepository } from './administrators.repository.ts';

export interface AdminRoutesOptions {
  administrators: AdministratorsRepository;
  verification: VerificationService;
  support: SupportService;
  needHelp: NeedHelpService;
  synonyms: SearchSynonymsService;
  rfq: Pick<RfqService, 'exchangeRates' | 'setExchangeRate'>;
  membership: Pick<MembershipService, 'mismatches'>;
  reviews: Pick<ReviewsService, 'moderationList' | 'hide' | 'keep' | 'show'>;
}

/**
 * `admin/…`: the portal's administrators decide verification requests, record the support given to businesses, read
 * the need-help enquiries, keep the search's synonyms and the exchange rates of quotes, see the payments that did
 * not pay their plan's price, and hide or keep the reviews people report.
 * To anyone else every one of these routes is an unknown address. `user/administrator` tells the web app whether to
 * offer the administration.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { administrators, verification, support, needHelp, synonyms, rfq, membership, reviews },
) => {
  route(app, endpoints.administrator, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: { administrator: await administrators.isAdministrator(user.userID) },
      };
    },
  });

  // The administration's own scope: its guard applies to its routes only.
  await app.register(async (scope) => {
    guardAdministration(scope, administrators);
    const admin = scope.withTypeProvider<ZodTypeProvider>();

    route(admin, endpoints.adminVerificationRequests, {
      handler: async (request) => ({ success: true as const, data: await verification.queue(request.query) }),
    });

    route(admin, endpoints.adminVerificationRequest, {
      handler: async (request) => ({
        success: true as const,
        data: await verification.detail(request.params.requestID),
      }),
    });

    route(admin, endpoints.adminVerificationApprove, {
      handler: async (request) => {
        const user = await app.auth.requireUser(request);
        return {
          success: true as const,
          data: await verification.approve(user.userID, request.params.requestID),
        };
      },
    });

    route(admin, endpoints.adminVerificationReject, {
      handler: async (request) => {
        const user = await app.auth.requireUser(request);
        return {
          success: true as const,
          data: await verification.reject(user.userID, request.params.requestID, request.body.reason),
        };
      },
    });

    route(admin, endpoints.adminSupport, {
      handler: async (request) => ({
        success: true as const,
        data: await support.summary(request.params.businessID),
      }),
    });

    route(admin, endpoints.adminSupportRecord, {
      handler: async (request, reply) => {
        const user = await app.auth.requireUser(request);
        const data = await support.record(user.userID, request.params.businessID, request.body);
        return reply.code(201).send({ success: true as const, data });
      },
    });

    route(admin, endpoints.adminNeedHelp, {
      handler: async (request) => ({ success: true as const, data: await needHelp.list(request.query) }),
    });
    route(admin, endpoints.adminSearchSynonyms, {
      handler: async () => ({ success: true as const, data: await synonyms.list() }),
    });

    route(admin, endpoints.adminSearchSynonymAdd, {
      handler: async (request, reply) => {
        void reply.code(201);
        return { success: true as const, data: await synonyms.create(request.body.terms) };
      },
    });

    route(admin, endpoints.adminSearchSynonymUpdate, {
      handler: async (request) => ({
        success: true as const,
        data: await synonyms.update(request.params.synonymID, request.body.terms),
      }),
    });

    route(admin, endpoints.adminExchangeRates, {
      handler: async () => ({ success: true as const, data: await rfq.exchangeRates() }),
    });

    route(admin, endpoints.adminExchangeRateSet, {
      handler: async (request) => {
        await rfq.setExchangeRate(request.body);
        return { success: true as const, data: request.body };
      },
    });

    route(admin, endpoints.adminPaymentMismatches, {
      handler: async (request) => ({
        success: true as const,
        data: await membership.mismatches(request.query),
      }),
    });

    route(admin, endpoints.adminSearchSynonymRemove, {
      handler: async (request) => {
        await synonyms.remove(request.params.synonymID);
        return { success: true as const };
      },
    });

    route(admin, endpoints.adminReviews, {
      handler: async (request) => ({
        success: true as const,
        data: await reviews.moderationList(request.query),
      }),
    });

    route(admin, endpoints.adminReviewHide, {
      handler: async (request) => {
        const user = await app.auth.requireUser(request);
        await reviews.hide(user.userID, request.params.reviewID, request.body.reason);
        return { success: true as const };
      },
    });

    route(admin, endpoints.adminReviewKeep, {
      handler: async (request) => {
        await reviews.keep(request.params.reviewID);
        return { success: true as const };
      },
    });

    route(admin, endpoints.adminReviewShow, {
      handler: async (request) => {
        await reviews.show(request.params.reviewID);
        return { success: true as const };
      },
    });
  });
};
