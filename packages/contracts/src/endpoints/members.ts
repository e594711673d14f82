import { endpointsOf } from './endpoint.ts';

/** A business's members. Relative to `API_URL`. */
export const membersEndpoints = endpointsOf({
  members: ['GET', '/business/:id/members'],
  memberUpdate: ['PUT', '/business/:id/members/:userID'],
  memberRemove: ['DELETE', '/business/:id/members/:userID'],
});
