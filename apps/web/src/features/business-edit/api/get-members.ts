import { MembersAnswerSchema } from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from './update-business.ts';

export const memberPath = (businessID: string, userID?: string) =>
  `/business/${encodeURIComponent(businessID)}/members${userID ? `/${encodeURIComponent(userID)}` : ''}`;

/** `GET business/{id}/members`: for the business's own people only (403 for anyone else). */
export const getMembers = async (businessID: string, signal?: AbortSignal) =>
  (await apiRequest(memberPath(businessID), { schema: MembersAnswerSchema, ...(signal ? { signal } : {}) }))
    .data;

export const membersQueryKey = (businessID: string) => ['business-members', businessID] as const;

export const getMembersQueryOptions = (businessID: string) =>
  queryOptions({
    queryKey: membersQueryKey(businessID),
    queryFn: ({ signal }) => getMembers(businessID, signal),
  });

export const useMembers = (businessID: string) => useQuery(getMembersQueryOptions(businessID));

/** A change of the list: it is read again, and so is the business, whose answer carries the viewer's own access. */
export function useMembersMutation<T, R>(businessID: string, mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membersQueryKey(businessID) }),
        queryClient.invalidateQueries({ queryKey: businessQueryKey(businessID) }),
      ]),
  });
}
