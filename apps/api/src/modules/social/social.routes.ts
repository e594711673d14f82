import {
  ActingQuerySchema,
  CommentCreatedAnswerSchema,
  CommentsAnswerSchema,
  CommentsQuerySchema,
  FollowBodySchema,
  FollowSummaryAnswerSchema,
  MakeCommentSchema,
  ReactBodySchema,
  ReactionCheckAnswerSchema,
  ReactionCheckParamsSchema,
  ReactionSummaryAnswerSchema,
  ResourceIdParamsSchema,
  ResourceTypeParamsSchema,
  SuccessAnswerSchema,
  UnreactBodySchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
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

  app.post(
    '/social/reaction/react/:resourceType',
    {
      config: { userRateLimit: 'reactions' },
      schema: {
        security: NEEDS_SESSION,
        tags: ['social'],
        summary: 'Like a resource, as the person or as one of their businesses; liking twice is one like',
        params: ResourceTypeParamsSchema,
        body: ReactBodySchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await reactions.react(user, request.params.resourceType, request.body);
      return ok;
    },
  );

  app.delete(
    '/social/reaction/react/:resourceType',
    {
      config: { userRateLimit: 'reactions' },
      schema: {
        security: NEEDS_SESSION,
        tags: ['social'],
        summary: 'Take back a like; taking back one that is not there is a success too',
        params: ResourceTypeParamsSchema,
        body: UnreactBodySchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await reactions.unreact(user, request.params.resourceType, request.body);
      return ok;
    },
  );

  app.get(
    '/social/reaction/check/:resourceID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['social'],
        summary: "The caller's reaction to a resource (as the business in businessID, if given), or null",
        params: ReactionCheckParamsSchema,
        querystring: ActingQuerySchema,
        response: { 200: ReactionCheckAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: await reactions.reactionOf(user, request.params.resourceID, request.query.businessID),
      };
    },
  );

  app.get(
    '/social/reaction/summary/:id',
    {
      schema: {
        tags: ['social'],
        summary:
          "Likes, followers and comments of a resource; liked and following are the caller's (false for visitors)",
        params: ResourceIdParamsSchema,
        querystring: ActingQuerySchema,
        response: { 200: ReactionSummaryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reactions.summaryOf(
        await app.auth.optionalUser(request),
        request.params.id,
        request.query.businessID,
      ),
    }),
  );

  app.get(
    '/social/follow/:id/summary',
    {
      schema: {
        tags: ['social'],
        summary: 'Followers of a business and whether the caller follows it (false for visitors)',
        params: ResourceIdParamsSchema,
        response: { 200: FollowSummaryAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await follows.summaryOf(await app.auth.optionalUser(request), request.params.id),
    }),
  );

  app.post(
    '/social/follow/business',
    {
      config: { userRateLimit: 'reactions' },
      schema: {
        security: NEEDS_SESSION,
        tags: ['social'],
        summary: 'Follow a business; following it again changes nothing',
        body: FollowBodySchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await follows.follow(user, request.body.resourceID);
      return ok;
    },
  );

  app.delete(
    '/social/follow/:id',
    {
      config: { userRateLimit: 'reactions' },
      schema: {
        security: NEEDS_SESSION,
        tags: ['social'],
        summary: 'Stop following a business; a success even when the caller did not follow it',
        params: ResourceIdParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await follows.unfollow(user, request.params.id);
      return ok;
    },
  );

  app.post(
    '/social/comments/make-comment',
    {
      config: { userRateLimit: 'comments' },
      schema: {
        security: NEEDS_SESSION,
        tags: ['social'],
        summary: 'Comment on a resource, or reply to a comment (one level); the text is stored as given',
        body: MakeCommentSchema,
        response: { 201: CommentCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const commentID = await comments.makeComment(user, request.body);
      return reply.code(201).send({ success: true as const, data: { commentID } });
    },
  );

  app.get(
    '/social/comments/:resourceID',
    {
      schema: {
        tags: ['social'],
        summary: 'A page of the comments on a resource (or the replies to a comment), newest first',
        params: ReactionCheckParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: CommentsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { comments: await comments.commentsOf(request.params.resourceID, request.query) },
    }),
  );
};
