import {
  BusinessIDParamsSchema,
  BusinessInvitationParamsSchema,
  InvitationAcceptedAnswerSchema,
  InvitationAnswerSchema,
  InvitationParamsSchema,
  InvitationsAnswerSchema,
  MemberAddSchema,
  SuccessAnswerSchema,
} from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Invitations to join a business. */
export const invitationsEndpointSchemas = {
  memberInvite: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary:
      'Invite a person by email, or by the id of their portal profile, as admin or member (owner only); they belong to the business once they accept',
    params: BusinessIDParamsSchema,
    body: MemberAddSchema,
    response: { 201: InvitationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  invitations: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: "The business's pending invitations, oldest first (owner only)",
    params: BusinessIDParamsSchema,
    response: { 200: InvitationsAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  invitationCancel: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Withdraw a pending invitation (owner only)',
    params: BusinessInvitationParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  myInvitations: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: "The signed-in person's pending invitations (to the email of their account), newest first",
    response: { 200: InvitationsAnswerSchema, ...errorResponses(401) },
  },
  invitationAccept: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Accept an invitation to the email of your account: you join the business with its access',
    params: InvitationParamsSchema,
    response: { 200: InvitationAcceptedAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  invitationDecline: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Decline an invitation to the email of your account',
    params: InvitationParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
