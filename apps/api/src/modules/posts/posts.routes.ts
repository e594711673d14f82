import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PostsService } from './posts.service.ts';

export interface PostsRoutesOptions {
  posts: PostsService;
}

/** Posts on the timelines of people and businesses, the timelines, and each person's newsfeed. */
export const postsRoutes: FastifyPluginAsyncZod<PostsRoutesOptions> = async (app, { posts }) => {
  route(app, endpoints.postCreate, {
    config: { userRateLimit: 'posts' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const postID = await posts.makePost(user, request.body);
      return reply.code(201).send({ success: true as const, data: { postID } });
    },
  });

  route(app, endpoints.post, {
    handler: async (request) => ({ success: true as const, data: await posts.postOf(request.params.postID) }),
  });

  route(app, endpoints.postRemove, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await posts.removePost(user, request.body.postID);
      return { success: true as const };
    },
  });

  route(app, endpoints.newsfeed, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await posts.newsfeed(user, request.query.nextID) };
    },
  });

  route(app, endpoints.timeline, {
    handler: async (request) => ({
      success: true as const,
      data: { posts: await posts.timeline(request.params.timelineID, request.query) },
    }),
  });
};
