import { SuccessAnswerSchema } from '../businesses.ts';
import {
  MakePostSchema,
  NewsfeedAnswerSchema,
  NewsfeedQuerySchema,
  PostAnswerSchema,
  PostCreatedAnswerSchema,
  PostIDParamsSchema,
  RemovePostSchema,
  TimelineAnswerSchema,
  TimelineParamsSchema,
  TimelineQuerySchema,
} from '../posts.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Posts, the newsfeed and the timelines. */
export const postsEndpointSchemas = {
  postCreate: {
    security: NEEDS_SESSION,
    tags: ['posts'],
    summary:
      "Post plain text (and a picture the caller uploaded) on the writer's timeline: the person's, or with businessID the business's they post as",
    body: MakePostSchema,
    response: { 201: PostCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
  },
  post: {
    security: PUBLIC_ACCESS,
    tags: ['posts'],
    summary: 'A post with its author',
    params: PostIDParamsSchema,
    response: { 200: PostAnswerSchema, ...errorResponses(400, 404) },
  },
  postRemove: {
    security: NEEDS_SESSION,
    tags: ['posts'],
    summary:
      'Remove a post, with its likes and comments; only its author, or an owner or admin of the business that posted it',
    body: RemovePostSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  newsfeed: {
    security: NEEDS_SESSION,
    tags: ['posts'],
    summary:
      "A page of the caller's newsfeed, newest first: their posts, their businesses' and those of the businesses they follow; nextID (the last post's id, or null after the last page) asks for the next page",
    querystring: NewsfeedQuerySchema,
    response: { 200: NewsfeedAnswerSchema, ...errorResponses(400, 401) },
  },
  timeline: {
    security: PUBLIC_ACCESS,
    tags: ['posts'],
    summary: 'A page of the posts on the timeline of a person or business, newest first',
    description: 'An id that is neither a person with a profile nor a business answers 404.',
    params: TimelineParamsSchema,
    querystring: TimelineQuerySchema,
    response: { 200: TimelineAnswerSchema, ...errorResponses(400, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
