import { LIMITS } from './limits.ts';

/** What can be liked and commented on (`comment` for replies). */
export const RESOURCE_TYPES = ['post', 'comment', 'product', 'business'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
/** A person can only like: there are no other reactions (no dislikes, no emoji). */
export const REACTION_TYPES = ['like'] as const;

export const COMMENT_MAX = LIMITS.textAreaMax;

/**
 * Where the next page of comments starts, or undefined when the list has ended. Offsets are multiples of the page size;
 * a page that comes back short (or empty) was the last, so `Load more` shows while pages are full.
 */
export const nextCommentsSkip = (lastPageLength: number, pagesLoaded: number) =>
  lastPageLength >= LIMITS.commentPageSize ? pagesLoaded * LIMITS.commentPageSize : undefined;
