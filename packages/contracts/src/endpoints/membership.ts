import { endpointsOf } from './endpoint.ts';

/** Membership packages and payments, with the payment provider's webhook. Relative to `API_URL`. */
export const membershipEndpoints = endpointsOf({
  membershipSetup: ['GET', '/subscription/setup'],
  businessMembership: ['GET', '/subscription/business/:businessID'],
  subscribe: ['POST', '/subscription/subscribe'],
  membershipWebhook: ['POST', '/subscription/webhook'],
});
