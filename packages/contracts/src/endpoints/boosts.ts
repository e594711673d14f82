import { endpointsOf } from './endpoint.ts';

/** A business's boosts and its membership's usage of them. Relative to `API_URL`. */
export const boostsEndpoints = endpointsOf({
  businessBoosts: ['GET', '/business/:id/boosts'],
  boostStart: ['POST', '/business/:id/boosts'],
  membershipUsage: ['GET', '/business/:id/membership/usage'],
});
