import { endpointsOf } from './endpoint.ts';

/** A person's profile, own and public. Relative to `API_URL`. */
export const usersEndpoints = endpointsOf({
  userProfile: ['GET', '/user/profile'],
  userProfileUpdate: ['PUT', '/user/profile'],
  userPublicProfile: ['GET', '/user/public-profile/:id'],
});
