import { endpointsOf } from './endpoint.ts';

/** Posts, the newsfeed and timelines. Relative to `API_URL`. */
export const postsEndpoints = endpointsOf({
  postCreate: ['POST', '/social/posts/make-post'],
  post: ['GET', '/social/posts/:postID'],
  postRemove: ['DELETE', '/social/posts/remove-post'],
  newsfeed: ['GET', '/newsfeed/load'],
  timeline: ['GET', '/timeline/load/:timelineID'],
});
