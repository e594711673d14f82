import { SuccessAnswerSchema } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberPath, membersQueryKey, useMembersMutation } from './get-members.ts';
import { businessQueryKey } from './update-business.ts';

/** `DELETE business/{id}/members/{userID}`: the owner removes someone, or a member leaves (their own id). */
export const removeMember = (businessID: string, userID: string) =>
  apiRequest(memberPath(businessID, userID), { method: 'DELETE', schema: SuccessAnswerSchema });

export const useRemoveMember = (businessID: string) =>
  useMembersMutation(businessID, (userID: string) => removeMember(businessID, userID));

/**
 * A member leaves: `onLeft` runs before the business is read again, because the new answer (no access) would take the
 * page that asked away.
 */
export function useLeaveBusiness(businessID: string, onLeft: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userID: string) => removeMember(businessID, userID),
    onSuccess: () => {
      onLeft();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryKey(businessID) }),
        queryClient.invalidateQueries({ queryKey: businessQueryKey(businessID) }),
      ]);
    },
  });
}
