import { z } from 'zod';
import { ImageSchema } from './images.ts';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';
import { POST_MAX, TIMELINE_TYPES } from './posts-values.ts';
import { AuthorSchema } from './social.ts';

/**
 * `POST social/posts/make-post`. A post goes on the timeline of whoever writes it: the person's own (`user`, their
 * user id), or with `businessID` the business's (`business`, that id), which the person must belong to.
 */
export const MakePostSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Write something to post')
    .max(POST_MAX, `A post can have at most ${POST_MAX} characters`),
  timelineID: z.uuid('timelineID must be a user or business id'),
  timelineType: z.enum(TIMELINE_TYPES, `timelineType is one of ${TIMELINE_TYPES.join(', ')}`),
  businessID: z.uuid('businessID must be a business id').optional(),
  /** A picture the person uploaded through the signed upload flow. */
  picture: ImageSchema.nullable().optional(),
});
export type MakePostInput = z.input<typeof MakePostSchema>;

export const PostIDParamsSchema = z.object({ postID: z.uuid('postID must be a post id') });
export const RemovePostSchema = z.object({ postID: z.uuid('postID must be a post id') });
export const TimelineParamsSchema = z.object({
  timelineID: z.uuid('timelineID must be a user or business id'),
});
export const TimelineQuerySchema = pagingSchema(LIMITS.timelinePageSize);
/** `nextID` is the last post of the page before: the feed goes on with the posts older than it. */
export const NewsfeedQuerySchema = z.object({ nextID: z.uuid('nextID must be a post id').optional() });

export const PostSchema = z.object({
  postID: z.uuid(),
  /** Plain text: clients show it escaped, never as HTML. */
  content: z.string(),
  createdAt: z.string(),
  author: AuthorSchema,
  header: z.object({
    author: AuthorSchema,
    metadata: z.object({ datetime: z.string(), resourceID: z.uuid() }),
  }),
  body: z.object({ text: z.string(), picture: ImageSchema.nullable() }),
  timelineID: z.uuid(),
  timelineType: z.enum(TIMELINE_TYPES),
});
export type Post = z.infer<typeof PostSchema>;

const ok = z.literal(true);
export const PostCreatedAnswerSchema = z.object({ success: ok, data: z.object({ postID: z.uuid() }) });
export const PostAnswerSchema = z.object({ success: ok, data: PostSchema });
export const NewsfeedAnswerSchema = z.object({
  success: ok,
  data: z.object({ posts: z.array(PostSchema), nextID: z.uuid().nullable() }),
});
export const TimelineAnswerSchema = z.object({ success: ok, data: z.object({ posts: z.array(PostSchema) }) });
