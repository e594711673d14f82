// The addresses of the endpoint table: every HTTP route of the API and of the account service, by name. This half loads
// no Zod, so the browser's public pages can call through it; each entry's schemas, tags, summary and security are in
// `endpoint-schemas/`, under the same name (decision 0012).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route: its name in the table (the OpenAPI `operationId`), method and path (`:name` marks a path parameter). */
export interface Endpoint<
  K extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
> {
  readonly key: K;
  readonly method: M;
  readonly path: P;
}

type Addresses = Record<string, readonly [HttpMethod, string]>;
type EndpointsOf<T extends Addresses> = {
  readonly [K in keyof T & string]: Endpoint<K, T[K][0], T[K][1]>;
};

const endpointsOf = <const T extends Addresses>(addresses: T) =>
  Object.fromEntries(
    Object.entries(addresses).map(([key, [method, path]]) => [key, { key, method, path }]),
  ) as EndpointsOf<T>;

/** The portal's API, relative to `API_URL` (the server mounts it under `/api`). */
export const endpoints = endpointsOf({
  health: ['GET', '/health'],

  // Reference data
  countries: ['GET', '/ref-data/country'],
  countryStates: ['GET', '/ref-data/country/:code/state'],
  genders: ['GET', '/ref-data/gender'],
  languages: ['GET', '/ref-data/language'],
  jobPositions: ['GET', '/ref-data/job-position'],
  businessTypes: ['GET', '/ref-data/business-type'],
  industries: ['GET', '/catsys/industry'],
  industryTree: ['GET', '/catsys/industry/full-tree'],
  industryCategories: ['GET', '/catsys/industry/:id/category'],

  // Search
  searchBusinesses: ['POST', '/search/business'],
  searchProducts: ['POST', '/search/product'],
  searchUsers: ['POST', '/user/search'],
  searchSuggestions: ['GET', '/search/suggestions'],
  lastRegistered: ['GET', '/search/business/last-registered'],

  // Favorites
  favoriteIDs: ['GET', '/user/favorites/ids'],
  favorites: ['GET', '/user/favorites/:type'],
  favoriteSave: ['PUT', '/user/favorites/:type/:id'],
  favoriteRemove: ['DELETE', '/user/favorites/:type/:id'],

  // The live stream
  liveTicket: ['POST', '/live/ticket'],
  liveStream: ['GET', '/live/stream'],

  // Boosts
  businessBoosts: ['GET', '/business/:id/boosts'],
  boostStart: ['POST', '/business/:id/boosts'],
  membershipUsage: ['GET', '/business/:id/membership/usage'],

  // People
  userProfile: ['GET', '/user/profile'],
  userProfileUpdate: ['PUT', '/user/profile'],
  userPublicProfile: ['GET', '/user/public-profile/:id'],

  // Verification
  verification: ['GET', '/business/:id/verification'],
  verificationRequest: ['POST', '/business/:id/verification'],

  // Membership and payments
  membershipSetup: ['GET', '/subscription/setup'],
  businessMembership: ['GET', '/subscription/business/:businessID'],
  subscribe: ['POST', '/subscription/subscribe'],
  membershipWebhook: ['POST', '/subscription/webhook'],

  // Need help
  needHelpSend: ['POST', '/needhelp/send'],

  // Posts, newsfeed, timelines
  postCreate: ['POST', '/social/posts/make-post'],
  post: ['GET', '/social/posts/:postID'],
  postRemove: ['DELETE', '/social/posts/remove-post'],
  newsfeed: ['GET', '/newsfeed/load'],
  timeline: ['GET', '/timeline/load/:timelineID'],

  // Products
  productCreate: ['POST', '/product'],
  productsByBusiness: ['GET', '/product/by-business'],
  product: ['GET', '/product/:productID'],
  productUpdate: ['PUT', '/product/:productID'],
  productRemove: ['DELETE', '/product/:productID'],

  // Reactions, follows, comments
  reactionAdd: ['POST', '/social/reaction/react/:resourceType'],
  reactionRemove: ['DELETE', '/social/reaction/react/:resourceType'],
  reactionCheck: ['GET', '/social/reaction/check/:resourceID'],
  reactionSummary: ['GET', '/social/reaction/summary/:id'],
  followSummary: ['GET', '/social/follow/:id/summary'],
  followBusiness: ['POST', '/social/follow/business'],
  unfollow: ['DELETE', '/social/follow/:id'],
  commentAdd: ['POST', '/social/comments/make-comment'],
  comments: ['GET', '/social/comments/:resourceID'],

  // Inquiries and messages
  inquirySend: ['POST', '/business/request'],
  inquiries: ['GET', '/business/request'],
  inquiriesUnread: ['GET', '/business/request/unread'],
  inquiryMessages: ['GET', '/business/request/:rid/get-messages'],
  inquiryReply: ['POST', '/business/request/:rid/send-message'],
  inquiryEnd: ['POST', '/business/request/:rid/end-request'],

  // Uploads
  uploadRequest: ['POST', '/files/upload-request/:target'],

  // Businesses
  businessMyList: ['GET', '/business/profile/my-list'],
  businessListOwned: ['GET', '/business/profile/list-business'],
  businessCreate: ['POST', '/business/profile/create'],
  businessProfile: ['GET', '/business/profile/:id'],
  businessUpdate: ['PUT', '/business/profile/:id'],

  // Certificates of a business
  certificates: ['GET', '/business/profile/:id/certificates'],
  certificateAdd: ['POST', '/business/profile/:id/certificates'],
  certificateUpdate: ['PUT', '/business/profile/:id/certificates/:certificateID'],
  certificateRemove: ['DELETE', '/business/profile/:id/certificates/:certificateID'],

  // Members of a business
  members: ['GET', '/business/:id/members'],
  memberUpdate: ['PUT', '/business/:id/members/:userID'],
  memberRemove: ['DELETE', '/business/:id/members/:userID'],

  // Invitations to a business
  memberInvite: ['POST', '/business/:id/members'],
  invitations: ['GET', '/business/:id/invitations'],
  invitationCancel: ['DELETE', '/business/:id/invitations/:invitationID'],
  myInvitations: ['GET', '/business/invitations/my-list'],
  invitationAccept: ['POST', '/business/invitations/:invitationID/accept'],
  invitationDecline: ['POST', '/business/invitations/:invitationID/decline'],

  // Administration
  administrator: ['GET', '/user/administrator'],
  adminVerificationRequests: ['GET', '/admin/verification-requests'],
  adminVerificationRequest: ['GET', '/admin/verification-requests/:requestID'],
  adminVerificationApprove: ['POST', '/admin/verification-requests/:requestID/approve'],
  adminVerificationReject: ['POST', '/admin/verification-requests/:requestID/reject'],
  adminSupport: ['GET', '/admin/businesses/:businessID/support'],
  adminSupportRecord: ['POST', '/admin/businesses/:businessID/support'],
  adminNeedHelp: ['GET', '/admin/need-help'],
  adminSearchSynonyms: ['GET', '/admin/search-synonyms'],
  adminSearchSynonymAdd: ['POST', '/admin/search-synonyms'],
  adminSearchSynonymUpdate: ['PUT', '/admin/search-synonyms/:synonymID'],
  adminSearchSynonymRemove: ['DELETE', '/admin/search-synonyms/:synonymID'],

  // Notifications
  notifications: ['GET', '/notifications'],
  notificationsUnread: ['GET', '/notifications/unread'],
  notificationsRead: ['POST', '/notifications/read'],
});

/** The files host, relative to `FILES_URL`: the upload of a signed form (its address comes with the form). */
export const filesEndpoints = endpointsOf({
  fileUpload: ['POST', '/upload'],
});

/** The account service, relative to `AUTH_URL`: the calls a portal makes for its sessions, and its public keys. */
export const authEndpoints = endpointsOf({
  authHealth: ['GET', '/health'],
  jwks: ['GET', '/.well-known/jwks.json'],
  getSession: ['POST', '/get-session'],
  refreshToken: ['POST', '/refresh-token'],
  logout: ['POST', '/logout'],
});

export type ApiEndpoints = typeof endpoints;
export type FilesEndpoints = typeof filesEndpoints;
export type AuthEndpoints = typeof authEndpoints;

/** The names of a path's parameters: `'/a/:id/b/:name'` gives `'id' | 'name'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The endpoint's address on a server (`AUTH_URL`, `API_URL`), its parameters filled in. */
export const addressOn = (
  base: string,
  endpoint: Endpoint,
  params?: Readonly<Record<string, string | number>>,
) => `${base.replace(/\/+$/, '')}${pathWith(endpoint.path, params)}`;

/** The path with its parameters filled in, each encoded as one segment. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
