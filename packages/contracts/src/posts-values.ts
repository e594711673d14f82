import { LIMITS } from './limits.ts';

/** Whose timeline a post is on: a person's, or a business's when the person posted as it. */
export const TIMELINE_TYPES = ['user', 'business'] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

export const POST_MAX = LIMITS.textAreaMax;
