import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { actingIdentity } from './acting-identity.ts';
import { commentsService } from './comments.service.ts';
import { followsService } from './follows.service.ts';
import { reactionsService } from './reactions.service.ts';
import { resourceResolver, type ResourceLookup } from './resources.ts';
import type { People } from './social-deps.ts';
import { socialRepository } from './social.repository.ts';

export interface SocialRoutesOptions {
  people: People;
  businessAccess: BusinessAccessPolicy;
  /** A product's business, from the products module. */
  productOwner: ResourceLookup;
  /** A post's timeline, from the posts module. */
  postOwner: ResourceLookup;
  pages: PageInvalidation;
  notifications: Pick<NotificationsService, 'notificationOf'>;
}

const ok = { success: true as const };

/** Likes, follows and comments on businesses, products, comments and posts. */
export const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (
  app,
  { people, businessAccess, productOwner, postOwner, pages, notifications },
) => {
  const repo = socialRepository(app.db);
  const acting = actingIdentity(businessAccess);
  const resources = resourceResolver({
    // The policy answers NotFound itself for an unknown business, with the same message.
    business: (id) => businessAccess.accessOf(null, id).then(() => id),
    product: productOwner,
    comment: async (id) => (await repo.commentOf(id))?.authorID ?? null,
    post: postOwner,
  });
  const deps = { repo, acting, resources, people, pages, notifications };
  const reactions = reactionsService(deps);
  const follows = followsService(deps);
  const comments = commentsService(deps);

  route(app, endpoints.reactionAdd, {
    config: { userRateLimit: 'reactions' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await reactions.react(user, request.params.resourceType, request.body);
      return ok;
    },
  });

  route(app, endpoints.reactionRemove, {
    config: { userRateLimit: 'reactions' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await reactions.unreact(user, request.params.resourceType, request.body);
      return ok;
    },
  });

  route(app, endpoints.reactionCheck, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await reactions.reactionOf(user, request.params.resourceID, request.query.businessID),
      };
    },
  });

  route(app, endpoints.reactionSummary, {
    handler: async (request) => ({
      success: true as const,
      data: await reactions.summaryOf(
        await app.auth.optionalUser(request),
        request.params.id,
        request.query.businessID,
      ),
    }),
  });

  route(app, endpoints.followSummary, {
    handler: async (request) => ({
      success: true as const,
      data: await follows.summaryOf(await app.auth.optionalUser(request), request.params.id),
    }),
  });

  route(app, endpoints.followBusiness, {
    config: { userRateLimit: 'reactions' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await follows.follow(user, request.body.resourceID);
      return ok;
    },
  });

  route(app, endpoints.unfollow, {
    config: { userRateLimit: 'reactions' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await follows.unfollow(user, request.params.id);
      return ok;
    },
  });

  route(app, endpoints.commentAdd, {
    config: { userRateLimit: 'comments' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const commentID = await comments.makeComment(user, request.body);
      return reply.code(201).send({ success: true as const, data: { commentID } });
    },
  });

  route(app, endpoints.comments, {
    handler: async (request) => ({
      success: true as const,
      data: { comments: await comments.commentsOf(request.params.resourceID, request.query) },
    }),
  });
};
