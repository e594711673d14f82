import { z } from 'zod';
import { ImageSchema } from './images.ts';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';
import { COMMENT_MAX, REACTION_TYPES, RESOURCE_TYPES } from './social-values.ts';

export const ResourceTypeParamsSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES, `The resource type is one of ${RESOURCE_TYPES.join(', ')}`),
});
export const ResourceIDParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
export const ReactionCheckParamsSchema = z.object({ resourceID: z.uuid('resourceID must be a UUID') });
/** `businessID` everywhere in social means "acting as this business"; the server checks the person belongs to it. */
export const ActingQuerySchema = z.object({
  businessID: z.uuid('businessID must be a business id').optional(),
});

export const ReactBodySchema = z.object({
  resourceID: z.uuid('resourceID must be a UUID'),
  businessID: z.uuid('businessID must be a business id').optional(),
  reactionType: z.enum(REACTION_TYPES).default('like'),
});
export type ReactBody = z.infer<typeof ReactBodySchema>;
export const UnreactBodySchema = ReactBodySchema.omit({ reactionType: true });
export type UnreactBody = z.infer<typeof UnreactBodySchema>;

export const FollowBodySchema = z.object({ resourceID: z.uuid('resourceID must be a business id') });

export const MakeCommentSchema = z.object({
  resourceID: z.uuid('resourceID must be a UUID'),
  resourceType: z.enum(RESOURCE_TYPES).default('post'),
  content: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(COMMENT_MAX, `A comment can have at most ${COMMENT_MAX} characters`),
  businessID: z.uuid('businessID must be a business id').optional(),
});
export type MakeCommentInput = z.input<typeof MakeCommentSchema>;
export const CommentsQuerySchema = pagingSchema(LIMITS.commentPageSize);

/** Who did something: a person, or a business when they acted as one (shown by company name and its photo). */
export const AuthorSchema = z.object({
  userID: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profilePhoto: ImageSchema.nullable(),
  businessID: z.uuid().optional(),
  companyName: z.string().optional(),
  businessPhoto: ImageSchema.nullable().optional(),
  /** The public path segment of the business, when the author is one. */
  businessKey: z.string().optional(),
});
export type Author = z.infer<typeof AuthorSchema>;

export const CommentSchema = z.object({
  commentID: z.uuid(),
  /** Plain text: clients show it escaped, never as HTML. */
  content: z.string(),
  createdAt: z.string(),
  whoComment: AuthorSchema,
  repliesCount: z.number().int(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const ReactionSummarySchema = z.object({
  reactionCount: z.object({ like: z.number().int() }),
  followersCount: z.number().int(),
  commentsCount: z.number().int(),
  /** For the signed-in caller (or the business in `businessID`); false for visitors. */
  liked: z.boolean(),
  following: z.boolean(),
});
export type ReactionSummary = z.infer<typeof ReactionSummarySchema>;

const ok = z.literal(true);
export const ReactionSummaryAnswerSchema = z.object({ success: ok, data: ReactionSummarySchema });
export const ReactionCheckAnswerSchema = z.object({
  success: ok,
  data: z.object({ reactionType: z.enum(REACTION_TYPES).nullable() }),
});
export const FollowSummaryAnswerSchema = z.object({
  success: ok,
  data: z.object({ followersCount: z.number().int(), following: z.boolean() }),
});
export const CommentCreatedAnswerSchema = z.object({ success: ok, data: z.object({ commentID: z.uuid() }) });
export const CommentsAnswerSchema = z.object({
  success: ok,
  data: z.object({ comments: z.array(CommentSchema) }),
});
