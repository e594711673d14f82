import { InvitationAcceptedAnswerSchema, InvitationsAnswerSchema, SuccessAnswerSchema } from '@b2b/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_BUSINESSES_QUERY_KEY } from '../../../components/business/api/get-my-businesses.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const MY_INVITATIONS_QUERY_KEY = ['business', 'my-invitations'] as const;

/** `GET business/invitations/my-list`: the invitations to the email of the signed-in person's account. */
export function useMyInvitations() {
  const userID = useSession()?.userID ?? '';
  return useQuery({
    queryKey: [...MY_INVITATIONS_QUERY_KEY, userID],
    queryFn: async ({ signal }) =>
      (await apiRequest('/business/invitations/my-list', { schema: InvitationsAnswerSchema, signal })).data,
    enabled: Boolean(userID),
  });
}

const answerInvitation = (invitationID: string, verb: 'accept' | 'decline') =>
  apiRequest(`/business/invitations/${encodeURIComponent(invitationID)}/${verb}`, {
    method: 'POST',
    schema: verb === 'accept' ? InvitationAcceptedAnswerSchema : SuccessAnswerSchema,
  });

/** Accepts or declines; the invitations are read again, and so are the businesses, which an acceptance adds to. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationID, verb }: { invitationID: string; verb: 'accept' | 'decline' }) =>
      answerInvitation(invitationID, verb),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_BUSINESSES_QUERY_KEY }),
      ]),
  });
}
