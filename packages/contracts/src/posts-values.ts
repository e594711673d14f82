import { LIMITS } from './limits.ts';

/** Whose timeline a post is on: a person's, or a business's when the person posted as it. */
export const TIMELINE_TYPES = ['user', 'business'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

export const POST_MAX = LIMITS.textAreaMax;
export const POST_PLACEHOLDER = 'Type here...';
export const POST_CREATED_MESSAGE = 'Post created!';
export const POST_FAILED_MESSAGE = 'There was an error creating this post!';
export const POST_REMOVE_FAILED_MESSAGE = 'Ocurrió un error al borrar el post';
export const NEWSFEED_FAILED_MESSAGE = 'Failed loading your newsfeed';
