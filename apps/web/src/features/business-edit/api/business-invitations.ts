import {
  InvitationAnswerSchema,
  InvitationsAnswerSchema,
  SuccessAnswerSchema,
  type MemberAddInput,
} from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberPath } from './get-members.ts';

const invitationsPath = (businessID: string, invitationID?: string) =>
  `/business/${encodeURIComponent(businessID)}/invitations${invitationID ? `/${encodeURIComponent(invitationID)}` : ''}`;

export const invitationsQueryKey = (businessID: string) => ['business-invitations', businessID] as const;

/** `GET business/{id}/invitations`: the pending invitations, for the owner only. */
export const getBusinessInvitationsQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: invitationsQueryKey(businessID),
    queryFn: async ({ signal }) =>
      (await apiRequest(invitationsPath(businessID), { schema: InvitationsAnswerSchema, signal })).data,
  });

export const useBusinessInvitations = (businessID: string) =>
  useQuery(getBusinessInvitationsQueryOptions(businessID));

/** A change of the pending invitations: they are read again. */
function useInvitationsMutation<T, R>(businessID: string, mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(businessID) }),
  });
}

/** `POST business/{id}/members`: invites a person by email; they belong to the business once they accept. */
export const useInviteMember = (businessID: string) =>
  useInvitationsMutation(businessID, (input: MemberAddInput) =>
    apiRequest(memberPath(businessID), { method: 'POST', body: input, schema: InvitationAnswerSchema }),
  );

/** `DELETE business/{id}/invitations/{invitationID}`: the owner takes an invitation back before it is answered. */
export const useWithdrawInvitation = (businessID: string) =>
  useInvitationsMutation(businessID, (invitationID: string) =>
    apiRequest(invitationsPath(businessID, invitationID), { method: 'DELETE', schema: SuccessAnswerSchema }),
  );
