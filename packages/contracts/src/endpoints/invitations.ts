import { endpointsOf } from './endpoint.ts';

/** Invitations to join a business. Relative to `API_URL`. */
export const invitationsEndpoints = endpointsOf({
  memberInvite: ['POST', '/business/:id/members'],
  invitations: ['GET', '/business/:id/invitations'],
  invitationCancel: ['DELETE', '/business/:id/invitations/:invitationID'],
  myInvitations: ['GET', '/business/invitations/my-list'],
  invitationAccept: ['POST', '/business/invitations/:invitationID/accept'],
  invitationDecline: ['POST', '/business/invitations/:invitationID/decline'],
});
