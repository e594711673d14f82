import { endpointsOf } from './endpoint.ts';

/** Reactions, follows and comments. Relative to `API_URL`. */
export const socialEndpoints = endpointsOf({
  reactionAdd: ['POST', '/social/reaction/react/:resourceType'],
  reactionRemove: ['DELETE', '/social/reaction/react/:resourceType'],
  reactionCheck: ['GET', '/social/reaction/check/:resourceID'],
  reactionSummary: ['GET', '/social/reaction/summary/:id'],
  followSummary: ['GET', '/social/follow/:id/summary'],
  followBusiness: ['POST', '/social/follow/business'],
  unfollow: ['DELETE', '/social/follow/:id'],
  commentAdd: ['POST', '/social/comments/make-comment'],
  comments: ['GET', '/social/comments/:resourceID'],
});
