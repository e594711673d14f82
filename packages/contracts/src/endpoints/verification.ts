import { endpointsOf } from './endpoint.ts';

/** A business's verification request. Relative to `API_URL`. */
export const verificationEndpoints = endpointsOf({
  verification: ['GET', '/business/:id/verification'],
  verificationRequest: ['POST', '/business/:id/verification'],
});
