import { SuccessAnswerSchema } from '../businesses.ts';
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
  ResourceIDParamsSchema,
  ResourceTypeParamsSchema,
  UnreactBodySchema,
} from '../social.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Reactions, follows and comments. */
export const socialEndpointSchemas = {
  reactionAdd: {
    security: NEEDS_SESSION,
    tags: ['social'],
    summary: 'Like a resource, as the person or as one of their businesses; liking twice is one like',
    params: ResourceTypeParamsSchema,
    body: ReactBodySchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
  },
  reactionRemove: {
    security: NEEDS_SESSION,
    tags: ['social'],
    summary: 'Take back a like; taking back one that is not there is a success too',
    params: ResourceTypeParamsSchema,
    body: UnreactBodySchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
  },
  reactionCheck: {
    security: NEEDS_SESSION,
    tags: ['social'],
    summary: "The caller's reaction to a resource (as the business in businessID, if given), or null",
    params: ReactionCheckParamsSchema,
    querystring: ActingQuerySchema,
    response: { 200: ReactionCheckAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  reactionSummary: {
    security: PUBLIC_ACCESS,
    tags: ['social'],
    summary:
      "Likes, followers and comments of a resource; liked and following are the caller's (false for visitors)",
    params: ResourceIDParamsSchema,
    querystring: ActingQuerySchema,
    response: { 200: ReactionSummaryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  followSummary: {
    security: PUBLIC_ACCESS,
    tags: ['social'],
    summary: 'Followers of a business and whether the caller follows it (false for visitors)',
    params: ResourceIDParamsSchema,
    response: { 200: FollowSummaryAnswerSchema, ...errorResponses(400, 401) },
  },
  followBusiness: {
    security: NEEDS_SESSION,
    tags: ['social'],
    summary: 'Follow a business; following it again changes nothing',
    body: FollowBodySchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 429) },
  },
  unfollow: {
    security: NEEDS_SESSION,
    tags: ['social'],
    summary: 'Stop following a business; a success even when the caller did not follow it',
    params: ResourceIDParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 429) },
  },
  commentAdd: {
    security: NEEDS_SESSION,
    tags: ['social'],
    summary: 'Comment on a resource, or reply to a comment (one level); the text is stored as given',
    body: MakeCommentSchema,
    response: { 201: CommentCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
  },
  comments: {
    security: PUBLIC_ACCESS,
    tags: ['social'],
    summary: 'A page of the comments on a resource (or the replies to a comment), newest first',
    params: ReactionCheckParamsSchema,
    querystring: CommentsQuerySchema,
    response: { 200: CommentsAnswerSchema, ...errorResponses(400) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
