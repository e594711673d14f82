import { endpointsOf } from './endpoint.ts';

/** Business profiles: the own list, the owned list, creation, the public profile and its update. Relative to `API_URL`. */
export const businessesEndpoints = endpointsOf({
  businessMyList: ['GET', '/business/profile/my-list'],
  businessListOwned: ['GET', '/business/profile/list-business'],
  businessCreate: ['POST', '/business/profile/create'],
  businessProfile: ['GET', '/business/profile/:id'],
  businessUpdate: ['PUT', '/business/profile/:id'],
});
