import {
  MakePostSchema,
  NewsfeedAnswerSchema,
  NewsfeedQuerySchema,
  PostAnswerSchema,
  PostCreatedAnswerSchema,
  PostIdParamsSchema,
  RemovePostSchema,
  SuccessAnswerSchema,
  TimelineAnswerSchema,
  TimelineParamsSchema,
  TimelineQuerySchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { PostsService } from './posts.service.ts';

export interface PostsRoutesOptions {
  posts: PostsService;
}

const tags = ['posts'];

/** Posts on the timelines of people and businesses, the timelines, and each person's newsfeed. */
export const postsRoutes: FastifyPluginAsyncZod<PostsRoutesOptions> = async (app, { posts }) => {
  app.post(
    '/social/posts/make-post',
    {
      config: { userRateLimit: 'posts' },
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          "Post plain text (and a picture the caller uploaded) on the writer's timeline: the person's, or with businessID the business's they post as",
        body: MakePostSchema,
        response: { 201: PostCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const postID = await posts.makePost(user, request.body);
      return reply.code(201).send({ success: true as const, data: { postID } });
    },
  );

  app.get(
    '/social/posts/:postID',
    {
      schema: {
        tags,
        summary: 'A post with its author',
        params: PostIdParamsSchema,
        response: { 200: PostAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await posts.postOf(request.params.postID) }),
  );

  app.delete(
    '/social/posts/remove-post',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Remove a post, with its likes and comments; only its author, or an owner or admin of the business that posted it',
        body: RemovePostSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await posts.removePost(user, request.body.postID);
      return { success: true as const };
    },
  );

  app.get(
    '/newsfeed/load',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          "A page of the caller's newsfeed, newest first: their posts, their businesses' and those of the businesses they follow; nextID (the last post's id, or null after the last page) asks for the next page",
        querystring: NewsfeedQuerySchema,
        response: { 200: NewsfeedAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await posts.newsfeed(user, request.query.nextID) };
    },
  );

  app.get(
    '/timeline/load/:timelineID',
    {
      schema: {
        tags,
        summary: 'A page of the posts on the timeline of a person or business, newest first',
        description: 'An id that is neither a person with a profile nor a business answers 404.',
        params: TimelineParamsSchema,
        querystring: TimelineQuerySchema,
        response: { 200: TimelineAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { posts: await posts.timeline(request.params.timelineID, request.query) },
    }),
  );
};
